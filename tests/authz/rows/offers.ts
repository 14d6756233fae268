// Matrix rows of the owner's offers (issue 31): each owner reads and saves their own restaurant's (the session's; the
// request names none); deactivating names an offer, so only its restaurant's owner may (another owner: 403).
import { db } from "@/lib/db";
import type { RouteKey } from "@/tests/authz/routes";
import { theOwner, who, type Row } from "@/tests/authz/rows/common";

export const OFFER_ROWS: Partial<Record<RouteKey, Row>> = {
  "GET /api/offers": {
    expect: who(401, 403, 403, 200, 200),
    request: () => ({ path: "/api/offers" }),
  },
  "POST /api/saveOffer": {
    expect: who(401, 403, 403, 200, 200),
    // Saved inactive, so other rows' checkouts are billed without it.
    request: () => ({ path: "/api/saveOffer", body: { title: "10% off", percentBps: 1000, active: false } }),
  },
  "POST /api/deleteOffer": {
    expect: theOwner(),
    request: async (w) => {
      const offer = await db().offer.create({
        data: { restaurantId: w.restaurant.id, title: "₹20 off", flatPaise: 2000, active: false },
        select: { id: true },
      });
      return { path: "/api/deleteOffer", body: { _id: offer.id } };
    },
  },
};
