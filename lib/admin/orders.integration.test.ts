// The console's orders (issue 33 item 3): cancel with a refund (full, a part, none) once, the search and one order's
// detail, through the route handlers on the real database and the TEST MODE gateway.
import { describe, expect, it } from "vitest";
import { GET as detailRoute } from "@/app/api/(admin)/admin/orders/[id]/route";
import { POST as cancelRoute } from "@/app/api/(admin)/admin/orders/cancel/route";
import { GET as searchRoute } from "@/app/api/(admin)/admin/orders/route";
import { db } from "@/lib/db";
import { listCustomerOrders } from "@/lib/orders/list";
import { retryPendingRefunds } from "@/lib/orders/refunds";
import { orderNumber } from "@/lib/orders/notifications";
import { adminSession } from "@/tests/support/admin";
import { createOpenRestaurant, createPaidOrder, createUser, uniqueSuffix } from "@/tests/support/factories";
import { giveDelivery, riderSession } from "@/tests/support/rider-calls";
import { jsonPost, sessionUserOf } from "@/tests/support/session";

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- answers read loosely in tests

async function cancel(body: unknown, headers: Record<string, string>): Promise<{ status: number; body: Body }> {
  const response = await cancelRoute(jsonPost("/api/admin/orders/cancel", body, headers));
  return { status: response.status, body: await response.json() };
}

async function get(
  route: typeof searchRoute,
  path: string,
  headers: Record<string, string>,
  params: Record<string, string> = {},
): Promise<{ status: number; body: Body }> {
  const response = await route(new Request(`http://localhost${path}`, { headers }), {
    params: Promise.resolve(params),
  });
  return { status: response.status, body: await response.json() };
}

async function placed(status: "pending" | "delivered" = "pending") {
  const customer = await createUser("customer");
  const restaurant = await createOpenRestaurant();
  const order = await createPaidOrder(customer.id, restaurant.id, { status });
  return { customer, restaurant, order };
}

const actions = async (orderId: string) =>
  (await db().auditEntry.findMany({ where: { entityId: orderId }, orderBy: { id: "asc" } })).map((e) => e.action);

