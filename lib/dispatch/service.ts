import "server-only";
import { randomInt } from "node:crypto";
import { z } from "zod";
import { ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { AvailableRider, AvailableRidersAnswer, OfferAnswerBody, RiderOfferAnswer } from "@/lib/dispatch/contract";
import { riderPayPaise, roadEstimateMeters } from "@/lib/dispatch/distance";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DeliveryState, VehicleType } from "@/lib/generated/prisma/enums";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { enqueue } from "@/lib/jobs/enqueue";
import { publishOrderEvents, wakeOf } from "@/lib/live/bus";
import type { Wake } from "@/lib/live/types";
import { notifyOrderEvent } from "@/lib/orders/notifications";
import type { ApiOrder } from "@/lib/orders/contract";
import { readApiOrder } from "@/lib/orders/service";
import { riderFirstName } from "@/lib/dispatch/api-shape";

// Dispatch (issue 32 part 4, docs/riders.md "Dispatch"): the delivery of a platform restaurant's order is
// offered to the nearest free online rider, 30 s each, then the next; no rider for 10 minutes tells the
// restaurant and the customer and keeps looking. Every step is one transaction that first locks the
// delivery's row (SELECT ... FOR UPDATE), so the search, an expiring offer, a rider's accept or pass and the
// restaurant's hand run one at a time per delivery; the partial unique indexes (one open offer per delivery,
// one delivery in hand per rider) hold whatever races. Each offer and the job that expires it are written in
// the same transaction, and every job handler does nothing when its moment has passed (the offer answered, the
// delivery no longer searching), so a crash between them loses and duplicates nothing.

const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

/** How long a rider has to accept an offer. */
const OFFER_SECONDS = 30;
/** How often a delivery nobody could be offered is searched again. */
const SEARCH_EVERY_SECONDS = 30;
/** After this long searching without a rider, the restaurant and the customer are told (once). */
const NO_RIDER_AFTER_MINUTES = 10;
/** At most this many riders in the restaurant's "Assign a rider" list. */
const AVAILABLE_RIDERS_MAX = 20;

