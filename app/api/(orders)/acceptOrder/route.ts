// POST /api/acceptOrder - a restaurant owner accepts a new order with a preparation time (issue 30)
import { handler } from "@/lib/http/handler";
import type { KitchenStepAnswer } from "@/lib/kitchen/contract";
import { AcceptOrderSchema } from "@/lib/kitchen/schemas";
import { acceptOrder } from "@/lib/kitchen/service";
import { kitchenStepMessage } from "@/lib/kitchen/status";
import { formatTime } from "@/lib/ui/format";

export const POST = handler({ auth: "restaurant", body: AcceptOrderSchema }, async ({ user, body }) => {
  const order = await acceptOrder(user, body._id, body.prepMinutes);
  const readyBy = order.readyBy ? formatTime(order.readyBy) : undefined;
  return { message: kitchenStepMessage("accept", readyBy), order } satisfies KitchenStepAnswer;
});
