// POST /api/passDelivery - a rider lets the offered delivery pass; the next rider is offered at once (issue 32)
import type { OfferAnswerBody } from "@/lib/dispatch/contract";
import { OfferIdSchema } from "@/lib/dispatch/schemas";
import { passDelivery } from "@/lib/dispatch/offers";
import { handler } from "@/lib/http/handler";

export const POST = handler(
  { auth: "rider", body: OfferIdSchema },
  async ({ user, body }) => (await passDelivery(user, body._id)) satisfies OfferAnswerBody,
);