/** The 4-digit code the customer tells the rider at the door, from the system's secure random source. */
function deliveryCode(): string {
  return randomInt(0, 10_000).toString().padStart(4, "0");
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** The search job's key and time: slots of 30 s from the search's start, so two chains of searches become one. */
function nextSearchSlot(searchStartedAt: Date, now: Date): { round: number; at: Date } {
  const step = SEARCH_EVERY_SECONDS * 1000;
  const round = Math.max(0, Math.floor((now.getTime() - searchStartedAt.getTime()) / step)) + 1;
  return { round, at: new Date(searchStartedAt.getTime() + round * step) };
}

const searchKey = (deliveryId: string, round: number) => `search:${deliveryId}:${round}`;
export const expireKey = (offerId: string) => `expire:${offerId}`;

/**
 * Starts the delivery of an order the kitchen just accepted (owner's Accept or auto-accept), inside that
 * transaction: for a restaurant whose riders are the platform's, its Delivery (searching, its door code, the
 * trip by road estimate and the rider's pay) and a job that makes the first offer at once. A restaurant that
 * delivers itself: nothing (the spec's flow). Answers the delivery's id, or null.
 */
export async function startDelivery(tx: Prisma.TransactionClient, orderId: string, now: Date): Promise<string | null> {
  const [row] = await tx.$queryRaw<
    Array<{ restaurantId: string; deliveryMode: string; straight: number | null; existing: string | null }>
  >`
    SELECT o."restaurantId", r."deliveryMode"::text AS "deliveryMode",
           CASE WHEN r."lat" IS NULL OR o."dropLat" IS NULL OR o."dropLng" IS NULL THEN NULL
                ELSE earth_distance(ll_to_earth(r."lat", r."lng"), ll_to_earth(o."dropLat", o."dropLng")) END AS "straight",
           (SELECT d."id" FROM "Delivery" d WHERE d."orderId" = o."id") AS "existing"
      FROM "Order" o JOIN "Restaurant" r ON r."id" = o."restaurantId"
     WHERE o."id" = ${orderId}`;
  if (!row || row.deliveryMode !== "platform") return null;
  if (row.existing) return row.existing;
  const distanceMeters = roadEstimateMeters(row.straight);
  const { RIDER_PAY_BASE_PAISE, RIDER_PAY_PER_KM_PAISE } = env();
  const delivery = await tx.delivery.create({
    data: {
      orderId,
      restaurantId: row.restaurantId,
      code: deliveryCode(),
      searchStartedAt: now,
      distanceMeters,
      payPaise: riderPayPaise(distanceMeters, RIDER_PAY_BASE_PAISE, RIDER_PAY_PER_KM_PAISE),
    },
    select: { id: true },
  });
  await enqueue(tx, "dispatch", { kind: "search", deliveryId: delivery.id }, { key: searchKey(delivery.id, 0) });
  return delivery.id;
}

type LockedDelivery = {
  id: string;
  orderId: string;
  restaurantId: string;
  riderId: string | null;
  state: DeliveryState;
  searchStartedAt: Date;
  noRiderAt: Date | null;
  lat: number | null;
  lng: number | null;
  city: string;
  radius: number;
};

/** Locks a delivery's row for the rest of the transaction and reads it with its restaurant's place. */
async function lockDelivery(
  tx: Prisma.TransactionClient,
  where: { id: string } | { orderId: string },
): Promise<LockedDelivery | null> {
  const condition = "id" in where ? Prisma.sql`d."id" = ${where.id}` : Prisma.sql`d."orderId" = ${where.orderId}`;
  const [row] = await tx.$queryRaw<LockedDelivery[]>`
    SELECT d."id", d."orderId", d."restaurantId", d."riderId", d."state"::text AS "state", d."searchStartedAt",
           d."noRiderAt", r."lat", r."lng", r."city", r."deliveryRadiusMeters" AS "radius"
      FROM "Delivery" d JOIN "Restaurant" r ON r."id" = d."restaurantId"
     WHERE ${condition}
       FOR UPDATE OF d`;
  return row ?? null;
}

/**
 * An "order.delivery" OrderEvent, which makes the customer's and the restaurant's screens read the order again;
 * with `notify`, also its messages (the no-rider push and mail, lib/orders/notifications.ts).
 */
async function deliveryEvent(tx: Prisma.TransactionClient, orderId: string, notify = false): Promise<Wake> {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { customerId: true, restaurantId: true, status: true, kitchenStatus: true },
  });
  const event = await tx.orderEvent.create({
    data: { orderId, ...order, type: "order.delivery" },
    select: { id: true, customerId: true, restaurantId: true },
  });
  if (notify) await notifyOrderEvent(tx, { orderId, eventId: event.id, type: "order.delivery" });
  return wakeOf(event);
}

/** The nearest online, free rider within the restaurant's radius who has not been offered this delivery. */
async function nearestFreeRider(
  tx: Prisma.TransactionClient,
  delivery: LockedDelivery,
  now: Date,
): Promise<{ id: string; meters: number } | null> {
  if (delivery.lat === null || delivery.lng === null) return null;
  const here = Prisma.sql`ll_to_earth(${delivery.lat}::float8, ${delivery.lng}::float8)`;
  // The first two conditions are the partial GiST index's (Rider_earth_idx): a box around the restaurant
  // narrows by the index, the exact distance then cuts the box's corners. Times are UTC timestamps (as Prisma
  // writes them): `now` is read as an instant and turned into UTC, whatever the session's TimeZone.
  const [rider] = await tx.$queryRaw<Array<{ id: string; meters: number }>>`
    SELECT r."userId" AS "id", earth_distance(ll_to_earth(r."lat", r."lng"), ${here}) AS "meters"
      FROM "Rider" r
     WHERE r."online" AND r."lat" IS NOT NULL
       AND earth_box(${here}, ${delivery.radius}::float8) @> ll_to_earth(r."lat", r."lng")
       AND earth_distance(ll_to_earth(r."lat", r."lng"), ${here}) <= ${delivery.radius}::float8
       AND NOT EXISTS (SELECT 1 FROM "Delivery" busy
                        WHERE busy."riderId" = r."userId" AND busy."state" IN ('assigned', 'picked_up'))
       AND NOT EXISTS (SELECT 1 FROM "DeliveryOffer" o
                        WHERE o."riderId" = r."userId" AND o."answer" IS NULL AND o."expiresAt" > (${now}::timestamptz AT TIME ZONE 'UTC'))
       AND NOT EXISTS (SELECT 1 FROM "DeliveryOffer" o
                        WHERE o."riderId" = r."userId" AND o."deliveryId" = ${delivery.id})
     ORDER BY "meters", r."userId"
     LIMIT 1`;
  return rider ?? null;
}

