// POST /api/markOrderReady - a restaurant owner marks an accepted order's food ready (issue 30)
import { handler } from "@/lib/http/handler";
import type { KitchenStepAnswer } from "@/lib/kitchen/contract";
import { KitchenOrderSchema } from "@/lib/kitchen/schemas";
import { markOrderReady } from "@/lib/kitchen/service";
import { kitchenStepMessage } from "@/lib/kitchen/status";

export const POST = handler({ auth: "restaurant", body: KitchenOrderSchema }, async ({ user, body }) => {
  const order = await markOrderReady(user, body._id);
  return { message: kitchenStepMessage("ready"), order } satisfies KitchenStepAnswer;
});
