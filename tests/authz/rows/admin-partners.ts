// Matrix rows of the platform console's partners calls (issue 33, docs/admin.md). Admin calls refuse every actor of the
// matrix (401 to a visitor, 403 to a customer or an owner); riders and admins themselves are
// tests/authz/rider-actor.integration.test.ts and tests/authz/admin-actor.integration.test.ts.
// GET /api/partnerReview is the owner's (and the rider's) own review: each owner reads theirs, customers are refused.
import type { RouteKey } from "@/tests/authz/routes";
import { onlyAdmins, query, type Row, who } from "@/tests/authz/rows/common";
import { pendingRestaurant, pendingRider } from "@/tests/support/partners";

export const ADMIN_PARTNERS_ROWS: Partial<Record<RouteKey, Row>> = {
  "GET /api/admin/partners": {
    expect: onlyAdmins,
    request: () => ({ path: query("/api/admin/partners", { kind: "restaurant", status: "pending" }) }),
  },
  "GET /api/admin/partners/restaurant/[id]": {
    expect: onlyAdmins,
    request: (w) => ({ path: `/api/admin/partners/restaurant/${w.restaurant.id}`, params: { id: w.restaurant.id } }),
  },
  "GET /api/admin/partners/rider/[id]": {
    expect: onlyAdmins,
    request: async () => {
      const rider = await pendingRider();
      return { path: `/api/admin/partners/rider/${rider.id}`, params: { id: rider.id } };
    },
  },
  "POST /api/admin/partners/review": {
    expect: onlyAdmins,
    // A new restaurant waiting for review, so that a decision sent as an admin never changes the matrix's world.
    request: async () => ({
      path: "/api/admin/partners/review",
      body: { kind: "restaurant", id: (await pendingRestaurant()).id, decision: "approve" },
    }),
  },
  "GET /api/partnerReview": {
    // Each owner reads the review of their own restaurant; customers have none (403).
    expect: who(401, 403, 403, 200, 200),
    request: () => ({ path: "/api/partnerReview" }),
  },
};
