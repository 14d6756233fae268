// Dispatch on a real PostgreSQL (issue 32 part 4): a platform restaurant's accepted order is offered to the
// nearest free online rider within its radius, 30 s each, then the next; a pass goes to the next at once; no
// rider for 10 minutes is told once. The restaurant's hand (assigning, delivering itself) and a cancel are in
// hand.integration.test.ts. Time is passed to the services (`now`), so nothing waits 30 s. Jobs go to a queue
// schema of this file's own, so no other file's drain runs them.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { assignRider } from "@/lib/dispatch/hand";
import { acceptDelivery, passDelivery, riderOffer } from "@/lib/dispatch/offers";
import { expireKey, expireOffer, runDispatchJob, searchForRider } from "@/lib/dispatch/service";
import {
  acceptedPlatformOrder,
  createBusyDelivery,
  createDropOrder,
  createPlatformRestaurant,
  createRider,
  north,
  offersOf,
  openOffer,
  refusal,
  somewhere,
} from "@/tests/support/dispatch-scene";
import { jobStartTimes } from "@/lib/jobs/enqueue";
import { acceptOrder, onOrderPaid } from "@/lib/kitchen/service";
import { runOrderMessagesJob } from "@/lib/orders/notifications";
import { createOpenRestaurant, createPaidOrder, createUser } from "@/tests/support/factories";
import { ownerSessionOf } from "@/tests/support/session";
import { ownJobQueue } from "@/tests/support/own-job-queue";

const schema = ownJobQueue("jobs_dispatch");

const SECOND = 1000;
const at = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("starting a delivery when the kitchen accepts", () => {
  it("a platform restaurant's accept creates a searching delivery: its code, road distance, pay and first search job", async () => {
    const { delivery, place, acceptedAt } = await acceptedPlatformOrder();
    expect(delivery.state).toBe("searching");
    expect(delivery.code).toMatch(/^\d{4}$/);
    // 2 km north by a straight line, 1.4 times that by road (earth_distance's sphere is 6378.168 km).
    expect(delivery.distanceMeters).toBeGreaterThan(2790);
    expect(delivery.distanceMeters).toBeLessThan(2810);
    expect(delivery.payPaise).toBe(2500 + Math.round((delivery.distanceMeters! * 800) / 1000));
    expect(delivery.searchStartedAt.getTime()).toBe(acceptedAt.getTime());
    expect(place.lat).toBeGreaterThan(0);
    const jobs = await jobStartTimes(db(), "dispatch", [`search:${delivery.id}:0`]);
    expect(jobs.has(`search:${delivery.id}:0`)).toBe(true);
  });

  it("an order without a drop point: the delivery all the same, distance unknown, the base pay", async () => {
    const { delivery } = await acceptedPlatformOrder(somewhere(), null);
    expect(delivery.distanceMeters).toBeNull();
    expect(delivery.payPaise).toBe(2500);
  });

  it("auto-accept starts it too, in the paying transaction", async () => {
    const place = somewhere();
    const scene = await createPlatformRestaurant(place);
    await db().restaurant.update({ where: { id: scene.restaurant.id }, data: { autoAccept: true } });
    const { order } = await createDropOrder(scene.restaurant.id, north(place, 1));
    await db().$transaction((tx) => onOrderPaid(tx, order.id, new Date()));
    expect(await db().delivery.count({ where: { orderId: order.id, state: "searching" } })).toBe(1);
  });

  it("a restaurant that delivers itself: no delivery, the spec's flow", async () => {
    const restaurant = await createOpenRestaurant();
    const customer = await createUser("customer");
    const order = await createPaidOrder(customer.id, restaurant.id);
    await acceptOrder(await ownerSessionOf(restaurant), order.id, 20);
    expect(await db().delivery.count({ where: { orderId: order.id } })).toBe(0);
  });
});

