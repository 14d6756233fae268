// GET /api/rider/offer - the delivery a rider is being offered right now, if any (issue 32)
import type { RiderOfferAnswer } from "@/lib/dispatch/contract";
import { riderOffer } from "@/lib/dispatch/offers";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "rider" }, async ({ user }) => (await riderOffer(user)) satisfies RiderOfferAnswer);
