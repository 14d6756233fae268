import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { SPEC_LIST_CAP } from "@/lib/http/list-window";
import { DEFAULT_ORDERS_PAGE_SIZE } from "@/lib/orders/schemas";
import { cancelOrderAsCustomer, updateOrderStatusAsOwner } from "@/lib/orders/service";
import { readScopeEvents } from "@/lib/live/service";
import { createPaidOrdersInBulk } from "@/tests/support/bulk";
import { createMenuItem, createOpenRestaurant, createPaidOrder, createUser } from "@/tests/support/factories";
import {
  cancelAsRestaurant,
  checkoutBody,
  customerSession,
  listOrders,
  openRestaurantWithDishes,
  post,
} from "@/tests/support/order-calls";
import { bearerHeaders, cookieHeaders, ownerSessionOf, sessionUserOf } from "@/tests/support/session";

const unknownOrder = "cnosuchorder0000000000000";

async function ownerOf(restaurantId: string) {
  const restaurant = await db().restaurant.findUniqueOrThrow({ where: { id: restaurantId }, include: { owner: true } });
  return bearerHeaders(restaurant.owner, restaurant.id);
}

async function eventsOf(orderId: string) {
  return (await db().orderEvent.findMany({ where: { orderId }, orderBy: { id: "asc" } })).map((e) => e.type);
}

describe("getOrdersByCustomerId", () => {
  it("lists only the caller's paid orders, newest first, a page at a time", async () => {
    const { customer, headers } = await customerSession();
    const someoneElse = await createUser("customer");
    const restaurant = await createOpenRestaurant();
    const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));
    const oldest = await createPaidOrder(customer.id, restaurant.id, { createdAt: at(1), status: "delivered" });
    const middle = await createPaidOrder(customer.id, restaurant.id, {
      createdAt: at(2),
      status: "cancelled",
      paymentStatus: "refunded",
    });
    const newest = await createPaidOrder(customer.id, restaurant.id, { createdAt: at(3) });
    await createPaidOrder(someoneElse.id, restaurant.id, { createdAt: at(4) });
    // a checkout never paid is not an order
    const { dishes } = await openRestaurantWithDishes();
    await post("createPaymentOrder", checkoutBody(dishes[0]!.restaurantId, [{ id: dishes[0]!.id }]), headers);

    const all = await listOrders({ _id: customer.id }, headers);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: SPEC_LIST_CAP, total: 3 });
    expect(all.body.orders.map((o: { _id: string }) => o._id)).toEqual([newest.id, middle.id, oldest.id]);
    expect(all.body.orders[1]).toMatchObject({
      deliveryStatus: "cancelled",
      paymentStatus: "refunded",
      refund: { status: "refunded", amount: all.body.orders[1].totalPrice },
    });

    const page2 = await listOrders({ _id: customer.id, page: 2, pageSize: 2 }, headers);
    expect(page2.body).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page2.body.orders.map((o: { _id: string }) => o._id)).toEqual([oldest.id]);

    const delivered = await listOrders({ _id: customer.id, status: "delivered" }, headers);
    expect(delivered.body.orders.map((o: { _id: string }) => o._id)).toEqual([oldest.id]);
    expect((await listOrders({ _id: customer.id, status: "all" }, await cookieHeaders(customer))).body.total).toBe(3);
  });

  it("answers every paid order to a client that names no page, and pages 20 at a time when asked for a page", async () => {
    const { customer, headers } = await customerSession();
    const restaurant = await createOpenRestaurant();
    const ids = await createPaidOrdersInBulk(customer.id, restaurant.id, DEFAULT_ORDERS_PAGE_SIZE + 5);

    const all = await listOrders({ _id: customer.id }, headers);
    expect(all.body).toMatchObject({ page: 1, pageSize: SPEC_LIST_CAP, total: DEFAULT_ORDERS_PAGE_SIZE + 5 });
    expect(all.body.orders.map((o: { _id: string }) => o._id)).toEqual(ids);

    const first = await listOrders({ _id: customer.id, page: 1 }, headers);
    expect(first.body).toMatchObject({
      page: 1,
      pageSize: DEFAULT_ORDERS_PAGE_SIZE,
      total: DEFAULT_ORDERS_PAGE_SIZE + 5,
    });
    expect(first.body.orders.map((o: { _id: string }) => o._id)).toEqual(ids.slice(0, DEFAULT_ORDERS_PAGE_SIZE));
    const second = await listOrders({ _id: customer.id, page: 2 }, headers);
    expect(second.body.orders.map((o: { _id: string }) => o._id)).toEqual(ids.slice(DEFAULT_ORDERS_PAGE_SIZE));
    const sized = await listOrders({ _id: customer.id, pageSize: 7 }, headers);
    expect(sized.body).toMatchObject({ page: 1, pageSize: 7 });
    expect(sized.body.orders).toHaveLength(7);
    expect((await listOrders({ _id: customer.id, pageSize: 101 }, headers)).status).toBe(422);
  });

  it(`answers at most ${SPEC_LIST_CAP} orders without paging; the rest are a page away`, async () => {
    const { customer, headers } = await customerSession();
    const restaurant = await createOpenRestaurant();
    const ids = await createPaidOrdersInBulk(customer.id, restaurant.id, SPEC_LIST_CAP + 1);

    const capped = await listOrders({ _id: customer.id }, headers);
    expect(capped.body).toMatchObject({ page: 1, pageSize: SPEC_LIST_CAP, total: SPEC_LIST_CAP + 1 });
    expect(capped.body.orders.map((o: { _id: string }) => o._id)).toEqual(ids.slice(0, SPEC_LIST_CAP));
    const last = await listOrders({ _id: customer.id, page: SPEC_LIST_CAP / 100 + 1, pageSize: 100 }, headers);
    expect(last.body.orders.map((o: { _id: string }) => o._id)).toEqual([ids[SPEC_LIST_CAP]]);
  });

  it("refuses someone else's id, a visitor and a restaurant account", async () => {
    const { headers } = await customerSession();
    const other = await createUser("customer");
    expect(await listOrders({ _id: other.id }, headers)).toEqual({
      status: 403,
      body: { message: "You can only see your own orders" },
    });
    expect((await listOrders({ _id: other.id }, {})).status).toBe(401);
    const owner = await createUser("restaurant");
    expect((await listOrders({ _id: owner.id }, await bearerHeaders(owner))).status).toBe(403);
    expect((await listOrders({ _id: other.id, status: "lost" }, headers)).status).toBe(422);
  });
});