describe("offers", () => {
  it("the nearest free rider first, the next after 30 s, a pass to the next at once; busy and too far never", async () => {
    const place = somewhere();
    const busy = await createRider(north(place, 0.5));
    const r1 = await createRider(north(place, 1));
    const r3 = await createRider(north(place, 3));
    const r6 = await createRider(north(place, 6));
    const far = await createRider(north(place, 8));
    const offline = await createRider(north(place, 0.2), { online: false });
    const { delivery, restaurant, acceptedAt: t0 } = await acceptedPlatformOrder(place);
    await createBusyDelivery(restaurant.id, busy.user.id);

    // The first search job (run by the worker at once): the rider 1 km away.
    expect(await runDispatchJob({ kind: "search", deliveryId: delivery.id, key: `search:${delivery.id}:0` })).toEqual({
      outcome: "offered",
    });
    const first = (await openOffer(delivery.id))!;
    expect(first.riderId).toBe(r1.user.id);
    expect(first.expiresAt.getTime() - first.offeredAt.getTime()).toBe(30 * SECOND);
    expect(first.distanceMeters).toBeGreaterThan(1390);
    expect(first.distanceMeters).toBeLessThan(1410);
    // Its timeout is a job due when it ends.
    const expireJob = await jobStartTimes(db(), "dispatch", [expireKey(first.id)]);
    expect(expireJob.get(expireKey(first.id))?.getTime()).toBe(first.expiresAt.getTime());

    // The rider sees it: the drop area, never the address.
    const seen = await riderOffer(r1.session, at(first.offeredAt, 5 * SECOND));
    expect(seen.offer).toMatchObject({
      _id: first.id,
      restaurant: { name: restaurant.name, address: restaurant.address },
      dropArea: "Banjara Hills, Hyderabad",
      tripMeters: delivery.distanceMeters,
      payPaise: delivery.payPaise,
    });
    expect(JSON.stringify(seen)).not.toContain("2 Test Lane");
    expect((await riderOffer(r3.session, at(first.offeredAt, 5 * SECOND))).offer).toBeNull();

    // A search while it runs changes nothing; an early expire is refused (the queue tries later).
    expect(await searchForRider(delivery.id, at(t0, 10 * SECOND))).toBe("waiting");
    await expect(expireOffer(first.id, at(first.offeredAt, 10 * SECOND))).rejects.toThrow(/not due/);

    // 30 s: expired, the rider 3 km away.
    expect(await expireOffer(first.id, first.expiresAt)).toBe("offered");
    const second = (await openOffer(delivery.id))!;
    expect(second.riderId).toBe(r3.user.id);
    // The first's job again (a retry): nothing.
    expect(await expireOffer(first.id, at(first.expiresAt, 60 * SECOND))).toBe("answered");
    expect((await openOffer(delivery.id))!.id).toBe(second.id);

    // A pass: the rider 6 km away at once.
    const passedAt = at(second.offeredAt, 4 * SECOND);
    expect(await passDelivery(r3.session, second.id, passedAt)).toMatchObject({
      delivery: { _id: delivery.id, state: "searching" },
    });
    const third = (await openOffer(delivery.id))!;
    expect(third.riderId).toBe(r6.user.id);
    expect(third.offeredAt.getTime()).toBe(passedAt.getTime());
    // A pass writes an event for the screens.
    expect(await db().orderEvent.count({ where: { orderId: delivery.orderId, type: "order.delivery" } })).toBe(1);

    // Nobody left within 7 km: searched again at the next 30 s slot from the start.
    expect(await expireOffer(third.id, third.expiresAt)).toBe("searching");
    expect(await openOffer(delivery.id)).toBeNull();
    const round = Math.floor((third.expiresAt.getTime() - t0.getTime()) / (30 * SECOND)) + 1;
    const next = await jobStartTimes(db(), "dispatch", [`search:${delivery.id}:${round}`]);
    expect(next.get(`search:${delivery.id}:${round}`)?.getTime()).toBe(t0.getTime() + round * 30 * SECOND);

    const offers = await offersOf(delivery.id);
    expect(offers.map((offer) => [offer.riderId, offer.answer])).toEqual([
      [r1.user.id, "expired"],
      [r3.user.id, "passed"],
      [r6.user.id, "expired"],
    ]);
    for (const never of [busy, far, offline]) expect(offers.some((o) => o.riderId === never.user.id)).toBe(false);

    // A rider who comes online nearby later is offered by the next search.
    const late = await createRider(north(place, 2));
    expect(await searchForRider(delivery.id, at(t0, round * 30 * SECOND))).toBe("offered");
    expect((await openOffer(delivery.id))!.riderId).toBe(late.user.id);
  });

  it("a rider's accept assigns the delivery; the rider's offer is gone and a late accept or pass is refused", async () => {
    const place = somewhere();
    const rider = await createRider(north(place, 1), { name: "Imran" });
    const { delivery } = await acceptedPlatformOrder(place);
    await searchForRider(delivery.id, delivery.searchStartedAt);
    const offer = (await openOffer(delivery.id))!;
    const answer = await acceptDelivery(rider.session, offer.id, at(offer.offeredAt, 3 * SECOND));
    expect(answer.delivery).toEqual({ _id: delivery.id, orderId: delivery.orderId, state: "assigned" });
    const row = await db().delivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row).toMatchObject({ state: "assigned", riderId: rider.user.id, assignedByHand: false });
    expect(await refusal(acceptDelivery(rider.session, offer.id))).toEqual({
      status: 409,
      message: "This offer has been taken",
    });
    expect((await refusal(passDelivery(rider.session, offer.id))).status).toBe(409);
    expect((await riderOffer(rider.session)).offer).toBeNull();
    expect(await expireOffer(offer.id, offer.expiresAt)).toBe("answered");
    expect(await searchForRider(delivery.id, at(offer.expiresAt, 60 * SECOND))).toBe("closed");
    expect(await db().orderEvent.count({ where: { orderId: delivery.orderId, type: "order.delivery" } })).toBe(1);
  });

  it("an offer past its 30 s: 409 expired; another rider's offer: 403; unknown: 404", async () => {
    const place = somewhere();
    const rider = await createRider(north(place, 1));
    const stranger = await createRider(north(place, 2));
    const { delivery } = await acceptedPlatformOrder(place);
    await searchForRider(delivery.id, delivery.searchStartedAt);
    const offer = (await openOffer(delivery.id))!;
    expect(await refusal(acceptDelivery(stranger.session, offer.id))).toEqual({
      status: 403,
      message: "This offer is not yours",
    });
    expect((await refusal(passDelivery(stranger.session, offer.id))).status).toBe(403);
    expect((await refusal(acceptDelivery(rider.session, "nosuchoffer"))).status).toBe(404);
    expect(await refusal(acceptDelivery(rider.session, offer.id, offer.expiresAt))).toEqual({
      status: 409,
      message: "This offer has expired",
    });
    expect(await db().delivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      state: "searching",
      riderId: null,
    });
  });

  it("two at once, ten rounds: a rider's double accept and the restaurant's hand for another rider: exactly one wins", async () => {
    for (let round = 0; round < 10; round++) {
      const place = somewhere();
      const offered = await createRider(north(place, 1));
      const other = await createRider(north(place, 2));
      const { delivery, order, ownerSession } = await acceptedPlatformOrder(place);
      await searchForRider(delivery.id, new Date());
      const offer = (await openOffer(delivery.id))!;
      expect(offer.riderId).toBe(offered.user.id);
      const results = await Promise.allSettled([
        acceptDelivery(offered.session, offer.id),
        acceptDelivery(offered.session, offer.id),
        assignRider(ownerSession, order.id, other.user.id),
      ]);
      const won = results.filter((r) => r.status === "fulfilled");
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(won).toHaveLength(1);
      for (const failure of lost) expect((failure.reason as AppError).status).toBe(409);
      const row = await db().delivery.findUniqueOrThrow({ where: { id: delivery.id } });
      expect(row.state).toBe("assigned");
      const winner = results[2]!.status === "fulfilled" ? other.user.id : offered.user.id;
      expect(row.riderId).toBe(winner);
      expect(await openOffer(delivery.id)).toBeNull();
      expect(await db().deliveryOffer.count({ where: { deliveryId: delivery.id, answer: "accepted" } })).toBe(
        winner === offered.user.id ? 1 : 0,
      );
    }
  });

  it("two deliveries' offers to one rider accepted at once, ten rounds: the rider gets one, the other stays searching", async () => {
    for (let round = 0; round < 10; round++) {
      const place = somewhere();
      const rider = await createRider(north(place, 1));
      const a = await acceptedPlatformOrder(place);
      const b = await acceptedPlatformOrder(place);
      // A race of two searches can offer one rider two deliveries: written here as it would leave them.
      const now = new Date();
      const offers = await Promise.all(
        [a.delivery, b.delivery].map((d) =>
          db().deliveryOffer.create({
            data: {
              deliveryId: d.id,
              riderId: rider.user.id,
              offeredAt: now,
              expiresAt: at(now, 30 * SECOND),
              distanceMeters: 1400,
            },
          }),
        ),
      );
      const results = await Promise.allSettled(offers.map((offer) => acceptDelivery(rider.session, offer.id)));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected")!;
      expect(failure.reason).toMatchObject({ status: 409, message: "You already have a delivery in hand" });
      const states = await db().delivery.findMany({ where: { id: { in: [a.delivery.id, b.delivery.id] } } });
      expect(states.map((d) => d.state).sort()).toEqual(["assigned", "searching"]);
      expect(await db().delivery.count({ where: { riderId: rider.user.id, state: "assigned" } })).toBe(1);
    }
  });
});