/** What a dispatch step did with a delivery. */
export type DispatchOutcome = "offered" | "waiting" | "searching" | "closed";

/**
 * The next step of a delivery whose row the caller locked: nothing unless it is searching; an open offer still
 * running is left alone (one past its time is closed as expired); the 10-minute no-rider mark is recorded once;
 * then the nearest free rider gets an offer with its expire job, or the search is tried again in 30 s.
 */
async function offerNext(
  tx: Prisma.TransactionClient,
  delivery: LockedDelivery,
  now: Date,
  wakes: Wake[],
): Promise<DispatchOutcome> {
  if (delivery.state !== "searching") return "closed";
  const open = await tx.deliveryOffer.findFirst({
    where: { deliveryId: delivery.id, answer: null },
    select: { id: true, expiresAt: true },
  });
  if (open && open.expiresAt > now) return "waiting";
  if (open) {
    await tx.deliveryOffer.updateMany({
      where: { id: open.id, answer: null },
      data: { answer: "expired", answeredAt: now },
    });
  }
  if (!delivery.noRiderAt && now.getTime() - delivery.searchStartedAt.getTime() >= NO_RIDER_AFTER_MINUTES * 60_000) {
    const { count } = await tx.delivery.updateMany({
      where: { id: delivery.id, noRiderAt: null },
      data: { noRiderAt: now },
    });
    if (count === 1) wakes.push(await deliveryEvent(tx, delivery.orderId, true));
  }
  const rider = await nearestFreeRider(tx, delivery, now);
  if (rider) {
    const expiresAt = new Date(now.getTime() + OFFER_SECONDS * 1000);
    const offer = await tx.deliveryOffer.create({
      data: {
        deliveryId: delivery.id,
        riderId: rider.id,
        offeredAt: now,
        expiresAt,
        distanceMeters: roadEstimateMeters(rider.meters) ?? 0,
      },
      select: { id: true },
    });
    await enqueue(
      tx,
      "dispatch",
      { kind: "expire", offerId: offer.id },
      { key: expireKey(offer.id), startAfter: expiresAt },
    );
    return "offered";
  }
  const slot = nextSearchSlot(delivery.searchStartedAt, now);
  await enqueue(
    tx,
    "dispatch",
    { kind: "search", deliveryId: delivery.id },
    { key: searchKey(delivery.id, slot.round), startAfter: slot.at },
  );
  return "searching";
}

/** Runs one step on a delivery in a transaction of its own, and publishes its events after the commit. */
async function stepDelivery(
  where: { id: string },
  step: (tx: Prisma.TransactionClient, delivery: LockedDelivery, wakes: Wake[]) => Promise<DispatchOutcome>,
): Promise<DispatchOutcome> {
  const wakes: Wake[] = [];
  const outcome = await db().$transaction(async (tx) => {
    const delivery = await lockDelivery(tx, where);
    if (!delivery) return "closed" as const;
    return step(tx, delivery, wakes);
  }, TX_OPTIONS);
  if (wakes.length > 0) await publishOrderEvents(wakes);
  return outcome;
}

/** The search job: offer the delivery to the next rider, unless an offer is running or it is no longer searching. */
export function searchForRider(deliveryId: string, now = new Date()): Promise<DispatchOutcome> {
  return stepDelivery({ id: deliveryId }, (tx, delivery, wakes) => offerNext(tx, delivery, now, wakes));
}

/**
 * The expire job of an offer: past its time and still unanswered, it is closed as expired and the next rider
 * is offered. Already answered (accepted, passed, or closed by the restaurant's hand): nothing. Run early (it
 * never is by the queue): an error, so that the queue tries again later.
 */
