// The kitchen's side of an order (issue 30) on a real PostgreSQL: every step and every refusal through
// the route handlers, the accept window's job (refunds exactly once, also racing the owner's Accept),
// auto-accept at payment, and the lists' new fields.
import { describe, expect, it } from "vitest";
import { POST as acceptOrderRoute } from "@/app/api/(orders)/acceptOrder/route";
import { POST as markOrderPreparingRoute } from "@/app/api/(orders)/markOrderPreparing/route";
import { POST as markOrderReadyRoute } from "@/app/api/(orders)/markOrderReady/route";
import { POST as rejectOrderRoute } from "@/app/api/(orders)/rejectOrder/route";
import { GET as kitchenSettingsRoute } from "@/app/api/(owner)/kitchenSettings/route";
import { POST as updateKitchenSettingsRoute } from "@/app/api/(owner)/updateKitchenSettings/route";
import { db } from "@/lib/db";
import { jobIdForKey } from "@/lib/jobs/enqueue";
import { drainJobs } from "@/lib/jobs/worker";
import { autoRejectOrder, runKitchenJob } from "@/lib/kitchen/service";
import { NOT_ACCEPTED_REASON } from "@/lib/kitchen/status";
import { ordersOf, payAndVerify, startedCheckout } from "@/tests/support/checkout-steps";
import { createPaidOrder, createUser } from "@/tests/support/factories";
import { type Answer, listOrders } from "@/tests/support/order-calls";
import { get, ownerSession, post as ownerPost, strangers } from "@/tests/support/owner-calls";
import { bearerHeaders, jsonPost } from "@/tests/support/session";

type Headers = Record<string, string>;

const routes = {
  acceptOrder: acceptOrderRoute,
  rejectOrder: rejectOrderRoute,
  markOrderPreparing: markOrderPreparingRoute,
  markOrderReady: markOrderReadyRoute,
  updateKitchenSettings: updateKitchenSettingsRoute,
};

async function post(name: keyof typeof routes, body: unknown, headers: Headers): Promise<Answer> {
  const response = await routes[name](jsonPost(`/api/${name}`, body, headers));
  return { status: response.status, body: await response.json() };
}

async function kitchenOf(orderId: string) {
  return db().order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      status: true,
      paymentStatus: true,
      kitchenStatus: true,
      acceptedAt: true,
      preparingAt: true,
      readyAt: true,
      rejectedAt: true,
      prepMinutes: true,
      readyBy: true,
      rejectReason: true,
      cancelReason: true,
      cancelledBy: true,
      updatedAt: true,
    },
  });
}

async function eventsOf(orderId: string) {
  return (await db().orderEvent.findMany({ where: { orderId }, orderBy: { id: "asc" } })).map(
    (e) => `${e.type}:${e.kitchenStatus ?? "-"}`,
  );
}

/** The user's push jobs, once the order events' order-messages jobs have written them. */
async function pushJobsFor(userId: string) {
  await drainJobs({ only: ["order-messages"] });
  return db().$queryRawUnsafe<Array<{ data: { payload: { title: string; body: string } } }>>(
    `SELECT data FROM pgboss.job WHERE name = 'push' AND data->>'userId' = $1 ORDER BY created_on`,
    userId,
  );
}

async function kitchenJob(orderId: string) {
  const [job] = await db().$queryRawUnsafe<Array<{ data: Record<string, unknown>; start_after: Date }>>(
    `SELECT data, start_after FROM pgboss.job WHERE name = 'kitchen' AND id = $1::uuid`,
    jobIdForKey("kitchen", `auto-reject:${orderId}`),
  );
  return job;
}

async function newOrder() {
  const session = await ownerSession();
  const customer = await createUser("customer");
  const order = await createPaidOrder(customer.id, session.restaurant.id);
  return { ...session, customer, order };
}

