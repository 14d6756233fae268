import "server-only";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/session-user";
import type { LivePosition } from "@/lib/live/types";
import type { PositionRow } from "@/lib/live/position-feed";

// Reads RiderPosition for the customers' maps (issue 32 part 6). The rider's side writes the rows (only
// accepted positions, with the order of the delivery in hand); this side only reads, and only positions of a
// delivery that is assigned or picked up by the rider who wrote them: never one from before the rider had the
// order, nor after it was delivered.

/** New positions for the instance's feed: id > `after`, oldest first, one query for every followed order. */
export async function readPositionsAfter(after: bigint, limit: number): Promise<PositionRow[]> {
  const rows = await db().$queryRaw<
    Array<{ id: bigint; orderId: string; customerId: string; lat: number; lng: number; at: Date }>
  >`
    SELECT p."id", p."orderId", o."customerId", p."lat", p."lng", p."at"
    FROM "RiderPosition" p
    JOIN "Delivery" d ON d."orderId" = p."orderId" AND d."riderId" = p."riderId"
      AND d."state" IN ('assigned', 'picked_up')
    JOIN "Order" o ON o."id" = p."orderId"
    WHERE p."id" > ${after}
    ORDER BY p."id"
    LIMIT ${limit}`;
  return rows;
}

/** The newest RiderPosition id (0 when there is none): where a starting feed begins. */
export async function latestPositionId(): Promise<bigint> {
  const newest = await db().riderPosition.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
  return newest?.id ?? 0n;
}

/**
 * The rider's last position for each of the customer's orders whose delivery is in hand: what the order page
 * draws before the first live frame (and after a reload). Only the customer's own orders.
 */
export async function latestPositionsFor(user: SessionUser): Promise<LivePosition[]> {
  return user.userType === "customer" ? latestPositionsOfCustomer(user.id) : [];
}

/** The same for a customer's id (the polling fallback of the live stream, whose scope is the customer). */
export async function latestPositionsOfCustomer(customerId: string): Promise<LivePosition[]> {
  const rows = await db().$queryRaw<Array<{ orderId: string; lat: number; lng: number; at: Date }>>`
    SELECT DISTINCT ON (p."orderId") p."orderId", p."lat", p."lng", p."at"
    FROM "Delivery" d
    JOIN "Order" o ON o."id" = d."orderId"
    JOIN "RiderPosition" p ON p."orderId" = d."orderId" AND p."riderId" = d."riderId"
    WHERE o."customerId" = ${customerId} AND d."state" IN ('assigned', 'picked_up')
    ORDER BY p."orderId", p."at" DESC, p."id" DESC`;
  return rows.map((r) => ({ orderId: r.orderId, lat: r.lat, lng: r.lng, at: r.at.toISOString() }));
}