describe("cancelOrder by the customer", () => {
  it("cancels a pending paid order and refunds it through the test gateway", async () => {
    const { customer, headers } = await customerSession();
    const restaurant = await createOpenRestaurant();
    const order = await createPaidOrder(customer.id, restaurant.id);

    const answer = await post("cancelOrder", { _id: order.id }, headers);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/^Order cancelled\. Your refund of ₹.+ has been issued\.$/);
    expect(answer.body.order).toMatchObject({
      _id: order.id,
      deliveryStatus: "cancelled",
      paymentStatus: "refunded",
      refund: { status: "refunded", amount: order.totalPaise / 100 },
    });
    const payment = await db().payment.findFirstOrThrow({ where: { orderId: order.id } });
    expect(payment).toMatchObject({ status: "refunded", refundId: expect.stringMatching(/^rfnd_test_/) });
    expect(
      await db().testGatewayPayment.findUniqueOrThrow({ where: { id: payment.providerPaymentId! } }),
    ).toMatchObject({
      status: "refunded",
      refundId: payment.refundId,
    });
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ cancelledBy: "customer" });
    expect(await eventsOf(order.id)).toEqual(["order.cancelled", "order.refunded"]);

    // a second cancel changes nothing and refunds nothing
    expect(await post("cancelOrder", { _id: order.id }, headers)).toEqual({
      status: 409,
      body: { message: "This order can no longer be cancelled" },
    });
    expect(await eventsOf(order.id)).toEqual(["order.cancelled", "order.refunded"]);
  });

  it("refuses another customer's order, one out for delivery, an unpaid one and an unknown one", async () => {
    const { customer, headers } = await customerSession();
    const other = await createUser("customer");
    const restaurant = await createOpenRestaurant();
    const theirs = await createPaidOrder(other.id, restaurant.id);
    const onTheWay = await createPaidOrder(customer.id, restaurant.id, { status: "out_for_delivery" });
    const { dishes } = await openRestaurantWithDishes();
    const unpaid = await post(
      "createPaymentOrder",
      checkoutBody(dishes[0]!.restaurantId, [{ id: dishes[0]!.id }]),
      headers,
    );

    expect(await post("cancelOrder", { _id: theirs.id }, headers)).toEqual({
      status: 403,
      body: { message: "You can only change your own orders" },
    });
    expect((await post("cancelOrder", { _id: onTheWay.id }, headers)).status).toBe(409);
    expect((await post("cancelOrder", { _id: unpaid.body.orderId }, headers)).status).toBe(404);
    expect((await post("cancelOrder", { _id: unknownOrder }, headers)).status).toBe(404);
    expect((await post("cancelOrder", {}, headers)).status).toBe(422);
    expect(await db().order.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ status: "pending" });
  });
});

