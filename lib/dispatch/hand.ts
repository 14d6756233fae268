import "server-only";
import { ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { riderFirstName } from "@/lib/dispatch/api-shape";
import type { AvailableRider, AvailableRidersAnswer } from "@/lib/dispatch/contract";
import {
  deliveryEvent,
  isUniqueViolation,
  lockDelivery,
  TX_OPTIONS,
  type LockedDelivery,
} from "@/lib/dispatch/delivery-lock";
import { roadEstimateMeters } from "@/lib/dispatch/distance";
import { Prisma } from "@/lib/generated/prisma/client";
import type { VehicleType } from "@/lib/generated/prisma/enums";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { publishOrderEvents } from "@/lib/live/bus";
import type { Wake } from "@/lib/live/types";
import type { ApiOrder } from "@/lib/orders/contract";
import { readApiOrder } from "@/lib/orders/list";

// The restaurant's hand in dispatch (issue 32 part 4, docs/riders.md "Dispatch"): the free riders near its order,
// assigning one of them, or delivering the order itself; each a step with the delivery locked, as in service.ts.

/** At most this many riders in the restaurant's "Assign a rider" list. */
const AVAILABLE_RIDERS_MAX = 20;
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
  // Only riders the platform approved (issue 33) are offered or given deliveries.
  const free = Prisma.sql`r."online" AND r."reviewStatus" = 'approved' AND NOT EXISTS (SELECT 1 FROM "Delivery" busy
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
    const rider = await tx.rider.findUnique({
      where: { userId: riderId },
      select: { online: true, reviewStatus: true },
    });
    if (!rider) throw notFound("Rider");
    if (rider.reviewStatus !== "approved") throw new AppError(409, "This rider is not approved for deliveries");
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
