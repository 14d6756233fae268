import "server-only";
import { randomInt } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import { riderPayPaise, roadEstimateMeters } from "@/lib/dispatch/distance";
import { riderRatesAt } from "@/lib/admin/settings-in-force";
import { Prisma } from "@/lib/generated/prisma/client";
import { enqueue } from "@/lib/jobs/enqueue";
import { publishOrderEvents } from "@/lib/live/bus";
import type { Wake } from "@/lib/live/types";
import { deliveryEvent, lockDelivery, TX_OPTIONS, type LockedDelivery } from "@/lib/dispatch/delivery-lock";

// Dispatch (issue 32 part 4, docs/riders.md "Dispatch"): the delivery of a platform restaurant's order is
// offered to the nearest free online rider, 30 s each, then the next; no rider for 10 minutes tells the
// restaurant and the customer and keeps looking. Every step is one transaction that first locks the
// delivery's row (SELECT ... FOR UPDATE), so the search, an expiring offer, a rider's accept or pass (offers.ts) and the
// restaurant's hand (hand.ts) run one at a time per delivery; the partial unique indexes (one open offer per delivery,
// one delivery in hand per rider) hold whatever races. Each offer and the job that expires it are written in
// the same transaction, and every job handler does nothing when its moment has passed (the offer answered, the
// delivery no longer searching), so a crash between them loses and duplicates nothing.

/** How long a rider has to accept an offer. */
const OFFER_SECONDS = 30;
/** How often a delivery nobody could be offered is searched again. */
const SEARCH_EVERY_SECONDS = 30;
/** After this long searching without a rider, the restaurant and the customer are told (once). */
const NO_RIDER_AFTER_MINUTES = 10;

/** The 4-digit code the customer tells the rider at the door, from the system's secure random source. */
function deliveryCode(): string {
  return randomInt(0, 10_000).toString().padStart(4, "0");
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
  // The rates in force now (issue 33's schedule, else the deployment's), with the least a delivery pays.
  const rates = await riderRatesAt(tx, now);
  const delivery = await tx.delivery.create({
    data: {
      orderId,
      restaurantId: row.restaurantId,
      code: deliveryCode(),
      searchStartedAt: now,
      distanceMeters,
      payPaise: Math.max(rates.minPaise, riderPayPaise(distanceMeters, rates.basePaise, rates.perKmPaise)),
    },
    select: { id: true },
  });
  await enqueue(tx, "dispatch", { kind: "search", deliveryId: delivery.id }, { key: searchKey(delivery.id, 0) });
  return delivery.id;
}

/** The nearest online, free, approved rider within the restaurant's radius who has not been offered this delivery. */
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
       AND r."reviewStatus" = 'approved'
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
export async function offerNext(
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
