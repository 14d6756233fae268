import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { SPEC_LIST_CAP } from "@/lib/http/list-window";
import { createPaidOrdersInBulk } from "@/tests/support/bulk";
import { createMenuItem, createPaidOrder, createUser } from "@/tests/support/factories";
import { checkoutBody, customerSession, post as postOrderCall } from "@/tests/support/order-calls";
import { cancelAsRestaurant, get, ownerSession, post, strangers } from "@/tests/support/owner-calls";
import { bearerHeaders } from "@/tests/support/session";

type Status = "pending" | "out_for_delivery" | "delivered" | "cancelled";
const wire = (status: Status) => (status === "out_for_delivery" ? "out for delivery" : status);

async function eventsOf(orderId: string) {
  return (await db().orderEvent.findMany({ where: { orderId }, orderBy: { id: "asc" } })).map((e) => e.type);
}

describe("GET /api/getOrdersByRestaurantId", () => {
  it("lists the restaurant's paid orders only, newest first, by status and a page at a time", async () => {
    const { restaurant, headers } = await ownerSession();
    const customer = await createUser("customer");
    const at = (day: number) => new Date(Date.UTC(2026, 2, day, 12));
    const oldest = await createPaidOrder(customer.id, restaurant.id, { createdAt: at(1), status: "delivered" });
    const refunded = await createPaidOrder(customer.id, restaurant.id, {
      createdAt: at(2),
      status: "cancelled",
      paymentStatus: "refunded",
    });
    const newest = await createPaidOrder(customer.id, restaurant.id, { createdAt: at(3) });
    await createPaidOrder(customer.id, (await ownerSession()).restaurant.id, { createdAt: at(4) });
    // a checkout never paid is not an order the restaurant sees
    const shopper = await customerSession();
    const dish = await createMenuItem(restaurant.id);
    const unpaid = await postOrderCall(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id }]),
      shopper.headers,
    );
    expect(unpaid.status).toBe(200);

    const all = await get("getOrdersByRestaurantId", { _id: restaurant.id }, headers);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: SPEC_LIST_CAP, total: 3 });
    expect(all.body.orders.map((o: { _id: string }) => o._id)).toEqual([newest.id, refunded.id, oldest.id]);
    expect(all.body.orders[0]).toMatchObject({
      customerName: "Test Customer",
      restaurant_id: { _id: restaurant.id },
      deliveryStatus: "pending",
      paymentStatus: "paid",
      totalPrice: newest.totalPaise / 100,
    });

    const page2 = await get("getOrdersByRestaurantId", { _id: restaurant.id, page: 2, pageSize: 2 }, headers);
    expect(page2.body).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page2.body.orders.map((o: { _id: string }) => o._id)).toEqual([oldest.id]);
    const cancelled = await get("getOrdersByRestaurantId", { _id: restaurant.id, status: "cancelled" }, headers);
    expect(cancelled.body.orders.map((o: { _id: string }) => o._id)).toEqual([refunded.id]);
    const everything = await get("getOrdersByRestaurantId", { _id: restaurant.id, status: "all" }, headers);
    expect(everything.body.total).toBe(3);
  });

  it("answers every order to a client that names no page (up to the cap), and pages 20 at a time when asked", async () => {
    const { restaurant, headers } = await ownerSession();
    const customer = await createUser("customer");
    const ids = await createPaidOrdersInBulk(customer.id, restaurant.id, 25);

    const all = await get("getOrdersByRestaurantId", { _id: restaurant.id }, headers);
    expect(all.body).toMatchObject({ page: 1, pageSize: SPEC_LIST_CAP, total: 25 });
    expect(all.body.orders.map((o: { _id: string }) => o._id)).toEqual(ids);
    const first = await get("getOrdersByRestaurantId", { _id: restaurant.id, page: 1 }, headers);
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total: 25 });
    expect(first.body.orders.map((o: { _id: string }) => o._id)).toEqual(ids.slice(0, 20));
  });

  it("refuses another owner's restaurant, a customer, a visitor and bad filters", async () => {
    const { restaurant, headers } = await ownerSession();
    const { customer, otherOwner, visitor } = await strangers();
    expect(await get("getOrdersByRestaurantId", { _id: restaurant.id }, otherOwner)).toEqual({
      status: 403,
      body: { message: "You can only manage your own restaurant" },
    });
    expect((await get("getOrdersByRestaurantId", { _id: restaurant.id }, customer)).status).toBe(403);
    expect((await get("getOrdersByRestaurantId", { _id: restaurant.id }, visitor)).status).toBe(401);
    const owner = await createUser("restaurant");
    expect((await get("getOrdersByRestaurantId", { _id: restaurant.id }, await bearerHeaders(owner))).status).toBe(403);
    expect((await get("getOrdersByRestaurantId", { _id: restaurant.id, status: "lost" }, headers)).status).toBe(422);
    expect((await get("getOrdersByRestaurantId", { _id: restaurant.id, pageSize: 101 }, headers)).status).toBe(422);
  });
});

