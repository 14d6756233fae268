// ---------------------------------------------------------------------------------------------
// ROUTES STILL TO COME, written now from their contracts (issue 6's owner calls and issue 7's live
// updates; the contracts are now docs/api.md). A row here is checked only once its route file exists, so
// this tree passes without them and they are held to the contract as soon as they are merged.
// When a route arrives, move its row into its area's rows (tests/authz/rows/*.ts), which make up MATRIX.
// ---------------------------------------------------------------------------------------------
import { createMenuItem } from "@/tests/support/factories";
import type { RouteKey } from "@/tests/authz/routes";
import { everyone, query, type Row, theOwner, who } from "@/tests/authz/rows/common";
import { suffix, uploadedImage, type World } from "@/tests/authz/world";

function menuItemBody(w: World, publicId: string, imageUrl: string) {
  return {
    name: `Matrix Paneer ${suffix()}`,
    category: "Starters",
    price: 249.5,
    type: "veg",
    servesfor: 2,
    description: "Smoky paneer cubes from the tandoor.",
    imageUrl,
    public_id: publicId,
    restaurant_id: w.restaurant.id,
  };
}

export const PENDING_MATRIX: Partial<Record<RouteKey, Row>> = {
  "GET /api/getDashboardDetails": {
    expect: theOwner(),
    request: (w) => ({ path: query("/api/getDashboardDetails", { _id: w.restaurant.id, year: "2026" }) }),
  },
  "POST /api/addMenuItem": {
    expect: theOwner(),
    request: async (w) => {
      const image = await uploadedImage("FoodItemImages", w.owner);
      return { path: "/api/addMenuItem", body: menuItemBody(w, image.publicId, image.url) };
    },
  },
  "POST /api/updateMenuItem": {
    expect: theOwner(),
    request: async (w) => {
      const dish = await createMenuItem(w.restaurant.id);
      const image = await uploadedImage("FoodItemImages", w.owner);
      return { path: "/api/updateMenuItem", body: { ...menuItemBody(w, image.publicId, image.url), _id: dish.id } };
    },
  },
  "GET /api/getItemsByRestaurantId": {
    expect: theOwner(),
    request: (w) => ({ path: query("/api/getItemsByRestaurantId", { restaurant_id: w.restaurant.id }) }),
  },
  "POST /api/deleteMenuItem": {
    expect: theOwner(),
    request: async (w) => {
      return { path: "/api/deleteMenuItem", body: { _id: (await createMenuItem(w.restaurant.id)).id } };
    },
  },
  "POST /api/setMenuItemStock": {
    expect: theOwner(),
    request: async (w) => ({
      path: "/api/setMenuItemStock",
      body: { _id: (await createMenuItem(w.restaurant.id)).id, inStock: false },
    }),
  },
  "GET /api/getOrdersByRestaurantId": {
    expect: theOwner(),
    request: (w) => ({ path: query("/api/getOrdersByRestaurantId", { _id: w.restaurant.id }) }),
  },
  "GET /api/orderEvents": {
    // Every logged-in user reads the events of their own scope.
    expect: who(401, 200, 200, 200, 200),
    request: () => ({ path: query("/api/orderEvents", { after: "0" }) }),
  },
  "GET /api/orderEvents/stream": {
    expect: who(401, 200, 200, 200, 200),
    request: () => ({ path: "/api/orderEvents/stream" }),
  },
  // Only the scheduler, with CRON_SECRET as its bearer token; a login is not enough (maintenance.integration.test.ts).
  "GET /api/maintenance": { expect: everyone(401), request: () => ({ path: "/api/maintenance" }) },
};