describe("POST /api/admin/orders/cancel", () => {
  it("cancels with a part refunded; the spec's full refund never follows, and a second cancel is 409", async () => {
    const admin = await adminSession();
    const { customer, order } = await placed();
    const answer = await cancel(
      { orderId: order.id, reason: "Kitchen fire", refund: "partial", amountPaise: 6000 },
      admin.headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: "cancelled", refund: { amountPaise: 6000, state: "refunded" } });
    const after = await db().order.findUniqueOrThrow({
      where: { id: order.id },
      include: { payments: true, events: true },
    });
    expect(after).toMatchObject({ status: "cancelled", cancelledBy: "admin", cancelReason: "Kitchen fire" });
    expect(after.events.map((event) => event.type)).toEqual(["order.cancelled", "order.refunded"]);
    expect(after.payments[0]!.status).toBe("paid");
    expect(await actions(order.id)).toEqual(["order.cancel", "order.refund"]);

    // The retries of the spec's cancel refund leave an order an admin cancelled alone.
    await retryPendingRefunds({ limit: 1000 });
    const still = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { payments: true } });
    expect([still.paymentStatus, still.payments[0]!.refundId]).toEqual(["paid", null]);
    const [card] = (await listCustomerOrders(sessionUserOf(customer), { page: 1, pageSize: 5 })).orders;
    expect(card).toMatchObject({
      refund: { status: "refunded", amount: 60 },
      refundedPaise: 6000,
      cancelledBy: "admin",
    });

    const again = await cancel({ orderId: order.id, reason: "Twice", refund: "none" }, admin.headers);
    expect(again).toMatchObject({ status: 409, body: { message: "This order can no longer be cancelled" } });
    expect(await actions(order.id)).toEqual(["order.cancel", "order.refund"]);
  });

  it("cancels with the whole payment refunded, once, and with none", async () => {
    const admin = await adminSession();
    const { order } = await placed();
    const full = await cancel({ orderId: order.id, reason: "Restaurant closed", refund: "full" }, admin.headers);
    expect(full.body.refund).toMatchObject({ amountPaise: order.totalPaise, state: "refunded" });
    const refunded = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { ledger: true } });
    expect(refunded.paymentStatus).toBe("refunded");
    const back = refunded.ledger.filter((e) => e.kind === "refund");
    expect(back.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(0);
    expect(back.filter((e) => e.account === "refunds").reduce((sum, e) => sum + e.amountPaise, 0)).toBe(
      order.totalPaise,
    );

    const other = await placed();
    const none = await cancel(
      { orderId: other.order.id, reason: "Customer asked by phone", refund: "none" },
      admin.headers,
    );
    expect(none).toMatchObject({ status: 200, body: { refund: null, message: "Order cancelled with no refund" } });
    await retryPendingRefunds({ limit: 1000 });
    const kept = await db().order.findUniqueOrThrow({ where: { id: other.order.id } });
    expect([kept.status, kept.paymentStatus]).toEqual(["cancelled", "paid"]);
    const [card] = (await listCustomerOrders(sessionUserOf(other.customer), { page: 1, pageSize: 5 })).orders;
    expect(card).toMatchObject({ refund: null, refundedPaise: 0, refundPendingPaise: 0 });
  });

  it("refuses bad input and orders it cannot cancel, changing nothing", async () => {
    const admin = await adminSession();
    const { order } = await placed();
    const bad = [
      { orderId: order.id, reason: "", refund: "none" },
      { orderId: order.id, reason: "Why", refund: "some" },
      { orderId: order.id, reason: "Why", refund: "partial" },
      { orderId: order.id, reason: "Why", refund: "partial", amountPaise: 0 },
      { orderId: order.id, reason: "Why", refund: "partial", amountPaise: 10.5 },
    ];
    for (const body of bad) expect((await cancel(body, admin.headers)).status, JSON.stringify(body)).toBe(422);
    const over = await cancel(
      { orderId: order.id, reason: "Why", refund: "partial", amountPaise: order.totalPaise + 1 },
      admin.headers,
    );
    expect(over.status).toBe(422);
    expect(over.body.message).toMatch(/^At most ₹.+ can be refunded$/);
    // A cash order not collected: a refund is refused, and with it the cancel.
    const cash = await placed();
    await db().order.update({ where: { id: cash.order.id }, data: { paymentMethod: "cod", paymentStatus: "cod_due" } });
    const cod = await cancel({ orderId: cash.order.id, reason: "Why", refund: "full" }, admin.headers);
    expect(cod.status).toBe(409);
    expect(cod.body.message).toMatch(/Nothing was paid online/);
    const delivered = await placed("delivered");
    expect((await cancel({ orderId: delivered.order.id, reason: "Late", refund: "none" }, admin.headers)).status).toBe(
      409,
    );
    expect((await cancel({ orderId: "nosuchorder", reason: "Late", refund: "none" }, admin.headers)).status).toBe(404);
    for (const id of [order.id, cash.order.id, delivered.order.id]) {
      const row = await db().order.findUniqueOrThrow({ where: { id }, include: { refunds: true, events: true } });
      expect([row.status === "cancelled", row.refunds.length, row.events.length], id).toEqual([false, 0, 0]);
      expect(await actions(id)).toEqual([]);
    }
  });
});

