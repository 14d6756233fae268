// Matrix rows of dispatch (issue 32 part 4). The riders' calls: every actor of the matrix is refused by role
// (a rider's own 200 and another rider's 403 are in lib/dispatch/routes.integration.test.ts). The restaurant's
// calls: only the owner of the order's restaurant, about a platform order still looking for a rider.
import { createRider, createSearchingDelivery, somewhere } from "@/tests/support/dispatch-scene";
import type { RouteKey } from "@/tests/authz/routes";
import { query, type Row, theOwner, who } from "@/tests/authz/rows/common";
import type { World } from "@/tests/authz/world";

const notARider = who(401, 403, 403, 403, 403);

/** A delivery of the customer's order at the owner's restaurant, looking for a rider. */
const searching = (w: World) => createSearchingDelivery(w.restaurant.id, w.customer.id);

export const DISPATCH_ROWS: Partial<Record<RouteKey, Row>> = {
  "GET /api/rider/offer": { expect: notARider, request: () => ({ path: "/api/rider/offer" }) },
  "POST /api/acceptDelivery": {
    expect: notARider,
    request: () => ({ path: "/api/acceptDelivery", body: { _id: "matrixoffer" } }),
  },
  "POST /api/passDelivery": {
    expect: notARider,
    request: () => ({ path: "/api/passDelivery", body: { _id: "matrixoffer" } }),
  },
  "GET /api/availableRiders": {
    expect: theOwner(),
    request: async (w) => ({ path: query("/api/availableRiders", { _id: (await searching(w)).order.id }) }),
  },
  "POST /api/assignRider": {
    expect: theOwner(),
    request: async (w) => {
      const { order } = await searching(w);
      const rider = await createRider(somewhere());
      return { path: "/api/assignRider", body: { _id: order.id, riderId: rider.user.id } };
    },
  },
  "POST /api/deliverItself": {
    expect: theOwner(),
    request: async (w) => ({ path: "/api/deliverItself", body: { _id: (await searching(w)).order.id } }),
  },
};
