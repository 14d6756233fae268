// GET /api/offers - a restaurant owner reads their offers with status and uses (issue 31)
import { handler } from "@/lib/http/handler";
import type { OffersAnswer } from "@/lib/offers/contract";
import { listOffers } from "@/lib/offers/service";

export const GET = handler(
  { auth: "restaurant" },
  async ({ user }) => ({ offers: await listOffers(user) }) satisfies OffersAnswer,
);