describe("GET /api/admin/orders and /api/admin/orders/[id]", () => {
  it("finds orders by id, number, customer, restaurant, rider, status and IST dates, 25 a page", async () => {
    const admin = await adminSession();
    const customer = await createUser("customer");
    const restaurant = await createOpenRestaurant({ name: `Search Dhaba ${uniqueSuffix()}` });
    const orders = [];
    for (let i = 0; i < 27; i++) orders.push(await createPaidOrder(customer.id, restaurant.id));
    const search = (params: Record<string, string>) =>
      get(searchRoute, `/api/admin/orders?${new URLSearchParams(params)}`, admin.headers);

    const first = await search({ restaurant: restaurant.name.toLowerCase() });
    expect(first.body.orders).toHaveLength(25);
    expect(first.body.orders[0]._id).toBe(orders.at(-1)!.id);
    const second = await search({ restaurant: restaurant.name, cursor: first.body.nextCursor });
    expect(second.body.orders.map((o: Body) => o._id)).toEqual([orders[1]!.id, orders[0]!.id]);
    expect(second.body.nextCursor).toBeNull();

    const target = orders[5]!;
    expect((await search({ q: target.id })).body.orders.map((o: Body) => o._id)).toEqual([target.id]);
    expect((await search({ q: target.id.slice(0, 20) })).body.orders.map((o: Body) => o._id)).toContain(target.id);
    const byNumber = await search({ q: orderNumber(target.id), restaurant: restaurant.name });
    expect(byNumber.body.orders.map((o: Body) => o._id)).toEqual([target.id]);
    expect((await search({ customer: customer.email })).body.orders).toHaveLength(25);
    expect((await search({ restaurant: restaurant.name, status: "delivered" })).body.orders).toHaveLength(0);
    expect((await search({ restaurant: restaurant.name, from: "2020-01-01", to: "2020-01-02" })).body.orders).toEqual(
      [],
    );

    const rider = await riderSession({ username: `Search Rider ${uniqueSuffix()}` });
    await giveDelivery(target, rider.user.id);
    const byRider = await search({ rider: rider.user.username });
    expect(byRider.body.orders.map((o: Body) => [o._id, o.rider?.email])).toEqual([[target.id, rider.user.email]]);

    expect((await search({ status: "lost" })).status).toBe(422);
    expect((await search({ from: "2026-13-45" })).status).toBe(422);
    expect((await search({ from: "2026-11-20", to: "2026-11-01" })).status).toBe(422);
  });

  it("opens one order with its bill, timeline, payments, refunds, ledger, delivery track and help threads", async () => {
    const admin = await adminSession();
    const { order } = await placed("pending");
    const rider = await riderSession();
    await giveDelivery(order, rider.user.id);
    await db().riderPosition.createMany({
      data: [
        { riderId: rider.user.id, orderId: order.id, lat: 17.4, lng: 78.4, at: new Date(Date.now() - 20_000) },
        { riderId: rider.user.id, orderId: order.id, lat: 17.41, lng: 78.41 },
      ],
    });
    await db().helpThread.create({ data: { orderId: order.id, customerId: order.customerId, reason: "late" } });
    await cancel({ orderId: order.id, reason: "Rider crashed", refund: "partial", amountPaise: 2000 }, admin.headers);

    const detail = await get(detailRoute, `/api/admin/orders/${order.id}`, admin.headers, { id: order.id });
    expect(detail.status).toBe(200);
    const body = detail.body;
    expect(body.order).toMatchObject({ _id: order.id, status: "cancelled", cancelledBy: "admin", refundedPaise: 2000 });
    expect(body.order.refundablePaise).toBe(order.totalPaise - 2000);
    expect(body.order.bill.length).toBeGreaterThan(0);
    expect(body.timeline.map((e: Body) => e.type)).toEqual(["order.cancelled", "order.refunded"]);
    expect(body.payments).toHaveLength(1);
    expect(body.refunds).toEqual([
      expect.objectContaining({ kind: "platform", amountPaise: 2000, state: "refunded", by: admin.user.email }),
    ]);
    expect(body.ledger.some((e: Body) => e.kind === "refund")).toBe(true);
    expect(body.delivery.rider.email).toBe(rider.user.email);
    expect(body.delivery.track.map((p: Body) => p.lat)).toEqual([17.4, 17.41]);
    expect(body.helpThreads).toEqual([expect.objectContaining({ reason: "late", messages: 0 })]);

    const missing = await get(detailRoute, "/api/admin/orders/nosuch", admin.headers, { id: "nosuch" });
    expect(missing.status).toBe(404);
  });
});
