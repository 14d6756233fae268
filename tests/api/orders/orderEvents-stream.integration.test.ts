import { afterAll, afterEach, describe, expect, it } from "vitest";
import { GET as pollEvents } from "@/app/api/(orders)/orderEvents/route";
import { GET as openStream } from "@/app/api/(orders)/orderEvents/stream/route";
import { db } from "@/lib/db";
import { revokeSession } from "@/lib/accounts/sessions";
import { liveHub, MAX_STREAMS_PER_LOGIN, shutdownLive, TOO_MANY_STREAMS } from "@/lib/live/stream";
import { cancelOrderAsCustomer, updateOrderStatusAsOwner } from "@/lib/orders/service";
import { createOpenRestaurant, createPaidOrder, createUser } from "@/tests/support/factories";
import { checkoutBody, customerSession, openRestaurantWithDishes, post } from "@/tests/support/order-calls";
import { bearerHeaders, cookieHeaders, logInAs, ownerSessionOf, sessionUserOf } from "@/tests/support/session";
import { readSse, type SseReader } from "@/tests/support/sse";

// The stream handler on this process's hub and the PostgreSQL bus (the integration environment has
// an external DATABASE_URL and no REDIS_URL), driven by the real order services.

type Opened = { response: Response; sse: SseReader; abort: () => void };
const open: Opened[] = [];

async function stream(headers: Record<string, string>, query = ""): Promise<Opened> {
  const controller = new AbortController();
  const response = await openStream(
    new Request(`http://localhost/api/orderEvents/stream${query}`, { headers, signal: controller.signal }),
  );
  const opened = {
    response,
    sse: response.ok ? readSse(response) : (null as unknown as SseReader),
    abort: () => controller.abort(),
  };
  if (response.ok) open.push(opened);
  return opened;
}

/** A stream that has said `ready` (so it is registered with the hub); its cursor. */
async function ready(headers: Record<string, string>, query = "") {
  const opened = await stream(headers, query);
  expect(opened.response.status).toBe(200);
  const hello = await opened.sse.next((m) => m.event === "ready");
  return { ...opened, cursor: JSON.parse(hello.data).lastEventId as string, readyId: hello.id };
}

async function ownerHeaders(restaurantId: string) {
  const r = await db().restaurant.findUniqueOrThrow({ where: { id: restaurantId }, include: { owner: true } });
  return bearerHeaders(r.owner, r.id);
}

async function latestEventOf(orderId: string) {
  return (await db().orderEvent.findFirstOrThrow({ where: { orderId }, orderBy: { id: "desc" } })).id.toString();
}

const settle = (ms = 400) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  for (const o of open.splice(0)) {
    o.abort();
    await o.sse.close();
  }
});

afterAll(async () => {
  await shutdownLive();
});

describe("GET /api/orderEvents/stream refuses", () => {
  it("a visitor with 401 and no stream", async () => {
    const { response } = await stream({});
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Please log in to continue" });
  });

  it("a restaurant account without a restaurant, and a Last-Event-ID that is not an event id", async () => {
    const owner = await createUser("restaurant");
    expect((await stream(await bearerHeaders(owner))).response.status).toBe(403);
    const customer = await createUser("customer");
    const bad = await stream({ ...(await bearerHeaders(customer)), "last-event-id": "abc" });
    expect(bad.response.status).toBe(422);
  });
});

describe("GET /api/orderEvents/stream and the login it was opened with", () => {
  it("ends the stream as soon as its login is revoked (it kept delivering for up to 15 minutes)", async () => {
    const alice = await createUser("customer");
    const login = await logInAs(alice);
    const opened = await ready(login.browser);
    await revokeSession(login.session.sessionId);
    await expect(opened.sse.next(() => false, 3_000)).rejects.toThrow(/ended/);
    expect(liveHub().sizeOf(login.session.sessionId)).toBe(0);
  });

  it(`allows ${MAX_STREAMS_PER_LOGIN} streams per login, then answers 429 with a clear message`, async () => {
    const alice = await createUser("customer");
    const login = await logInAs(alice);
    for (let i = 0; i < MAX_STREAMS_PER_LOGIN; i++) await ready(login.browser);
    const refused = await stream(login.browser);
    expect(refused.response.status).toBe(429);
    expect(await refused.response.json()).toEqual({ message: TOO_MANY_STREAMS });
    expect(refused.response.headers.get("retry-after")).toBe("2");
    // another login of the same account is counted on its own
    expect((await stream((await logInAs(alice)).browser)).response.status).toBe(200);
  });
});