describe("cancelOrder by the restaurant", () => {
  it("cancels its own order out for delivery (query _id, no body) and refunds it", async () => {
    const customer = await createUser("customer");
    const restaurant = await createOpenRestaurant();
    const order = await createPaidOrder(customer.id, restaurant.id, { status: "out_for_delivery" });

    const answer = await cancelAsRestaurant(order.id, await ownerOf(restaurant.id));
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ deliveryStatus: "cancelled", paymentStatus: "refunded" });
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      cancelledBy: "restaurant",
    });
  });

  it("keeps the restaurant's reason for the customer's card and live toast; none without a body", async () => {
    const customer = await createUser("customer");
    const restaurant = await createOpenRestaurant();
    const owner = await ownerOf(restaurant.id);
    const withReason = await createPaidOrder(customer.id, restaurant.id);
    const without = await createPaidOrder(customer.id, restaurant.id);

    const answer = await cancelAsRestaurant(withReason.id, owner, "  Closing early today ");
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({
      deliveryStatus: "cancelled",
      cancelledBy: "restaurant",
      cancelReason: "Closing early today",
    });
    expect((await cancelAsRestaurant(without.id, owner)).body.order).toMatchObject({
      cancelledBy: "restaurant",
      cancelReason: null,
    });

    const { body } = await listOrders({ _id: customer.id }, await bearerHeaders(customer));
    const reasons = Object.fromEntries(
      (body.orders as Array<{ _id: string; cancelReason: string | null }>).map((o) => [o._id, o.cancelReason]),
    );
    expect(reasons).toEqual({ [withReason.id]: "Closing early today", [without.id]: null });

    const events = await readScopeEvents({ kind: "customer", id: customer.id }, 0n);
    const cancelled = events.map((e) => e.data).filter((e) => e.type === "order.cancelled");
    expect(cancelled.map((e) => [e.orderId, e.cancelledBy, e.cancelReason])).toEqual(
      expect.arrayContaining([
        [withReason.id, "restaurant", "Closing early today"],
        [without.id, "restaurant", null],
      ]),
    );
    const tooLong = await createPaidOrder(customer.id, restaurant.id);
    expect((await cancelAsRestaurant(tooLong.id, owner, "x".repeat(161))).status).toBe(422);
  });

  it("refuses another restaurant's order and a delivered one", async () => {
    const customer = await createUser("customer");
    const restaurant = await createOpenRestaurant();
    const elsewhere = await createOpenRestaurant();
    const order = await createPaidOrder(customer.id, restaurant.id);
    const delivered = await createPaidOrder(customer.id, restaurant.id, { status: "delivered" });

    expect(await cancelAsRestaurant(order.id, await ownerOf(elsewhere.id))).toEqual({
      status: 403,
      body: { message: "This order is not for your restaurant" },
    });
    expect((await cancelAsRestaurant(delivered.id, await ownerOf(restaurant.id))).status).toBe(409);
    expect((await cancelAsRestaurant(order.id, {})).status).toBe(401);
  });
});

