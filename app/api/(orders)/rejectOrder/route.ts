// POST /api/rejectOrder - a restaurant owner rejects a new order: cancelled and refunded at once, the customer told why (issue 30)
import { handler } from "@/lib/http/handler";
import type { KitchenStepAnswer } from "@/lib/kitchen/contract";
import { RejectOrderSchema } from "@/lib/kitchen/schemas";
import { rejectOrder } from "@/lib/kitchen/service";
import { formatRupees } from "@/lib/ui/format";

export const POST = handler({ auth: "restaurant", body: RejectOrderSchema }, async ({ user, body }) => {
  const { order, refund } = await rejectOrder(user, body._id, body.reason);
  const amount = formatRupees(order.totalPrice);
  const message =
    refund === "refunded"
      ? `Order rejected. ${amount} has been refunded to the customer.`
      : refund === "pending"
        ? `Order rejected. The refund of ${amount} is pending.`
        : "Order rejected";
  return { message, order } satisfies KitchenStepAnswer;
});
