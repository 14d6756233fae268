import "server-only";
import type { DeliveryState } from "@/lib/generated/prisma/enums";
import { Prisma } from "@/lib/generated/prisma/client";
import { wakeOf } from "@/lib/live/bus";
import type { Wake } from "@/lib/live/types";
import { notifyOrderEvent } from "@/lib/orders/notifications";

// What every step of dispatch shares (lib/dispatch/service.ts: the search, offers and the riders' answers;
// lib/dispatch/hand.ts: the restaurant's hand): the delivery's row locked for the step's transaction, and the
// "order.delivery" event the step leaves for both screens.

/** A dispatch step's transaction may wait for a connection and run longer than Prisma's defaults (busy hours). */
export const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

export type LockedDelivery = {
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
export async function lockDelivery(
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
export async function deliveryEvent(tx: Prisma.TransactionClient, orderId: string, notify = false): Promise<Wake> {
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
