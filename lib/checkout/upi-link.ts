// The UPI deep link a rider shows as a QR at the door for a cash or UPI on delivery order (NPCI's `upi://pay`
// format): payee id and name, the exact amount in rupees with 2 decimals, INR, and a note naming the order.
// Pure, so the browser and the server build the same link. docs/checkout-and-payments.md, "Cash or UPI on delivery".

export type UpiPayment = {
  /** The payee's UPI id (VPA), e.g. thali.demo@upi: validated where it is configured (lib/env.ts). */
  payeeVpa: string;
  payeeName: string;
  amountPaise: number;
  /** What the customer's UPI app shows as the payment's note, e.g. "Order #A1B2C3". */
  note: string;
};

/** Rupees with exactly 2 decimals from integer paise, without floating point: 27000 → "270.00", 5 → "0.05". */
export function upiAmount(amountPaise: number): string {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
    throw new RangeError(`A UPI amount is a positive whole number of paise, not ${amountPaise}`);
  }
  return `${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, "0")}`;
}

/** `upi://pay?pa=..&pn=..&am=..&cu=INR&tn=..`, the name and note percent-encoded (the UPI id as it is). */
export function upiPayLink({ payeeVpa, payeeName, amountPaise, note }: UpiPayment): string {
  const pn = encodeURIComponent(payeeName);
  const tn = encodeURIComponent(note);
  return `upi://pay?pa=${payeeVpa}&pn=${pn}&am=${upiAmount(amountPaise)}&cu=INR&tn=${tn}`;
}
