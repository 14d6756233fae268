// POST /api/saveOffer - a restaurant owner creates an offer or changes one of theirs (issue 31)
import { handler } from "@/lib/http/handler";
import type { OfferSaved } from "@/lib/offers/contract";
import { SaveOfferSchema } from "@/lib/offers/schemas";
import { saveOffer } from "@/lib/offers/service";

export const POST = handler(
  { auth: "restaurant", body: SaveOfferSchema },
  async ({ user, body }) => ({ message: "Offer saved", offer: await saveOffer(user, body) }) satisfies OfferSaved,
);
