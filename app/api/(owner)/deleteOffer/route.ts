// POST /api/deleteOffer - a restaurant owner deactivates one of their offers (issue 31)
import { handler } from "@/lib/http/handler";
import type { OfferSaved } from "@/lib/offers/contract";
import { DeleteOfferSchema } from "@/lib/offers/schemas";
import { deleteOffer } from "@/lib/offers/service";

export const POST = handler(
  { auth: "restaurant", body: DeleteOfferSchema },
  async ({ user, body }) =>
    ({ message: "Offer deactivated", offer: await deleteOffer(user, body._id) }) satisfies OfferSaved,
);