describe("POST /api/acceptOrder, markOrderPreparing, markOrderReady", () => {
  it("moves a new order placed → accepted → preparing → ready, with each time, readyBy, an event and a push each", async () => {
    const { headers, order, customer } = await newOrder();
    const before = Date.now();
    const accepted = await post("acceptOrder", { _id: order.id, prepMinutes: 25 }, headers);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toMatch(/^Order accepted: ready by \d\d:\d\d$/);
    expect(accepted.body.order).toMatchObject({
      kitchenStatus: "accepted",
      prepMinutes: 25,
      deliveryStatus: "pending",
    });
    const acceptedAt = Date.parse(accepted.body.order.acceptedAt);
    expect(acceptedAt).toBeGreaterThanOrEqual(before);
    expect(Date.parse(accepted.body.order.readyBy)).toBe(acceptedAt + 25 * 60_000);

    const preparing = await post("markOrderPreparing", { _id: order.id }, headers);
    expect(preparing.status).toBe(200);
    expect(preparing.body).toMatchObject({
      message: "Order marked as preparing",
      order: { kitchenStatus: "preparing" },
    });
    const ready = await post("markOrderReady", { _id: order.id }, headers);
    expect(ready.status).toBe(200);
    expect(ready.body.order).toMatchObject({ kitchenStatus: "ready", deliveryStatus: "pending" });
    const row = await kitchenOf(order.id);
    expect(row.preparingAt).not.toBeNull();
    expect(row.readyAt).not.toBeNull();
    expect(await eventsOf(order.id)).toEqual([
      "order.kitchen:accepted",
      "order.kitchen:preparing",
      "order.kitchen:ready",
    ]);
    // The order-messages jobs run together, so their pushes are written in no set order.
    const pushes = (await pushJobsFor(customer.id)).map((job) => job.data.payload);
    expect(pushes.map((push) => push.title).sort()).toEqual([
      "Your food is ready",
      "Your order is being prepared",
      "Your order was accepted",
    ]);
    expect(pushes.find((push) => push.title === "Your order was accepted")?.body).toMatch(/ready by \d\d:\d\d$/);
  });

  it("marks an accepted order ready without the preparing step, and the spec's out for delivery still works after", async () => {
    const { headers, order } = await newOrder();
    expect((await post("acceptOrder", { _id: order.id, prepMinutes: 10 }, headers)).status).toBe(200);
    expect((await post("markOrderReady", { _id: order.id }, headers)).status).toBe(200);
    const moved = await ownerPost("updateOrderStatus", { _id: order.id, status: "out for delivery" }, headers);
    expect(moved.status).toBe(200);
    expect(moved.body.order).toMatchObject({ deliveryStatus: "out for delivery", kitchenStatus: "ready" });
  });

  it("lets a kitchen that delivers itself send a placed order out for delivery, and then refuses its kitchen steps", async () => {
    const { headers, order } = await newOrder();
    const moved = await ownerPost("updateOrderStatus", { _id: order.id, status: "out for delivery" }, headers);
    expect(moved.status).toBe(200);
    const accept = await post("acceptOrder", { _id: order.id, prepMinutes: 10 }, headers);
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe("This order is out for delivery and its kitchen status cannot change");
    // and the accept window's job leaves it alone
    expect(await autoRejectOrder(order.id)).toBe("kept");
    expect((await kitchenOf(order.id)).status).toBe("out_for_delivery");
  });

  it("refuses accepting twice, ready or preparing before accept, and a bad prepMinutes, changing nothing", async () => {
    const { headers, order } = await newOrder();
    const early = await post("markOrderReady", { _id: order.id }, headers);
    expect(early).toEqual({ status: 409, body: { message: "Accept this order before marking it ready" } });
    const prepare = await post("markOrderPreparing", { _id: order.id }, headers);
    expect(prepare.body.message).toBe("Accept this order before starting to prepare it");
    for (const prepMinutes of [0, 4, 91, 500, 12.5, "20", null]) {
      const bad = await post("acceptOrder", { _id: order.id, prepMinutes }, headers);
      expect(bad.status).toBe(422);
      expect(bad.body.errors.prepMinutes).toBeDefined();
    }
    const untouched = await kitchenOf(order.id);
    expect(untouched.kitchenStatus).toBe("placed");

    expect((await post("acceptOrder", { _id: order.id, prepMinutes: 20 }, headers)).status).toBe(200);
    const first = await kitchenOf(order.id);
    const twice = await post("acceptOrder", { _id: order.id, prepMinutes: 45 }, headers);
    expect(twice).toEqual({ status: 409, body: { message: "This order was already accepted and cannot be accepted" } });
    const reject = await post("rejectOrder", { _id: order.id, reason: "Too busy" }, headers);
    expect(reject).toEqual({
      status: 409,
      body: { message: "This order was already accepted and cannot be rejected" },
    });
    expect(await kitchenOf(order.id)).toEqual(first);
    expect(await eventsOf(order.id)).toEqual(["order.kitchen:accepted"]);
  });

  it("refuses another restaurant's order (403), an unknown or unpaid one (404), a customer and a visitor", async () => {
    const { order } = await newOrder();
    const { customer, otherOwner, visitor } = await strangers();
    expect((await post("acceptOrder", { _id: order.id, prepMinutes: 20 }, otherOwner)).status).toBe(403);
    expect((await post("rejectOrder", { _id: order.id, reason: "No" }, otherOwner)).status).toBe(403);
    expect((await post("markOrderReady", { _id: order.id }, otherOwner)).status).toBe(403);
    expect((await post("acceptOrder", { _id: order.id, prepMinutes: 20 }, customer)).status).toBe(403);
    expect((await post("acceptOrder", { _id: order.id, prepMinutes: 20 }, visitor)).status).toBe(401);
    const { headers } = await ownerSession();
    expect((await post("acceptOrder", { _id: "nosuchorder123", prepMinutes: 20 }, headers)).status).toBe(404);
    expect((await kitchenOf(order.id)).kitchenStatus).toBe("placed");
    expect(await eventsOf(order.id)).toEqual([]);
  });
});