export async function expireOffer(offerId: string, now = new Date()): Promise<DispatchOutcome | "answered"> {
  const offer = await db().deliveryOffer.findUnique({ where: { id: offerId }, select: { deliveryId: true } });
  if (!offer) return "answered";
  let answered = false;
  const outcome = await stepDelivery({ id: offer.deliveryId }, async (tx, delivery, wakes) => {
    const { count } = await tx.deliveryOffer.updateMany({
      where: { id: offerId, answer: null, expiresAt: { lte: now } },
      data: { answer: "expired", answeredAt: now },
    });
    if (count === 0) {
      const current = await tx.deliveryOffer.findUniqueOrThrow({ where: { id: offerId }, select: { answer: true } });
      if (current.answer === null) throw new Error(`Offer ${offerId} is not due to expire yet`);
      answered = true;
      return "closed";
    }
    return offerNext(tx, delivery, now, wakes);
  });
  return answered ? "answered" : outcome;
}

const DispatchJobSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("search"), deliveryId: z.string().min(1), key: z.string() }),
  z.object({ kind: z.literal("expire"), offerId: z.string().min(1), key: z.string() }),
]);

/** The `dispatch` queue's handler (lib/jobs/handlers.ts). */
export async function runDispatchJob(raw: unknown): Promise<{ outcome: string }> {
  const job = DispatchJobSchema.parse(raw);
  const outcome = job.kind === "search" ? await searchForRider(job.deliveryId) : await expireOffer(job.offerId);
  return { outcome };
}

// ---------------------------------------------------------------------------------------------------------
// The rider's calls

/** A rider's own offer, read before its delivery is locked: 404 unknown, 403 another rider's. */
async function ridersOffer(rider: SessionUser, offerId: string) {
  const offer = await db().deliveryOffer.findUnique({
    where: { id: offerId },
    select: { riderId: true, deliveryId: true },
  });
  if (!offer) throw notFound("Offer");
  if (offer.riderId !== rider.id) throw forbidden("This offer is not yours");
  return offer;
}

/** Why an open offer cannot be answered now: taken by another (or the restaurant), or past its time. */
async function openOfferOrRefuse(
  tx: Prisma.TransactionClient,
  offerId: string,
  delivery: LockedDelivery,
  now: Date,
): Promise<void> {
  const offer = await tx.deliveryOffer.findUniqueOrThrow({
    where: { id: offerId },
    select: { answer: true, expiresAt: true },
  });
  if (delivery.state !== "searching" || offer.answer === "accepted")
    throw new AppError(409, "This offer has been taken");
  if (offer.answer !== null || offer.expiresAt <= now) throw new AppError(409, "This offer has expired");
}

/**
 * Answers the rider's own open offer, in one transaction with the delivery locked: refused with 409 when another
 * rider or the restaurant got there first or its 30 s are over; else the answer is written, `then` does what the
 * answer brings, and both screens are told. The delivery answered.
 */
async function answerOffer(
  rider: SessionUser,
  offerId: string,
  answer: "accepted" | "passed",
  now: Date,
  then: (tx: Prisma.TransactionClient, locked: LockedDelivery, wakes: Wake[]) => Promise<void>,
): Promise<LockedDelivery> {
  const offer = await ridersOffer(rider, offerId);
  const wakes: Wake[] = [];
  const delivery = await db().$transaction(async (tx) => {
    const locked = await lockDelivery(tx, { id: offer.deliveryId });
    if (!locked) throw notFound("Offer");
    await openOfferOrRefuse(tx, offerId, locked, now);
    await tx.deliveryOffer.update({ where: { id: offerId }, data: { answer, answeredAt: now } });
    await then(tx, locked, wakes);
    wakes.push(await deliveryEvent(tx, locked.orderId));
    return locked;
  }, TX_OPTIONS);
  await publishOrderEvents(wakes);
  return delivery;
}

/**
 * POST /api/acceptDelivery: the offer's rider takes the delivery: the offer is accepted and the delivery assigned
 * to the rider. Refused with 409 as any answer (above), and when the rider already has a delivery in hand.
 */
