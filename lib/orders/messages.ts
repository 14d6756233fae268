import { formatRupees } from "@/lib/ui/format";
import type { CancelResult } from "@/lib/orders/service";

/** What a cancel answers, refund included, so the customer knows where their money is. */
export function cancelMessage({ order, refund }: Pick<CancelResult, "order" | "refund">): string {
  const amount = formatRupees(order.totalPrice);
  if (refund === "refunded") return `Order cancelled. Your refund of ${amount} has been issued.`;
  if (refund === "pending") {
    return `Order cancelled. Your refund of ${amount} is pending: the payment service did not answer, we will retry shortly.`;
  }
  return "Order cancelled";
}
