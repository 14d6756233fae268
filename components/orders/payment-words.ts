import type { ApiOrder } from "@/lib/orders/contract";
import { formatRupees } from "@/lib/ui/format";

// How an order is paid, in the words both order cards use (the customer's and the restaurant's).

const METHOD_WORDS: Record<string, string> = {
  upi: "UPI",
  card: "card",
  netbanking: "netbanking",
  wallet: "wallet",
  emi: "EMI",
};

type PaymentFields = Pick<
  ApiOrder,
  "paymentMethod" | "paymentStatus" | "paidWith" | "codCollectedVia" | "codRefusedAt" | "totalPrice"
>;

/** "Cash on delivery · ₹270.00 due", "Paid by UPI at the door", "Paid online by card"; null when nothing to say. */
export function paymentLine(order: PaymentFields): string | null {
  if (order.paymentMethod === "cod") {
    if (order.codRefusedAt) return "Cash on delivery · refused at the door";
    if (order.paymentStatus === "cod_due") return `Cash on delivery · ${formatRupees(order.totalPrice)} due`;
    if (order.codCollectedVia) return `Paid by ${order.codCollectedVia === "upi" ? "UPI" : "cash"} at the door`;
    return null;
  }
  if (order.paidWith && (order.paymentStatus === "paid" || order.paymentStatus === "refunded")) {
    return `Paid online by ${METHOD_WORDS[order.paidWith] ?? order.paidWith}`;
  }
  return null;
}