describe("POST /api/rejectOrder", () => {
  it("cancels and refunds a new order at once; the customer reads the reason in the list, the push and the refund mail", async () => {
    const { headers, order, customer } = await newOrder();
    const rejected = await post("rejectOrder", { _id: order.id, reason: "Out of an item in this order" }, headers);
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toMatch(/^Order rejected\. ₹[\d,.]+ has been refunded to the customer\.$/);
    expect(rejected.body.order).toMatchObject({
      kitchenStatus: "rejected",
      deliveryStatus: "cancelled",
      cancelledBy: "restaurant",
      cancelReason: "Out of an item in this order",
      rejectReason: "Out of an item in this order",
      paymentStatus: "refunded",
      refund: { status: "refunded" },
    });
    expect(await eventsOf(order.id)).toEqual(["order.cancelled:rejected", "order.refunded:rejected"]);
    const push = (await pushJobsFor(customer.id)).map((job) => job.data.payload);
    expect(push).toEqual([
      expect.objectContaining({ title: "Your order was cancelled", body: expect.stringContaining("Out of an item") }),
    ]);
    const [mail] = await db().$queryRawUnsafe<Array<{ data: { data: { reason?: string } } }>>(
      `SELECT data FROM pgboss.job WHERE name = 'mail' AND id = $1::uuid`,
      jobIdForKey("mail", `mail:refund:${order.id}`),
    );
    expect(mail?.data.data.reason).toBe("Out of an item in this order");

    const customerHeaders = await bearerHeaders(customer);
    const listed = await listOrders({ _id: customer.id }, customerHeaders);
    expect(listed.body.orders[0]).toMatchObject({
      _id: order.id,
      deliveryStatus: "cancelled",
      kitchenStatus: "rejected",
    });
    // rejecting again changes nothing and refunds nothing
    const again = await post("rejectOrder", { _id: order.id, reason: "Again" }, headers);
    expect(again).toEqual({ status: 409, body: { message: "This order was rejected and cannot be rejected" } });
    expect(await eventsOf(order.id)).toHaveLength(2);
  });

  it("needs a reason", async () => {
    const { headers, order } = await newOrder();
    for (const reason of [undefined, "", "   ", "x".repeat(161)]) {
      const bad = await post("rejectOrder", { _id: order.id, reason }, headers);
      expect(bad.status).toBe(422);
      expect(bad.body.errors.reason).toBeDefined();
    }
    expect((await kitchenOf(order.id)).kitchenStatus).toBe("placed");
  });
});