describe("GET /api/orderEvents/stream scope", () => {
  it("carries a customer's own order changes and never another customer's", async () => {
    const restaurant = await createOpenRestaurant();
    const alice = await createUser("customer");
    const bob = await createUser("customer");
    const aliceOrder = await createPaidOrder(alice.id, restaurant.id);
    const bobOrder = await createPaidOrder(bob.id, restaurant.id);
    const aliceStream = await ready(await cookieHeaders(alice));
    expect(aliceStream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(aliceStream.response.headers.get("cache-control")).toBe("private, no-store, no-transform");

    await updateOrderStatusAsOwner(await ownerSessionOf(restaurant), bobOrder.id, "out for delivery");
    await cancelOrderAsCustomer(sessionUserOf(bob), (await createPaidOrder(bob.id, restaurant.id)).id);
    const started = Date.now();
    await updateOrderStatusAsOwner(await ownerSessionOf(restaurant), aliceOrder.id, "out for delivery");
    const frame = await aliceStream.sse.next((m) => m.event === "order");
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(frame.id).toBe(await latestEventOf(aliceOrder.id));
    expect(JSON.parse(frame.data)).toMatchObject({
      eventId: frame.id,
      orderId: aliceOrder.id,
      type: "order.status",
      status: "out for delivery",
      restaurantName: restaurant.name,
      cancelledBy: null,
    });
    await settle();
    expect(aliceStream.sse.orders().map((o) => o.orderId)).toEqual([aliceOrder.id]);
  });

  it("carries an owner's restaurant's orders, from every customer, and no other restaurant's", async () => {
    const mine = await createOpenRestaurant();
    const theirs = await createOpenRestaurant();
    const a = await createUser("customer");
    const b = await createUser("customer");
    const fromA = await createPaidOrder(a.id, mine.id);
    const fromB = await createPaidOrder(b.id, mine.id);
    const elsewhere = await createPaidOrder(a.id, theirs.id);
    const owner = await ready(await ownerHeaders(mine.id));

    await updateOrderStatusAsOwner(await ownerSessionOf(theirs), elsewhere.id, "out for delivery");
    await updateOrderStatusAsOwner(await ownerSessionOf(mine), fromA.id, "out for delivery");
    await cancelOrderAsCustomer(sessionUserOf(b), fromB.id);
    await owner.sse.next((m) => m.event === "order" && JSON.parse(m.data).type === "order.refunded");
    await settle();
    expect(owner.sse.orders().map((o) => [o.orderId, o.type, o.status])).toEqual([
      [fromA.id, "order.status", "out for delivery"],
      [fromB.id, "order.cancelled", "cancelled"],
      [fromB.id, "order.refunded", "cancelled"],
    ]);
    const cancelled = owner.sse.orders()[1] as unknown as { cancelledBy: string; customerName: string };
    expect(cancelled.cancelledBy).toBe("customer");
  });

  it("tells the owner of a new paid order when the customer's payment is verified", async () => {
    const session = await customerSession();
    const { restaurant, dishes } = await openRestaurantWithDishes();
    const owner = await ready(await ownerHeaders(restaurant.id));
    const created = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]),
      session.headers,
    );
    const paid = await post("testPay", { order_id: created.body.order.id }, session.headers);
    expect((await post("verifyPayment", paid.body, session.headers)).status).toBe(200);
    const frame = await owner.sse.next((m) => m.event === "order");
    expect(JSON.parse(frame.data)).toMatchObject({ type: "order.paid", status: "pending", customerName: "Asha Rao" });
  });
});

