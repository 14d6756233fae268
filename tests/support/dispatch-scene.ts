// Test support for dispatch (issue 32 part 4), used by lib/dispatch/*.integration.test.ts and the authorization
// matrix's rows: riders placed at distances from a restaurant, and a platform restaurant's accepted order. Each
// scene is somewhere of its own in India, far from every other, so that tests running side by side never see
// each other's riders.
import { randomInt } from "node:crypto";
import { expect } from "vitest";
import { db } from "@/lib/db";
import type { VehicleType } from "@/lib/generated/prisma/enums";
import { AppError } from "@/lib/http/errors";
import { acceptOrder } from "@/lib/kitchen/service";
import { createOpenRestaurant, createPaidOrder, createUser, uniqueSuffix } from "@/tests/support/factories";
import { sessionUserOf } from "@/tests/support/session";

export type Point = { lat: number; lng: number };

/** A point `km` kilometres north of `from` (a degree of latitude is 111.2 km). */
export function north(from: Point, km: number): Point {
  return { lat: from.lat + km / 111.195, lng: from.lng };
}

/** A random place on land in peninsular India, on a grid of cells 30 km apart (no two scenes share a cell). */
export function somewhere(): Point {
  return { lat: 12 + randomInt(0, 400) * 0.03, lng: 75 + randomInt(0, 300) * 0.03 };
}

/** A rider account with its Rider row: online at `at` unless told. */
export async function createRider(
  at: Point | null,
  options: { online?: boolean; name?: string; vehicle?: VehicleType; city?: string } = {},
) {
  const suffix = uniqueSuffix();
  const user = await db().user.create({
    data: {
      username: `${options.name ?? "Ravi"} Rider-${suffix}`,
      email: `rider-${suffix}@example.test`,
      userType: "rider",
      passwordHash: "x",
    },
  });
  await db().rider.create({
    data: {
      userId: user.id,
      phone: `+9198${String(randomInt(0, 100_000_000)).padStart(8, "0")}`,
      vehicle: options.vehicle ?? "scooter",
      city: options.city ?? "Hyderabad",
      online: options.online ?? true,
      onlineSince: new Date(),
      lat: at?.lat ?? null,
      lng: at?.lng ?? null,
      positionAt: at ? new Date() : null,
    },
  });
  return { user, session: sessionUserOf(user) };
}

/** A restaurant whose riders are the platform's, at `at` (no pin when null), with its owner's session. */
export async function createPlatformRestaurant(at: Point | null, radiusMeters = 7000) {
  const restaurant = await createOpenRestaurant();
  const placed = await db().restaurant.update({
    where: { id: restaurant.id },
    data: { deliveryMode: "platform", deliveryRadiusMeters: radiusMeters, lat: at?.lat ?? null, lng: at?.lng ?? null },
  });
  const owner = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
  return { restaurant: placed, owner, ownerSession: sessionUserOf(owner, restaurant.id) };
}

/** A paid order at `restaurantId`, waiting for Accept, dropped at `drop` (unknown when null). */
export async function createDropOrder(restaurantId: string, drop: Point | null) {
  const customer = await createUser("customer");
  const order = await createPaidOrder(customer.id, restaurantId);
  await db().order.update({
    where: { id: order.id },
    data: { dropLat: drop?.lat ?? null, dropLng: drop?.lng ?? null, deliveryLocality: "Banjara Hills" },
  });
  return { order, customer };
}

/** A delivery already under way for `riderId` (which makes the rider busy), at `restaurantId`. */
export async function createBusyDelivery(restaurantId: string, riderId: string) {
  const customer = await createUser("customer");
  const order = await createPaidOrder(customer.id, restaurantId, { kitchenStatus: "accepted" });
  return db().delivery.create({
    data: { orderId: order.id, restaurantId, riderId, state: "assigned", code: "1234", assignedAt: new Date() },
  });
}

/** A delivery looking for a rider for a new paid order of `restaurantId`, written directly (no jobs). */
export async function createSearchingDelivery(restaurantId: string, customerId?: string) {
  const customer = customerId ?? (await createUser("customer")).id;
  const order = await createPaidOrder(customer, restaurantId, { kitchenStatus: "accepted" });
  const delivery = await db().delivery.create({
    data: { orderId: order.id, restaurantId, code: "4321", distanceMeters: 2000, payPaise: 4100 },
  });
  return { order, delivery };
}

/** A platform restaurant somewhere of its own, and a paid order of it dropped 2 km north, accepted now. */
export async function acceptedPlatformOrder(place: Point = somewhere(), drop: Point | null = north(place, 2)) {
  const scene = await createPlatformRestaurant(place);
  const { order, customer } = await createDropOrder(scene.restaurant.id, drop);
  const acceptedAt = new Date();
  await acceptOrder(scene.ownerSession, order.id, 20, acceptedAt);
  const delivery = await db().delivery.findUniqueOrThrow({ where: { orderId: order.id } });
  return { ...scene, order, customer, delivery, acceptedAt, place };
}

export /** A delivery's offers, oldest first. */
async function offersOf(deliveryId: string) {
  return db().deliveryOffer.findMany({ where: { deliveryId }, orderBy: { offeredAt: "asc" } });
}

/** The delivery's one unanswered offer, if any (never more than one). */
export async function openOffer(deliveryId: string) {
  const open = await db().deliveryOffer.findMany({ where: { deliveryId, answer: null } });
  expect(open.length).toBeLessThanOrEqual(1);
  return open[0] ?? null;
}

/** The AppError a call is refused with: its status and message. */
export async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}