describe("the accept window", () => {
  it("writes an auto-reject job at payment for paidAt + the window, which rejects and refunds exactly once", async () => {
    const { customer, headers, restaurant, created } = await startedCheckout();
    await db().restaurant.update({ where: { id: restaurant.id }, data: { acceptWindowMinutes: 7 } });
    const { verified } = await payAndVerify(created.order.id, headers);
    expect(verified.status).toBe(200);
    const [order] = await ordersOf(customer.id);
    const paid = await kitchenOf(order!.id);
    expect(paid.kitchenStatus).toBe("placed");
    const job = await kitchenJob(order!.id);
    expect(job?.data).toMatchObject({ kind: "auto-reject", orderId: order!.id, key: `auto-reject:${order!.id}` });
    const paidAt = (await db().order.findUniqueOrThrow({ where: { id: order!.id } })).paidAt!;
    expect(job!.start_after.getTime()).toBe(paidAt.getTime() + 7 * 60_000);

    expect(await runKitchenJob(job!.data)).toEqual({ outcome: "rejected" });
    const rejected = await kitchenOf(order!.id);
    expect(rejected).toMatchObject({
      kitchenStatus: "rejected",
      status: "cancelled",
      paymentStatus: "refunded",
      cancelledBy: "restaurant",
      cancelReason: NOT_ACCEPTED_REASON,
      rejectReason: NOT_ACCEPTED_REASON,
    });
    // a retried job (a crash after the commit) refunds nothing twice
    expect(await runKitchenJob(job!.data)).toEqual({ outcome: "refunded" });
    expect(await runKitchenJob(job!.data)).toEqual({ outcome: "refunded" });
    const events = await eventsOf(order!.id);
    expect(events.filter((e) => e.startsWith("order.refunded"))).toHaveLength(1);
    const payments = await db().payment.findMany({ where: { orderId: order!.id } });
    expect(payments.map((p) => p.status)).toEqual(["refunded"]);
  });

  it("leaves an accepted order alone", async () => {
    const { headers, order } = await newOrder();
    expect((await post("acceptOrder", { _id: order.id, prepMinutes: 15 }, headers)).status).toBe(200);
    expect(await runKitchenJob({ kind: "auto-reject", orderId: order.id, key: `auto-reject:${order.id}` })).toEqual({
      outcome: "kept",
    });
    expect((await kitchenOf(order.id)).kitchenStatus).toBe("accepted");
  });

  it("racing the owner's Accept at the same instant, exactly one wins and at most one refund is made", async () => {
    const { headers, restaurant } = await ownerSession();
    const customer = await createUser("customer");
    const outcomes = { accepted: 0, rejected: 0 };
    for (let i = 0; i < 12; i++) {
      const order = await createPaidOrder(customer.id, restaurant.id);
      const [accept, job] = await Promise.all([
        post("acceptOrder", { _id: order.id, prepMinutes: 20 }, headers),
        runKitchenJob({ kind: "auto-reject", orderId: order.id, key: `auto-reject:${order.id}` }),
      ]);
      const row = await kitchenOf(order.id);
      const events = await eventsOf(order.id);
      const refunds = events.filter((e) => e.startsWith("order.refunded")).length;
      if (accept.status === 200) {
        outcomes.accepted += 1;
        expect(job.outcome).toBe("kept");
        expect(row).toMatchObject({ kitchenStatus: "accepted", status: "pending", paymentStatus: "paid" });
        expect(refunds).toBe(0);
      } else {
        outcomes.rejected += 1;
        expect(accept.status).toBe(409);
        expect(job.outcome).toBe("rejected");
        expect(row).toMatchObject({ kitchenStatus: "rejected", status: "cancelled", paymentStatus: "refunded" });
        expect(refunds).toBe(1);
      }
      expect(events.filter((e) => e === "order.kitchen:accepted" || e === "order.cancelled:rejected")).toHaveLength(1);
    }
    expect(outcomes.accepted + outcomes.rejected).toBe(12);
  });

  it("auto-accepts at payment with the default preparation time when the restaurant says so, and writes no job", async () => {
    const { customer, headers, restaurant, created } = await startedCheckout();
    await db().restaurant.update({ where: { id: restaurant.id }, data: { autoAccept: true, defaultPrepMinutes: 35 } });
    expect((await payAndVerify(created.order.id, headers)).verified.status).toBe(200);
    const [order] = await ordersOf(customer.id);
    const row = await kitchenOf(order!.id);
    expect(row).toMatchObject({ kitchenStatus: "accepted", prepMinutes: 35 });
    expect(row.readyBy!.getTime()).toBe(row.acceptedAt!.getTime() + 35 * 60_000);
    expect(await eventsOf(order!.id)).toEqual(["order.paid:placed", "order.kitchen:accepted"]);
    expect(await kitchenJob(order!.id)).toBeUndefined();
  });
});