describe("POST /api/updateOrderStatus", () => {
  it("moves an order pending → out for delivery → delivered, one event each", async () => {
    const { restaurant, headers } = await ownerSession();
    const customer = await createUser("customer");
    const order = await createPaidOrder(customer.id, restaurant.id);

    const out = await post("updateOrderStatus", { _id: order.id, status: "out for delivery" }, headers);
    expect(out).toMatchObject({
      status: 200,
      body: {
        message: "Order status changed to out for delivery",
        order: { _id: order.id, deliveryStatus: "out for delivery" },
      },
    });
    const delivered = await post("updateOrderStatus", { _id: order.id, status: "delivered" }, headers);
    expect(delivered).toMatchObject({
      status: 200,
      body: { order: { deliveryStatus: "delivered", paymentStatus: "paid" } },
    });
    expect(await eventsOf(order.id)).toEqual(["order.status", "order.status"]);
    // setting the status it already has changes nothing
    expect((await post("updateOrderStatus", { _id: order.id, status: "delivered" }, headers)).status).toBe(200);
    expect(await eventsOf(order.id)).toEqual(["order.status", "order.status"]);
  });

  it("cancels through the status call too, refunding the payment", async () => {
    const { restaurant, headers } = await ownerSession();
    const order = await createPaidOrder((await createUser("customer")).id, restaurant.id);
    const answer = await post("updateOrderStatus", { _id: order.id, status: "cancelled" }, headers);
    expect(answer).toMatchObject({
      status: 200,
      body: { order: { deliveryStatus: "cancelled", paymentStatus: "refunded" } },
    });
    expect(await eventsOf(order.id)).toEqual(["order.cancelled", "order.refunded"]);
  });

  const illegal: Array<[Status, Status, string]> = [
    ["pending", "delivered", "This order is pending and cannot be moved to delivered"],
    ["out_for_delivery", "pending", "This order is out for delivery and cannot be moved to pending"],
    ["delivered", "pending", "This order is delivered and cannot be moved to pending"],
    ["delivered", "out_for_delivery", "This order is delivered and cannot be moved to out for delivery"],
    ["delivered", "cancelled", "This order can no longer be cancelled"],
    ["cancelled", "pending", "This order is cancelled and cannot be moved to pending"],
    ["cancelled", "out_for_delivery", "This order is cancelled and cannot be moved to out for delivery"],
    ["cancelled", "delivered", "This order is cancelled and cannot be moved to delivered"],
  ];
  it.each(illegal)("refuses %s → %s with 409, changing nothing", async (from, to, message) => {
    const { restaurant, headers } = await ownerSession();
    const order = await createPaidOrder((await createUser("customer")).id, restaurant.id, {
      status: from,
      ...(from === "cancelled" && { paymentStatus: "refunded" as const }),
    });
    expect(await post("updateOrderStatus", { _id: order.id, status: wire(to) }, headers)).toEqual({
      status: 409,
      body: { message },
    });
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: from });
    expect(await eventsOf(order.id)).toEqual([]);
  });

  it("refuses another owner's order, a customer (even their own order), a visitor, an unpaid or unknown order", async () => {
    const { restaurant, headers } = await ownerSession();
    const customer = await createUser("customer");
    const order = await createPaidOrder(customer.id, restaurant.id);
    const { otherOwner, visitor } = await strangers();
    const body = { _id: order.id, status: "out for delivery" };

    expect(await post("updateOrderStatus", body, otherOwner)).toEqual({
      status: 403,
      body: { message: "This order is not for your restaurant" },
    });
    expect((await post("updateOrderStatus", body, await bearerHeaders(customer))).status).toBe(403);
    expect((await post("updateOrderStatus", body, visitor)).status).toBe(401);
    expect((await post("updateOrderStatus", { ...body, status: "Delivered" }, headers)).status).toBe(422);
    expect((await post("updateOrderStatus", { ...body, _id: "cnosuchorder0000000000000" }, headers)).status).toBe(404);
    const shopper = await customerSession();
    const dish = await createMenuItem(restaurant.id);
    const unpaid = await postOrderCall(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id }]),
      shopper.headers,
    );
    expect((await post("updateOrderStatus", { ...body, _id: unpaid.body.orderId }, headers)).status).toBe(404);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "pending" });
  });

  it("lets exactly one of two racing changes win", async () => {
    const { restaurant, headers } = await ownerSession();
    const order = await createPaidOrder((await createUser("customer")).id, restaurant.id, {
      status: "out_for_delivery",
    });
    const answers = await Promise.all([
      post("updateOrderStatus", { _id: order.id, status: "delivered" }, headers),
      cancelAsRestaurant(order.id, headers),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const final = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(["delivered", "cancelled"]).toContain(final.status);
    expect((await eventsOf(order.id)).filter((e) => e !== "order.refunded")).toHaveLength(1);
  });
});

