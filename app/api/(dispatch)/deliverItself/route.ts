// POST /api/deliverItself - a restaurant delivers an order itself instead of waiting for a rider (issue 32)
import type { DispatchStepAnswer } from "@/lib/dispatch/contract";
import { DispatchOrderSchema } from "@/lib/dispatch/schemas";
import { deliverItself } from "@/lib/dispatch/hand";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "restaurant", body: DispatchOrderSchema }, async ({ user, body }) => {
  const order = await deliverItself(user, body._id);
  return {
    message: "Your restaurant delivers this order: move it on from the status list",
    order,
  } satisfies DispatchStepAnswer;
});
