// POST /api/markCodCollected - the restaurant collected a cash or UPI on delivery order at the door (issue 31 part 6)
import { handler } from "@/lib/http/handler";
import type { KitchenStepAnswer } from "@/lib/kitchen/contract";
import { markCodCollected } from "@/lib/checkout/cod-service";
import { MarkCodCollectedSchema } from "@/lib/checkout/schemas";

export const POST = handler({ auth: "restaurant", body: MarkCodCollectedSchema }, async ({ user, body }) => {
  const order = await markCodCollected(user, body._id, body.via);
  const message = body.via === "upi" ? "Paid by UPI at the door" : "Paid by cash at the door";
  return { message, order } satisfies KitchenStepAnswer;
});
