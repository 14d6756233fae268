// POST /api/assignRider - a restaurant gives a delivery still looking for a rider to one by hand (issue 32)
import type { DispatchStepAnswer } from "@/lib/dispatch/contract";
import { AssignRiderSchema } from "@/lib/dispatch/schemas";
import { assignRider } from "@/lib/dispatch/hand";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "restaurant", body: AssignRiderSchema }, async ({ user, body }) => {
  const order = await assignRider(user, body._id, body.riderId);
  return { message: "The rider is on the way to your restaurant", order } satisfies DispatchStepAnswer;
});