describe("POST /api/cancelOrder?_id= (the restaurant's form)", () => {
  it("cancels a pending order with no body and refunds it", async () => {
    const { restaurant, headers } = await ownerSession();
    const order = await createPaidOrder((await createUser("customer")).id, restaurant.id);
    const answer = await cancelAsRestaurant(order.id, headers);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/^Order cancelled\. Your refund of ₹.+ has been issued\.$/);
    expect(answer.body.order).toMatchObject({
      _id: order.id,
      deliveryStatus: "cancelled",
      paymentStatus: "refunded",
      refund: { status: "refunded", amount: order.totalPaise / 100 },
    });
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      cancelledBy: "restaurant",
    });
    // anything after cancelled is refused
    expect(await cancelAsRestaurant(order.id, headers)).toEqual({
      status: 409,
      body: { message: "This order can no longer be cancelled" },
    });
    expect(await eventsOf(order.id)).toEqual(["order.cancelled", "order.refunded"]);
  });

  it("refuses a delivered order, another owner's, a customer's query form, a visitor and a missing id", async () => {
    const { restaurant, headers } = await ownerSession();
    const customer = await createUser("customer");
    const order = await createPaidOrder(customer.id, restaurant.id);
    const delivered = await createPaidOrder(customer.id, restaurant.id, { status: "delivered" });
    const { otherOwner, visitor } = await strangers();

    expect(await cancelAsRestaurant(delivered.id, headers)).toEqual({
      status: 409,
      body: { message: "This order can no longer be cancelled" },
    });
    expect(await cancelAsRestaurant(order.id, otherOwner)).toEqual({
      status: 403,
      body: { message: "This order is not for your restaurant" },
    });
    // a customer must send { _id } in the body; the restaurant's form is not theirs
    expect((await cancelAsRestaurant(order.id, await bearerHeaders(customer))).status).toBe(422);
    expect((await cancelAsRestaurant(order.id, visitor)).status).toBe(401);
    expect((await cancelAsRestaurant("", headers)).status).toBe(422);
    const homeless = await createUser("restaurant");
    expect((await cancelAsRestaurant(order.id, await bearerHeaders(homeless))).status).toBe(403);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "pending" });
  });
});
