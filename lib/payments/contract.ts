// The payment types on the wire, shared by the server's gateways and the browser's checkout
// (docs/api.md, checkout). Types only, so browser code may import them.

/** Which gateway takes a payment: Razorpay, or the built-in TEST MODE one. */
export type GatewayName = "razorpay" | "test";

/** A provider's order: what the customer is asked to pay, in paise. */
export type ProviderOrder = { id: string; amount: number; currency: "INR"; receipt: string };

/** What Razorpay's checkout (or the test gateway's Pay) hands the page after a successful payment. */
export type PaymentSuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/** What a failed payment reports (Razorpay's payment.failed; the test gateway's Fail). */
export type PaymentFailure = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  error: { description: string };
};