describe("GET /api/orderEvents/stream resume", () => {
  it("starts after the newest event without Last-Event-ID (no replay), and says where it starts", async () => {
    const restaurant = await createOpenRestaurant();
    const alice = await createUser("customer");
    const order = await createPaidOrder(alice.id, restaurant.id);
    await updateOrderStatusAsOwner(await ownerSessionOf(restaurant), order.id, "out for delivery");
    const s = await ready(await bearerHeaders(alice));
    expect(s.cursor).toBe(await latestEventOf(order.id));
    expect(s.readyId).toBe(s.cursor);
    await settle();
    expect(s.sse.orders()).toEqual([]);
  });

  it("misses nothing across a reconnect: everything after Last-Event-ID, in order, once", async () => {
    const restaurant = await createOpenRestaurant();
    const alice = await createUser("customer");
    const bob = await createUser("customer");
    const one = await createPaidOrder(alice.id, restaurant.id);
    const two = await createPaidOrder(alice.id, restaurant.id);
    const headers = await bearerHeaders(alice);
    const first = await ready(headers);
    await updateOrderStatusAsOwner(await ownerSessionOf(restaurant), one.id, "out for delivery");
    const seen = await first.sse.next((m) => m.event === "order");
    first.abort();

    // while the browser is away
    await updateOrderStatusAsOwner(await ownerSessionOf(restaurant), one.id, "delivered");
    await updateOrderStatusAsOwner(
      await ownerSessionOf(restaurant),
      (await createPaidOrder(bob.id, restaurant.id)).id,
      "out for delivery",
    );
    await updateOrderStatusAsOwner(await ownerSessionOf(restaurant), two.id, "cancelled");

    const again = await ready({ ...headers, "last-event-id": seen.id! });
    expect(again.cursor).toBe(seen.id);
    await again.sse.next((m) => m.event === "order" && JSON.parse(m.data).type === "order.refunded");
    await settle();
    expect(again.sse.orders().map((o) => [o.orderId, o.status, o.type])).toEqual([
      [one.id, "delivered", "order.status"],
      [two.id, "cancelled", "order.cancelled"],
      [two.id, "cancelled", "order.refunded"],
    ]);
    const ids = again.sse.messages.filter((m) => m.event === "order").map((m) => BigInt(m.id!));
    expect(ids).toEqual([...ids].sort((x, y) => (x < y ? -1 : 1)));

    // the first connect may give the cursor as ?lastEventId= (EventSource cannot set headers)
    const viaQuery = await ready(headers, `?lastEventId=${seen.id}`);
    await viaQuery.sse.next((m) => m.event === "order" && JSON.parse(m.data).type === "order.refunded");
    expect(viaQuery.sse.orders()).toHaveLength(3);
  });
});

describe("GET /api/orderEvents/stream clean-up", () => {
  it("releases a stream's listener at once when the client goes away (abort or cancel)", async () => {
    const alice = await createUser("customer");
    const headers = await bearerHeaders(alice);
    expect(liveHub().size()).toBe(0);
    const aborted = await ready(headers);
    const cancelled = await ready(headers);
    expect(liveHub().size()).toBe(2);
    aborted.abort();
    expect(liveHub().size()).toBe(1);
    await cancelled.sse.close();
    expect(liveHub().size()).toBe(0);
  });
});

describe("GET /api/orderEvents (polling fallback)", () => {
  async function poll(headers: Record<string, string>, query = "") {
    const response = await pollEvents(new Request(`http://localhost/api/orderEvents${query}`, { headers }));
    return { status: response.status, body: await response.json() };
  }

  it("gives the newest id to start from, then the caller's events after it, and nobody else's", async () => {
    const restaurant = await createOpenRestaurant();
    const alice = await createUser("customer");
    const bob = await createUser("customer");
    const mine = await createPaidOrder(alice.id, restaurant.id);
    const his = await createPaidOrder(bob.id, restaurant.id);
    const headers = await bearerHeaders(alice);
    const start = await poll(headers);
    expect(start).toEqual({ status: 200, body: { events: [], lastEventId: "0" } });
    await updateOrderStatusAsOwner(await ownerSessionOf(restaurant), his.id, "out for delivery");
    await updateOrderStatusAsOwner(await ownerSessionOf(restaurant), mine.id, "out for delivery");
    const page = await poll(headers, `?after=${start.body.lastEventId}`);
    expect(page.status).toBe(200);
    expect(page.body.events.map((e: { orderId: string }) => e.orderId)).toEqual([mine.id]);
    expect(page.body.lastEventId).toBe(await latestEventOf(mine.id));
    expect((await poll(headers, `?after=${page.body.lastEventId}`)).body).toEqual({
      events: [],
      lastEventId: page.body.lastEventId,
    });
    const owner = await poll(await ownerHeaders(restaurant.id), "?after=0");
    expect(owner.body.events.map((e: { orderId: string }) => e.orderId)).toEqual([his.id, mine.id]);
  });

  it("refuses a visitor and a malformed cursor", async () => {
    expect((await poll({}, "?after=0")).status).toBe(401);
    const alice = await createUser("customer");
    expect((await poll(await bearerHeaders(alice), "?after=-1")).status).toBe(422);
  });
});