describe("a customer's cancel racing the restaurant's 'out for delivery'", () => {
  it("has exactly one winner every time, and the state agrees with it", async () => {
    const restaurant = await createOpenRestaurant();
    const owner = await ownerSessionOf(restaurant);
    const { customer } = await customerSession();
    for (let round = 0; round < 10; round++) {
      const order = await createPaidOrder(customer.id, restaurant.id);
      const [cancel, dispatch] = await Promise.allSettled([
        cancelOrderAsCustomer(sessionUserOf(customer), order.id),
        updateOrderStatusAsOwner(owner, order.id, "out for delivery"),
      ]);
      const winners = [cancel, dispatch].filter((r) => r.status === "fulfilled");
      expect(winners).toHaveLength(1);
      const loser = [cancel, dispatch].find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(loser.reason).toMatchObject({ status: 409 });

      const final = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true } });
      if (cancel.status === "fulfilled") {
        expect(final).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
        expect(await eventsOf(order.id)).toEqual(["order.cancelled", "order.refunded"]);
      } else {
        expect(final).toMatchObject({ status: "out_for_delivery", paymentStatus: "paid", cancelledAt: null });
        expect(final.payments[0]).toMatchObject({ status: "paid", refundId: null });
        expect(await eventsOf(order.id)).toEqual(["order.status"]);
      }
    }
  });
});

describe("addReview", () => {
  it("rates the customer's own delivered order once, and moves the restaurant's rating", async () => {
    const { customer, headers } = await customerSession();
    const restaurant = await createOpenRestaurant();
    const dish = await createMenuItem(restaurant.id);
    const order = await createPaidOrder(customer.id, restaurant.id, {
      status: "delivered",
      lines: [{ menuItemId: dish.id, quantity: 3, pricePaise: 10000 }],
    });

    const answer = await post("addReview", { order_id: order.id, rating: 4, text: "  Hot and on time  " }, headers);
    expect(answer).toEqual({
      status: 200,
      body: {
        message: "Thank you for your review",
        review: {
          _id: expect.any(String),
          order_id: order.id,
          rating: 4,
          text: "Hot and on time",
          createdAt: expect.any(String),
        },
      },
    });
    expect(await post("addReview", { order_id: order.id, rating: 1 }, headers)).toEqual({
      status: 409,
      body: { message: "You have already rated this order" },
    });
    expect(await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } })).toMatchObject({
      ratingCount: 1,
      ratingTotal: 4,
    });
    const listed = await listOrders({ _id: customer.id }, headers);
    expect(listed.body.orders[0].review).toEqual({ rating: 4, text: "Hot and on time" });
  });

  it("takes one review when the same review is sent several times at once", async () => {
    const { customer, headers } = await customerSession();
    const restaurant = await createOpenRestaurant();
    const order = await createPaidOrder(customer.id, restaurant.id, { status: "delivered" });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post("addReview", { order_id: order.id, rating: 5 }, headers)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } })).toMatchObject({
      ratingCount: 1,
      ratingTotal: 5,
    });
  });

  it("refuses an order not yet delivered, someone else's, an unknown one and ratings outside 1-5", async () => {
    const { customer, headers } = await customerSession();
    const other = await createUser("customer");
    const restaurant = await createOpenRestaurant();
    const pending = await createPaidOrder(customer.id, restaurant.id);
    const theirs = await createPaidOrder(other.id, restaurant.id, { status: "delivered" });
    const delivered = await createPaidOrder(customer.id, restaurant.id, { status: "delivered" });

    expect(await post("addReview", { order_id: pending.id, rating: 5 }, headers)).toEqual({
      status: 409,
      body: { message: "You can rate an order once it is delivered" },
    });
    expect((await post("addReview", { order_id: theirs.id, rating: 5 }, headers)).status).toBe(403);
    expect((await post("addReview", { order_id: unknownOrder, rating: 5 }, headers)).status).toBe(404);
    for (const rating of [0, 6, 2.5, "5"]) {
      expect((await post("addReview", { order_id: delivered.id, rating }, headers)).status).toBe(422);
    }
    const long = await post("addReview", { order_id: delivered.id, rating: 3, text: "x".repeat(1001) }, headers);
    expect(long.status).toBe(422);
    expect(await db().review.count({ where: { customerId: customer.id } })).toBe(0);
  });
});
