// POST /api/acceptDelivery - a rider takes the delivery they were offered (issue 32)
import type { OfferAnswerBody } from "@/lib/dispatch/contract";
import { OfferIdSchema } from "@/lib/dispatch/schemas";
import { acceptDelivery } from "@/lib/dispatch/offers";
import { handler } from "@/lib/http/handler";

export const POST = handler(
  { auth: "rider", body: OfferIdSchema },
  async ({ user, body }) => (await acceptDelivery(user, body._id)) satisfies OfferAnswerBody,
);