describe("no rider for 10 minutes", () => {
  it("noRiderAt is set once, with one event and one message each for the customer and the restaurant", async () => {
    const { delivery, order, customer, owner, acceptedAt: t0 } = await acceptedPlatformOrder();
    expect(await searchForRider(delivery.id, t0)).toBe("searching");
    expect(await searchForRider(delivery.id, at(t0, 9 * 60 * SECOND + 59 * SECOND))).toBe("searching");
    expect((await db().delivery.findUniqueOrThrow({ where: { id: delivery.id } })).noRiderAt).toBeNull();

    const tenMinutes = at(t0, 10 * 60 * SECOND);
    expect(await searchForRider(delivery.id, tenMinutes)).toBe("searching");
    expect(await searchForRider(delivery.id, at(tenMinutes, 30 * SECOND))).toBe("searching");
    expect(await searchForRider(delivery.id, at(tenMinutes, 60 * SECOND))).toBe("searching");
    const row = await db().delivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(row.noRiderAt?.getTime()).toBe(tenMinutes.getTime());
    expect(row.state).toBe("searching");
    const events = await db().orderEvent.findMany({ where: { orderId: order.id, type: "order.delivery" } });
    expect(events).toHaveLength(1);

    // Its messages job (once per event), run as the worker would: the customer's push, the owner's push.
    const eventId = events[0]!.id.toString();
    const messagesKey = `order-event:${eventId}`;
    expect((await jobStartTimes(db(), "order-messages", [messagesKey])).size).toBe(1);
    await runOrderMessagesJob({ key: messagesKey, orderId: order.id, eventId, type: "order.delivery" });
    const key = `order-no-rider:${order.id}:${eventId}`;
    const written = await jobStartTimes(db(), "push", [`push:${key}`, `push:${key}:restaurant`]);
    expect([...written.keys()].sort()).toEqual([`push:${key}`, `push:${key}:restaurant`]);
    const mails = await db().$queryRawUnsafe<Array<{ to: string }>>(
      `SELECT data->>'to' AS "to" FROM ${schema}.job WHERE name = 'mail' AND data->>'key' = $1`,
      `mail:${key}`,
    );
    // The mail is optional (topic order_updates), off until the customer turns it on.
    expect(mails).toEqual([]);
    expect(customer.email).toContain("@");
    expect(owner.id).toBe((await db().restaurant.findUniqueOrThrow({ where: { id: row.restaurantId } })).ownerId);
    // A second run of the same job adds nothing.
    await runOrderMessagesJob({ key: messagesKey, orderId: order.id, eventId, type: "order.delivery" });
    const pushes = await db().$queryRawUnsafe<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM ${schema}.job WHERE name = 'push' AND data->>'key' LIKE $1`,
      `push:order-no-rider:${order.id}:%`,
    );
    expect(pushes[0]!.n).toBe(2);
  });
});
