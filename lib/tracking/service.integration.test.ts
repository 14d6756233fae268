import { afterAll, afterEach, describe, expect, it } from "vitest";
import { GET as pollEvents } from "@/app/api/(orders)/orderEvents/route";
import { GET as openStream } from "@/app/api/(orders)/orderEvents/stream/route";
import { db } from "@/lib/db";
import type { DeliveryState } from "@/lib/generated/prisma/client";
import { positionFeed, shutdownLive } from "@/lib/live/stream";
import { latestPositionsFor } from "@/lib/tracking/service";
import { createOpenRestaurant, createPaidOrder, createUser, uniqueSuffix } from "@/tests/support/factories";
import { bearerHeaders, cookieHeaders, sessionUserOf } from "@/tests/support/session";
import { readSse, type SseReader } from "@/tests/support/sse";

// Rider positions written as the rider's side writes them (RiderPosition rows) reach the right customer's
// real stream (the route handler on this process's hub and feed), throttled to one per 5 s per order.

const open: Array<{ sse: SseReader; abort: () => void }> = [];

async function ready(headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await openStream(
    new Request("http://localhost/api/orderEvents/stream", { headers, signal: controller.signal }),
  );
  expect(response.status).toBe(200);
  const sse = readSse(response);
  open.push({ sse, abort: () => controller.abort() });
  await sse.next((m) => m.event === "ready");
  return sse;
}

async function createRider() {
  const suffix = uniqueSuffix();
  const user = await db().user.create({
    data: { username: `Ravi ${suffix}`, email: `rider-${suffix}@example.test`, userType: "rider", passwordHash: "x" },
  });
  await db().rider.create({
    data: { userId: user.id, phone: "9876543210", vehicle: "scooter", city: "Hyderabad", online: true },
  });
  return user;
}

/** An order of `customerId` whose platform delivery is in `state`, carried by a new rider. */
async function deliveryFor(customerId: string, restaurantId: string, state: DeliveryState) {
  const order = await createPaidOrder(customerId, restaurantId, {
    status: state === "picked_up" ? "out_for_delivery" : "pending",
  });
  const rider = await createRider();
  await db().delivery.create({
    data: { orderId: order.id, restaurantId, riderId: rider.id, state, code: "4812", assignedAt: new Date() },
  });
  return { order, rider };
}

const position = (riderId: string, orderId: string, lat: number) =>
  db().riderPosition.create({ data: { riderId, orderId, lat, lng: 78.4867 } });

const positions = (sse: SseReader) =>
  sse.messages.filter((m) => m.event === "position").map((m) => JSON.parse(m.data) as { orderId: string; lat: number });

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  for (const o of open.splice(0)) {
    o.abort();
    await o.sse.close();
  }
});

afterAll(async () => {
  await shutdownLive();
});