export async function acceptDelivery(rider: SessionUser, offerId: string, now = new Date()): Promise<OfferAnswerBody> {
  const delivery = await answerOffer(rider, offerId, "accepted", now, async (tx, locked) => {
    try {
      await tx.delivery.update({
        where: { id: locked.id },
        data: { state: "assigned", riderId: rider.id, assignedAt: now, assignedByHand: false },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, "You already have a delivery in hand");
      throw error;
    }
  });
  return {
    message: "The delivery is yours: head to the restaurant",
    delivery: { _id: delivery.id, orderId: delivery.orderId, state: "assigned" },
  };
}

/** POST /api/passDelivery: the offer's rider lets it pass; the next rider is offered at once. */
export async function passDelivery(rider: SessionUser, offerId: string, now = new Date()): Promise<OfferAnswerBody> {
  const delivery = await answerOffer(rider, offerId, "passed", now, async (tx, locked, wakes) => {
    await offerNext(tx, locked, now, wakes);
  });
  return {
    message: "You let this delivery pass",
    delivery: { _id: delivery.id, orderId: delivery.orderId, state: "searching" },
  };
}

/** GET /api/rider/offer: the rider's open offer (the oldest, if a race gave two), or null. */
export async function riderOffer(rider: SessionUser, now = new Date()): Promise<RiderOfferAnswer> {
  const offer = await db().deliveryOffer.findFirst({
    where: { riderId: rider.id, answer: null, expiresAt: { gt: now }, delivery: { state: "searching" } },
    orderBy: { offeredAt: "asc" },
    select: {
      id: true,
      expiresAt: true,
      distanceMeters: true,
      delivery: {
        select: {
          distanceMeters: true,
          payPaise: true,
          order: { select: { deliveryLocality: true, deliveryCity: true } },
          restaurant: { select: { name: true, address: true, lat: true, lng: true } },
        },
      },
    },
  });
  if (!offer) return { offer: null };
  const { delivery } = offer;
  return {
    offer: {
      _id: offer.id,
      expiresAt: offer.expiresAt.toISOString(),
      restaurant: delivery.restaurant,
      distanceToRestaurantMeters: offer.distanceMeters,
      dropArea: [delivery.order.deliveryLocality, delivery.order.deliveryCity]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(", "),
      tripMeters: delivery.distanceMeters,
      payPaise: delivery.payPaise ?? env().RIDER_PAY_BASE_PAISE,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The restaurant's calls

/** The acting owner's order: 404 unknown or never paid, 403 another restaurant's. */
async function ownersOrder(owner: SessionUser, orderId: string): Promise<string> {
  const restaurantId = ownRestaurantId(owner, undefined, "Only the owner of a restaurant can manage its deliveries");
  const order = await db().order.findUnique({
    where: { id: orderId },
    select: { restaurantId: true, paymentStatus: true },
  });
  if (!order || order.paymentStatus === "awaiting_payment" || order.paymentStatus === "failed") {
    throw notFound("Order");
  }
  if (order.restaurantId !== restaurantId) throw forbidden("This order is not for your restaurant");
  return restaurantId;
}

/** A delivery the restaurant may still decide on: it must exist (platform) and be searching. */
function searchingOrRefuse(delivery: LockedDelivery | null): LockedDelivery {
  if (!delivery) throw new AppError(409, "Your restaurant delivers this order itself");
  if (delivery.state === "searching") return delivery;
  if (delivery.state === "assigned" || delivery.state === "picked_up") {
    throw new AppError(409, "A rider is already assigned to this order");
  }
  if (delivery.state === "self_delivery") throw new AppError(409, "Your restaurant delivers this order itself");
  throw new AppError(409, `This delivery is ${delivery.state} and can no longer change`);
}

type RiderRow = { id: string; username: string; vehicle: VehicleType; meters: number | null };

/**
 * GET /api/availableRiders?_id=: online riders with no delivery in hand near the order's restaurant, nearest
 * first (within its delivery radius of its pin; without a pin, those of its city, distance unknown).
 */
export async function availableRiders(owner: SessionUser, orderId: string): Promise<AvailableRidersAnswer> {
  const restaurantId = await ownersOrder(owner, orderId);
  const place = await db().restaurant.findUniqueOrThrow({
    where: { id: restaurantId },
    select: { lat: true, lng: true, city: true, deliveryRadiusMeters: true },
  });
  const free = Prisma.sql`r."online" AND NOT EXISTS (SELECT 1 FROM "Delivery" busy
                           WHERE busy."riderId" = r."userId" AND busy."state" IN ('assigned', 'picked_up'))`;
  let rows: RiderRow[];
  if (place.lat !== null && place.lng !== null) {
    const here = Prisma.sql`ll_to_earth(${place.lat}::float8, ${place.lng}::float8)`;
    rows = await db().$queryRaw<RiderRow[]>`
      SELECT r."userId" AS "id", u."username", r."vehicle"::text AS "vehicle",
             earth_distance(ll_to_earth(r."lat", r."lng"), ${here}) AS "meters"
        FROM "Rider" r JOIN "User" u ON u."id" = r."userId"
       WHERE ${free} AND r."lat" IS NOT NULL
         AND earth_box(${here}, ${place.deliveryRadiusMeters}::float8) @> ll_to_earth(r."lat", r."lng")
         AND earth_distance(ll_to_earth(r."lat", r."lng"), ${here}) <= ${place.deliveryRadiusMeters}::float8
       ORDER BY "meters", r."userId"
       LIMIT ${AVAILABLE_RIDERS_MAX}`;
  } else {
    rows = await db().$queryRaw<RiderRow[]>`
      SELECT r."userId" AS "id", u."username", r."vehicle"::text AS "vehicle", NULL::float8 AS "meters"
        FROM "Rider" r JOIN "User" u ON u."id" = r."userId"
       WHERE ${free} AND lower(r."city") = lower(${place.city})
       ORDER BY u."username", r."userId"
       LIMIT ${AVAILABLE_RIDERS_MAX}`;
  }
  const riders: AvailableRider[] = rows.map((row) => ({
    _id: row.id,
    firstName: riderFirstName(row.username),
    vehicle: row.vehicle,
    distanceMeters: roadEstimateMeters(row.meters),
  }));
  return { riders };
}

/**
 * POST /api/assignRider: the restaurant gives a searching delivery to a rider by hand. The rider must be online
 * and have no delivery in hand (409); any open offer is closed. Against a rider's accept at the same instant,
 * the delivery's lock decides and the other gets 409.
 */
export async function assignRider(
  owner: SessionUser,
  orderId: string,
  riderId: string,
  now = new Date(),
): Promise<ApiOrder> {
  await ownersOrder(owner, orderId);
  const wakes: Wake[] = [];
  await db().$transaction(async (tx) => {
    const delivery = searchingOrRefuse(await lockDelivery(tx, { orderId }));
    const rider = await tx.rider.findUnique({ where: { userId: riderId }, select: { online: true } });
    if (!rider) throw notFound("Rider");
    if (!rider.online) throw new AppError(409, "This rider is offline");
    const busy = await tx.delivery.count({ where: { riderId, state: { in: ["assigned", "picked_up"] } } });
    if (busy > 0) throw new AppError(409, "This rider is busy with another delivery");
    await tx.deliveryOffer.updateMany({
      where: { deliveryId: delivery.id, answer: null },
      data: { answer: "expired", answeredAt: now },
    });
    try {
      await tx.delivery.update({
        where: { id: delivery.id },
        data: { state: "assigned", riderId, assignedAt: now, assignedByHand: true },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, "This rider is busy with another delivery");
      throw error;
    }
    wakes.push(await deliveryEvent(tx, orderId));
  }, TX_OPTIONS);
  await publishOrderEvents(wakes);
  return readApiOrder(orderId);
}

/**
 * POST /api/deliverItself: the restaurant takes a searching delivery back (no rider came, or it prefers to):
 * the delivery becomes `self_delivery`, open offers close, and the owner's status dropdown moves the order.
 */
export async function deliverItself(owner: SessionUser, orderId: string, now = new Date()): Promise<ApiOrder> {
  await ownersOrder(owner, orderId);
  const wakes: Wake[] = [];
  await db().$transaction(async (tx) => {
    const delivery = searchingOrRefuse(await lockDelivery(tx, { orderId }));
    await tx.deliveryOffer.updateMany({
      where: { deliveryId: delivery.id, answer: null },
      data: { answer: "expired", answeredAt: now },
    });
    await tx.delivery.update({ where: { id: delivery.id }, data: { state: "self_delivery" } });
    wakes.push(await deliveryEvent(tx, orderId));
  }, TX_OPTIONS);
  await publishOrderEvents(wakes);
  return readApiOrder(orderId);
}
