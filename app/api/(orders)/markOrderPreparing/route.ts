// POST /api/markOrderPreparing - a restaurant owner starts preparing an accepted order (issue 30)
import { handler } from "@/lib/http/handler";
import type { KitchenStepAnswer } from "@/lib/kitchen/contract";
import { KitchenOrderSchema } from "@/lib/kitchen/schemas";
import { markOrderPreparing } from "@/lib/kitchen/service";
import { kitchenStepMessage } from "@/lib/kitchen/status";

export const POST = handler({ auth: "restaurant", body: KitchenOrderSchema }, async ({ user, body }) => {
  const order = await markOrderPreparing(user, body._id);
  return { message: kitchenStepMessage("prepare"), order } satisfies KitchenStepAnswer;
});