describe("GET /api/kitchenSettings, POST /api/updateKitchenSettings", () => {
  async function readSettings(headers: Headers): Promise<Answer> {
    const response = await kitchenSettingsRoute(new Request("http://localhost/api/kitchenSettings", { headers }));
    return { status: response.status, body: await response.json() };
  }

  it("reads the defaults, saves a change, and refuses out-of-range values changing nothing", async () => {
    const { headers } = await ownerSession();
    expect(await readSettings(headers)).toEqual({
      status: 200,
      body: { settings: { acceptWindowMinutes: 5, autoAccept: false, defaultPrepMinutes: 20 } },
    });
    const saved = await post(
      "updateKitchenSettings",
      { acceptWindowMinutes: 10, autoAccept: true, defaultPrepMinutes: 30 },
      headers,
    );
    expect(saved).toEqual({
      status: 200,
      body: {
        message: "Kitchen settings saved",
        settings: { acceptWindowMinutes: 10, autoAccept: true, defaultPrepMinutes: 30 },
      },
    });
    for (const bad of [
      { acceptWindowMinutes: 0, autoAccept: false, defaultPrepMinutes: 20 },
      { acceptWindowMinutes: 31, autoAccept: false, defaultPrepMinutes: 20 },
      { acceptWindowMinutes: 5, autoAccept: "yes", defaultPrepMinutes: 20 },
      { acceptWindowMinutes: 5, autoAccept: false, defaultPrepMinutes: 4 },
      { acceptWindowMinutes: 5, autoAccept: false, defaultPrepMinutes: 91 },
    ]) {
      expect((await post("updateKitchenSettings", bad, headers)).status).toBe(422);
    }
    expect((await readSettings(headers)).body.settings).toEqual({
      acceptWindowMinutes: 10,
      autoAccept: true,
      defaultPrepMinutes: 30,
    });
    const { customer } = await strangers();
    expect((await readSettings(customer)).status).toBe(403);
  });
});

describe("the order lists", () => {
  it("carry the kitchen's status, its times, prepMinutes, readyBy and rejectReason, for owner and customer alike", async () => {
    const { headers, order, restaurant, customer } = await newOrder();
    await post("acceptOrder", { _id: order.id, prepMinutes: 20 }, headers);
    const owners = await get("getOrdersByRestaurantId", { _id: restaurant.id }, headers);
    const customers = await listOrders({ _id: customer.id }, await bearerHeaders(customer));
    for (const listed of [owners.body.orders[0], customers.body.orders[0]]) {
      expect(listed).toMatchObject({
        kitchenStatus: "accepted",
        acceptedAt: expect.any(String),
        preparingAt: null,
        readyAt: null,
        rejectedAt: null,
        prepMinutes: 20,
        readyBy: expect.any(String),
        rejectReason: null,
      });
    }
  });
});