describe("rider positions on the customer's stream", () => {
  it("reach the order's customer within a second, never another customer or the restaurant, at most one per 5 s", async () => {
    const restaurant = await createOpenRestaurant();
    const alice = await createUser("customer");
    const bob = await createUser("customer");
    const { order, rider } = await deliveryFor(alice.id, restaurant.id, "picked_up");
    const bobs = await deliveryFor(bob.id, restaurant.id, "assigned");

    const aliceStream = await ready(await cookieHeaders(alice));
    const bobStream = await ready(await cookieHeaders(bob));
    const r = await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id }, include: { owner: true } });
    const ownerStream = await ready(await bearerHeaders(r.owner, r.id));
    expect(positionFeed().isRunning()).toBe(true);
    await wait(600); // the feed has taken its starting cursor

    const written = Date.now();
    await position(rider.id, order.id, 17.385);
    const frame = await aliceStream.next((m) => m.event === "position", 2_000);
    expect(Date.now() - written).toBeLessThan(1_000);
    expect(frame.id).toBeUndefined(); // the order-event cursor is not moved by positions
    expect(JSON.parse(frame.data)).toEqual({
      orderId: order.id,
      lat: 17.385,
      lng: 78.4867,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // Three more within the next 5 s: none before the window ends, then only the newest.
    await position(rider.id, order.id, 17.386);
    await wait(300);
    await position(rider.id, order.id, 17.387);
    await wait(300);
    await position(rider.id, order.id, 17.388);
    await wait(2_000);
    expect(positions(aliceStream).map((p) => p.lat)).toEqual([17.385]);
    const last = await aliceStream.next((m) => m.event === "position" && JSON.parse(m.data).lat === 17.388, 5_000);
    expect(last).toBeDefined();
    expect(positions(aliceStream).map((p) => p.lat)).toEqual([17.385, 17.388]);

    // bob's own rider moves: bob sees it, alice does not
    await position(bobs.rider.id, bobs.order.id, 17.4);
    await bobStream.next((m) => m.event === "position", 2_000);
    expect(positions(bobStream)).toEqual([expect.objectContaining({ orderId: bobs.order.id, lat: 17.4 })]);
    await wait(700);
    expect(positions(aliceStream).map((p) => p.orderId)).toEqual([order.id, order.id]);
    expect(ownerStream.messages.filter((m) => m.event === "position")).toEqual([]);
  }, 20_000);

  it("sends nothing for a delivery that is not in hand, nor a position written by another rider", async () => {
    const restaurant = await createOpenRestaurant();
    const alice = await createUser("customer");
    const delivered = await deliveryFor(alice.id, restaurant.id, "delivered");
    const searching = await deliveryFor(alice.id, restaurant.id, "searching");
    const inHand = await deliveryFor(alice.id, restaurant.id, "assigned");
    const stranger = await createRider();
    const aliceStream = await ready(await cookieHeaders(alice));
    await wait(600);
    await position(delivered.rider.id, delivered.order.id, 17.1);
    await position(searching.rider.id, searching.order.id, 17.2);
    await position(stranger.id, inHand.order.id, 17.3);
    await position(inHand.rider.id, inHand.order.id, 17.35);
    await aliceStream.next((m) => m.event === "position", 2_000);
    await wait(700);
    expect(positions(aliceStream)).toEqual([expect.objectContaining({ orderId: inHand.order.id, lat: 17.35 })]);
  }, 10_000);
});

describe("latestPositionsFor", () => {
  it("gives the customer the last position of each of their deliveries in hand, and nothing to anyone else", async () => {
    const restaurant = await createOpenRestaurant();
    const alice = await createUser("customer");
    const bob = await createUser("customer");
    const a = await deliveryFor(alice.id, restaurant.id, "picked_up");
    const done = await deliveryFor(alice.id, restaurant.id, "delivered");
    await db().riderPosition.create({
      data: { riderId: a.rider.id, orderId: a.order.id, lat: 17.1, lng: 78.1, at: new Date(Date.now() - 10_000) },
    });
    await db().riderPosition.create({ data: { riderId: a.rider.id, orderId: a.order.id, lat: 17.2, lng: 78.2 } });
    await position(done.rider.id, done.order.id, 17.9);
    expect(await latestPositionsFor(sessionUserOf(alice))).toEqual([
      { orderId: a.order.id, lat: 17.2, lng: 78.2, at: expect.any(String) },
    ]);
    expect(await latestPositionsFor(sessionUserOf(bob))).toEqual([]);
  });
});

describe("GET /api/orderEvents (the polling fallback) and positions", () => {
  it("gives a customer the last position of each delivery in hand, and leaves the field out otherwise", async () => {
    const restaurant = await createOpenRestaurant();
    const alice = await createUser("customer");
    const bob = await createUser("customer");
    const a = await deliveryFor(alice.id, restaurant.id, "picked_up");
    await position(a.rider.id, a.order.id, 17.25);
    const poll = async (headers: Record<string, string>) =>
      (await pollEvents(new Request("http://localhost/api/orderEvents?after=0", { headers }))).json();
    expect((await poll(await bearerHeaders(alice))).positions).toEqual([
      { orderId: a.order.id, lat: 17.25, lng: 78.4867, at: expect.any(String) },
    ]);
    expect(await poll(await bearerHeaders(bob))).not.toHaveProperty("positions");
    const r = await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id }, include: { owner: true } });
    expect(await poll(await bearerHeaders(r.owner, r.id))).not.toHaveProperty("positions");
  });
});
