// Matrix rows of the delivery partners' calls (issue 32, docs/riders.md). None of the matrix's actors is a rider: the
// rider calls refuse them all (401 to a visitor, 403 to a customer or an owner, the wrapper's role check). Riders
// themselves, and every customer and restaurant call refusing a rider, are tests/authz/rider-actor.integration.test.ts.
import type { RouteKey } from "@/tests/authz/routes";
import { everyone, query, type Row, SAME_SITE, who } from "@/tests/authz/rows/common";
import { customersOrder, suffix } from "@/tests/authz/world";

/** Only rider accounts: nobody in the matrix. */
const onlyRiders = who(401, 403, 403, 403, 403);

export const RIDER_ROWS: Partial<Record<RouteKey, Row>> = {
  "POST /api/signup/rider": {
    expect: everyone(200),
    request: () => ({
      path: "/api/signup/rider",
      headers: SAME_SITE,
      body: {
        username: "Matrix Rider",
        email: `rider-${suffix()}@example.test`,
        password: "matrix-password-1",
        phone: "9876543210",
        vehicle: "scooter",
        city: "Hyderabad",
      },
    }),
  },
  "GET /api/rider/me": { expect: onlyRiders, request: () => ({ path: "/api/rider/me" }) },
  "GET /api/rider/earnings": {
    expect: onlyRiders,
    request: () => ({ path: query("/api/rider/earnings", { date: "2026-11-29" }) }),
  },
  "PATCH /api/rider/profile": {
    expect: onlyRiders,
    request: () => ({ path: "/api/rider/profile", body: { licenceNumber: "KA0120260001234" } }),
  },
  "POST /api/rider/online": {
    expect: onlyRiders,
    request: () => ({ path: "/api/rider/online", body: { online: true } }),
  },
  "POST /api/rider/position": {
    expect: onlyRiders,
    request: () => ({ path: "/api/rider/position", body: { lat: 17.385, lng: 78.4867, accuracy: 10 } }),
  },
  "POST /api/pickedUp": {
    expect: onlyRiders,
    request: async (w) => ({
      path: "/api/pickedUp",
      body: { _id: (await customersOrder(w, "pending", "accepted")).id },
    }),
  },
  "POST /api/deliverOrder": {
    expect: onlyRiders,
    request: async (w) => ({
      path: "/api/deliverOrder",
      body: { _id: (await customersOrder(w, "out_for_delivery", "accepted")).id, code: "1234" },
    }),
  },
};
