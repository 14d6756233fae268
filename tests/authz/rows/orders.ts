// Matrix rows of the orders and of the restaurant settings.
import { db } from "@/lib/db";
import { getRestaurantSettings } from "@/lib/owner/settings-service";
import { sessionUserOf } from "@/tests/support/session";
import type { RouteKey } from "@/tests/authz/routes";
import { isOwner, query, type Row, theCustomer, theOwner, who } from "@/tests/authz/rows/common";
import { customersCodOrder, customersOrder } from "@/tests/authz/world";

/** A restaurant's current settings as GET /api/restaurantSettings answers them (the body a save sends back). */
async function settingsOf(restaurantId: string) {
  const restaurant = await db().restaurant.findUniqueOrThrow({ where: { id: restaurantId } });
  return getRestaurantSettings(
    sessionUserOf(await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } }), restaurantId),
  );
}

export const ORDER_ROWS: Partial<Record<RouteKey, Row>> = {
  // Orders.
  "GET /api/getOrdersByCustomerId": {
    expect: theCustomer,
    request: (w) => ({ path: query("/api/getOrdersByCustomerId", { _id: w.customer.id }) }),
  },
  "POST /api/cancelOrder": {
    // The customer's form is a body {_id}; a restaurant's is ?_id= with no body.
    expect: who(401, 200, 403, 200, 403),
    request: async (w, actor) => {
      const order = await customersOrder(w);
      return isOwner(actor)
        ? { path: query("/api/cancelOrder", { _id: order.id }) }
        : { path: "/api/cancelOrder", body: { _id: order.id } };
    },
  },
  "POST /api/addReview": {
    expect: theCustomer,
    request: async (w) => ({
      path: "/api/addReview",
      body: { order_id: (await customersOrder(w, "delivered")).id, rating: 4, text: "Hot and on time" },
    }),
  },
  "POST /api/updateOrderStatus": {
    expect: theOwner(),
    request: async (w) => ({
      path: "/api/updateOrderStatus",
      body: { _id: (await customersOrder(w)).id, status: "out for delivery" },
    }),
  },
  // Kitchen tickets: only the owner of the order's restaurant; another owner is told it does not exist.
  "POST /api/recordTicketPrint": {
    expect: who(401, 403, 403, 200, 404),
    request: async (w) => ({ path: "/api/recordTicketPrint", body: { _id: (await customersOrder(w)).id } }),
  },
  "GET /api/ticketEscPos": {
    expect: who(401, 403, 403, 200, 404),
    request: async (w) => ({ path: query("/api/ticketEscPos", { _id: (await customersOrder(w)).id, width: "58" }) }),
  },

  // A paid order's tax invoice: its customer and its restaurant's owner; anyone else is refused.
  "GET /api/invoice": {
    expect: who(401, 200, 403, 200, 403),
    request: async (w) => ({ path: query("/api/invoice", { _id: (await customersOrder(w)).id }) }),
  },

  // Cash or UPI on delivery at the door (issue 31 part 6): only the owner of the order's restaurant.
  "POST /api/markCodCollected": {
    expect: theOwner(),
    request: async (w) => ({
      path: "/api/markCodCollected",
      body: { _id: (await customersCodOrder(w)).id, via: "upi" },
    }),
  },
  "POST /api/markCodRefused": {
    expect: theOwner(),
    request: async (w) => ({ path: "/api/markCodRefused", body: { _id: (await customersCodOrder(w)).id } }),
  },

  // The kitchen's side (issue 30): only the owner of the order's restaurant, like updateOrderStatus.
  "POST /api/acceptOrder": {
    expect: theOwner(),
    request: async (w) => ({ path: "/api/acceptOrder", body: { _id: (await customersOrder(w)).id, prepMinutes: 20 } }),
  },
  "POST /api/rejectOrder": {
    expect: theOwner(),
    request: async (w) => ({
      path: "/api/rejectOrder",
      body: { _id: (await customersOrder(w)).id, reason: "Kitchen too busy right now" },
    }),
  },
  "POST /api/markOrderPreparing": {
    expect: theOwner(),
    request: async (w) => ({
      path: "/api/markOrderPreparing",
      body: { _id: (await customersOrder(w, "pending", "accepted")).id },
    }),
  },
  "POST /api/markOrderReady": {
    expect: theOwner(),
    request: async (w) => ({
      path: "/api/markOrderReady",
      body: { _id: (await customersOrder(w, "pending", "preparing")).id },
    }),
  },
  // Every owner reads and sets their own kitchen's accept window (the session's restaurant).
  "GET /api/kitchenSettings": {
    expect: who(401, 403, 403, 200, 200),
    request: () => ({ path: "/api/kitchenSettings" }),
  },
  // Every owner reads their own kitchen's waiting orders (the session's restaurant).
  "GET /api/kitchenQueue": {
    expect: who(401, 403, 403, 200, 200),
    request: () => ({ path: "/api/kitchenQueue" }),
  },
  "POST /api/updateKitchenSettings": {
    expect: who(401, 403, 403, 200, 200),
    // The defaults, so other rows' orders are not auto-accepted.
    request: () => ({
      path: "/api/updateKitchenSettings",
      body: { acceptWindowMinutes: 5, autoAccept: false, defaultPrepMinutes: 20 },
    }),
  },

  // Restaurant settings: every owner reads and changes their own restaurant, the one of the session
  // (the request names none, so another owner's call can only reach their own).
  // Every owner reads their own restaurant's settlement (the session's restaurant; the query names none).
  "GET /api/settlement": {
    expect: who(401, 403, 403, 200, 200),
    request: () => ({ path: "/api/settlement?by=week" }),
  },
  "GET /api/settlementCsv": {
    expect: who(401, 403, 403, 200, 200),
    request: () => ({ path: "/api/settlementCsv?by=day" }),
  },
  "GET /api/restaurantSettings": {
    expect: who(401, 403, 403, 200, 200),
    request: () => ({ path: "/api/restaurantSettings" }),
  },
  "POST /api/updateRestaurantSettings": {
    expect: who(401, 403, 403, 200, 200),
    request: async (w, actor) => ({
      path: "/api/updateRestaurantSettings",
      // Its settings as they are (open, delivering where it did), so other rows' checkouts still work.
      body: await settingsOf(actor === "otherOwner" ? w.otherRestaurant.id : w.restaurant.id),
    }),
  },
};
