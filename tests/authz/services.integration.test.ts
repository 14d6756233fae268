// Ownership lives in the services (lib/auth/ownership.ts, lib/http/handler.ts): each takes the acting
// user and refuses what is not theirs whoever calls it, a route handler or a page. The matrix
// (authz.integration.test.ts) proves it through the routes; this proves it at the services themselves,
// called directly as the pages call them, with the same cast and the same statuses.
import { beforeAll, describe, expect, it } from "vitest";
import { authorizeEmailChange, requestEmailChange } from "@/lib/accounts/email-change";
import { hashToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { randomIp } from "@/tests/support/accounts";
import { deleteAddress, updateAddress } from "@/lib/addresses/service";
import type { SessionUser } from "@/lib/auth/session-user";
import { addFavouriteRestaurant, getFavourites, removeFavouriteMenuItem } from "@/lib/favourites/service";
import { AppError } from "@/lib/http/errors";
import { verifyPayment } from "@/lib/checkout/payment";
import { placeOrder } from "@/lib/checkout/place-order";
import { listCustomerOrders, listRestaurantOrders } from "@/lib/orders/list";
import { cancelOrderAsCustomer, cancelOrderAsOwner, updateOrderStatusAsOwner } from "@/lib/orders/service";
import { failTestCheckout, payTestCheckout } from "@/lib/checkout/test-gateway-payments";
import { getDashboardDetails } from "@/lib/owner/dashboard";
import { listOwnerMenuItems, setMenuItemStock } from "@/lib/owner/menu-service";
import { createMenuItem } from "@/tests/support/factories";
import { getOwnerRestaurant } from "@/lib/restaurants/service";
import { addReview } from "@/lib/reviews/service";
import { readKitchenTicket, recordTicketPrint } from "@/lib/tickets/service";
import {
  ADDRESS,
  createWorld,
  customersAddress,
  customersOrder,
  customersPaidCheckout,
  customersPendingCheckout,
  suffix,
  type World,
} from "@/tests/authz/world";
import { sessionUserOf } from "@/tests/support/session";

const CAST = ["customer", "otherCustomer", "owner", "otherOwner"] as const;
type Cast = (typeof CAST)[number];

/** The status a service call ends in: 200 when it returns, the AppError's status when it refuses. */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

function actorOf(w: World, who: Cast): SessionUser {
  const restaurantId = who === "owner" ? w.restaurant.id : who === "otherOwner" ? w.otherRestaurant.id : null;
  return sessionUserOf(w[who], restaurantId);
}

const expected = (customer: number, otherCustomer: number, owner: number, otherOwner: number) => ({
  customer,
  otherCustomer,
  owner,
  otherOwner,
});
const theCustomer = expected(200, 403, 403, 403);
const theOwner = expected(403, 403, 200, 403);
/** Someone else's address or payment is not found, so its id is not confirmed to exist. */
const theCustomerOr404 = expected(200, 404, 404, 404);

type ServiceRow = { expect: Record<Cast, number>; call: (w: World, actor: SessionUser) => Promise<unknown> };

const ROWS: Record<string, ServiceRow> = {
  // The owner's side: the customer's order at the owner's restaurant, the restaurant's menu and figures.
  "listOwnerMenuItems naming the restaurant": {
    expect: theOwner,
    call: (w, actor) => listOwnerMenuItems(actor, { restaurantId: w.restaurant.id }),
  },
  "setMenuItemStock of the restaurant's dish": {
    expect: theOwner,
    // A dish of its own: the world's dishes stay on sale for the checkouts below.
    call: async (w, actor) =>
      setMenuItemStock(actor, { _id: (await createMenuItem(w.restaurant.id)).id, inStock: false }),
  },
  "getDashboardDetails naming the restaurant": {
    expect: theOwner,
    call: (w, actor) => getDashboardDetails(actor, { restaurantId: w.restaurant.id, year: 2026 }),
  },
  "listRestaurantOrders naming the restaurant": {
    expect: theOwner,
    call: (w, actor) => listRestaurantOrders(actor, { restaurantId: w.restaurant.id, page: 1, pageSize: 10 }),
  },
  updateOrderStatusAsOwner: {
    expect: theOwner,
    call: async (w, actor) => updateOrderStatusAsOwner(actor, (await customersOrder(w)).id, "out for delivery"),
  },
  cancelOrderAsOwner: {
    expect: theOwner,
    call: async (w, actor) => cancelOrderAsOwner(actor, (await customersOrder(w)).id, "Closing early"),
  },
  // Kitchen tickets (the ticket page reads through readKitchenTicket): another owner is told it does not exist.
  readKitchenTicket: {
    expect: expected(403, 403, 200, 404),
    call: async (w, actor) => readKitchenTicket(actor, (await customersOrder(w)).id),
  },
  recordTicketPrint: {
    expect: expected(403, 403, 200, 404),
    call: async (w, actor) => recordTicketPrint(actor, (await customersOrder(w)).id),
  },

  // The customer's side: their orders, favourites, reviews, addresses, account and payments.
  "listCustomerOrders naming the customer": {
    expect: theCustomer,
    call: (w, actor) => listCustomerOrders(actor, { customerId: w.customer.id, page: 1, pageSize: 10 }),
  },
  cancelOrderAsCustomer: {
    expect: theCustomer,
    call: async (w, actor) => cancelOrderAsCustomer(actor, (await customersOrder(w)).id),
  },
  addReview: {
    expect: theCustomer,
    call: async (w, actor) => addReview(actor, { order_id: (await customersOrder(w, "delivered")).id, rating: 5 }),
  },
  "getFavourites naming the customer": {
    expect: theCustomer,
    call: (w, actor) => getFavourites(actor, { customerId: w.customer.id }),
  },
  addFavouriteRestaurant: {
    expect: theCustomer,
    call: (w, actor) => addFavouriteRestaurant(actor, { restaurant_id: w.restaurant.id, user_id: w.customer.id }),
  },
  removeFavouriteMenuItem: {
    expect: theCustomer,
    call: (w, actor) => removeFavouriteMenuItem(actor, { menuitem_id: w.dishes[0]!.id, user_id: w.customer.id }),
  },
  "requestEmailChange naming the customer": {
    expect: theCustomer,
    call: async (w, actor) => {
      // A login that has just begun, so only whose account it is decides.
      await db().refreshToken.create({
        data: {
          userId: actor.id,
          familyId: actor.sessionId,
          tokenHash: hashToken(`services-${suffix()}`),
          expiresAt: new Date(Date.now() + 60_000),
        },
      });
      await authorizeEmailChange(actor, { username: w.customer.username }, randomIp());
      return requestEmailChange(actor, `services-${suffix()}@example.test`);
    },
  },
  updateAddress: {
    expect: theCustomerOr404,
    call: async (w, actor) => updateAddress(actor, (await customersAddress(w)).id, { ...ADDRESS, label: "Office" }),
  },
  deleteAddress: {
    expect: theCustomerOr404,
    call: async (w, actor) => deleteAddress(actor, (await customersAddress(w)).id),
  },
  payTestCheckout: {
    expect: theCustomerOr404,
    call: async (w, actor) => payTestCheckout(actor, await customersPendingCheckout(w)),
  },
  failTestCheckout: {
    expect: theCustomerOr404,
    call: async (w, actor) => failTestCheckout(actor, await customersPendingCheckout(w)),
  },
  verifyPayment: {
    expect: theCustomerOr404,
    call: async (w, actor) => verifyPayment(actor, await customersPaidCheckout(w)),
  },
  placeOrder: {
    expect: theCustomerOr404,
    call: async (w, actor) =>
      placeOrder(actor, { payment_reference_id: (await customersOrder(w)).payments[0]!.providerPaymentId! }),
  },
};

let world: World;
beforeAll(async () => {
  world = await createWorld();
});

describe("services check ownership themselves", () => {
  for (const [name, row] of Object.entries(ROWS)) {
    it(`${name}: ${CAST.map((who) => `${who} ${row.expect[who]}`).join(", ")}`, async () => {
      const got = {} as Record<Cast, number>;
      for (const who of CAST) got[who] = await statusOf(row.call(world, actorOf(world, who)));
      expect(got).toEqual(row.expect);
    });
  }

  it("gives each owner their own restaurant, its dishes and orders, when the caller names none (as the pages call)", async () => {
    const owner = actorOf(world, "owner");
    const otherOwner = actorOf(world, "otherOwner");
    const order = await customersOrder(world);

    const dishIds = world.dishes.map((d) => d.id);
    expect((await listOwnerMenuItems(owner)).map((d) => d._id)).toEqual(expect.arrayContaining(dishIds));
    const othersMenu = (await listOwnerMenuItems(otherOwner)).map((d) => d._id);
    expect(othersMenu.length).toBeGreaterThan(0);
    for (const id of dishIds) expect(othersMenu).not.toContain(id);

    const page = { page: 1, pageSize: 100 };
    expect((await listRestaurantOrders(owner, page)).orders.map((o) => o._id)).toContain(order.id);
    expect((await listRestaurantOrders(otherOwner, page)).orders.map((o) => o._id)).not.toContain(order.id);

    expect((await getOwnerRestaurant(owner))?.id).toBe(world.restaurant.id);
    expect((await getOwnerRestaurant(otherOwner))?.id).toBe(world.otherRestaurant.id);
    // A customer is no owner: refused, not handed an empty list.
    expect(await statusOf(listOwnerMenuItems(actorOf(world, "customer")))).toBe(403);
    expect(await statusOf(getDashboardDetails(actorOf(world, "customer"), { year: 2026 }))).toBe(403);
  });
});
