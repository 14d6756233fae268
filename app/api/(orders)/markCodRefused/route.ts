// POST /api/markCodRefused - the customer refused a cash or UPI on delivery order at the door (issue 31 part 6)
import { handler } from "@/lib/http/handler";
import type { KitchenStepAnswer } from "@/lib/kitchen/contract";
import { markCodRefused } from "@/lib/checkout/cod-service";
import { MarkCodRefusedSchema } from "@/lib/checkout/schemas";

export const POST = handler({ auth: "restaurant", body: MarkCodRefusedSchema }, async ({ user, body }) => {
  const order = await markCodRefused(user, body._id);
  return { message: "Order cancelled: refused at the door", order } satisfies KitchenStepAnswer;
});
