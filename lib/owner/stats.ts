import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { monthOf, rebuildStats, revenueOf } from "@/lib/owner/stats-rebuild";

// The dashboard's roll-ups (RestaurantMonthStats, RestaurantCustomer), kept in step with the orders
// inside the transactions that change them, and rebuilt from the orders when needed.
//
// What counts: an order counts once it is paid, and keeps counting if it is later cancelled and
// refunded (a restaurant's order count, as the spec's dashboard shows it); revenue is what the
// customer paid for delivered orders, less the tip and the platform fee (revenueOf); a customer counts
// once, in the month of their first paid order there. All go to the month of the order's createdAt in
// Asia/Kolkata.

/**
 * Counts an order that has just become paid: +1 order on its month and, if the customer had no paid
 * order here before, +1 customer on that month (the insert into RestaurantCustomer decides, so two
 * orders of one customer paid at once still count them once). Call it with the transaction that
 * marked the order paid, never db(): the embedded database has one connection, so a second one
 * inside a transaction waits forever.
 */
export async function recordOrderPaid(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  await tx.$executeRaw`
    WITH o AS (
      SELECT "restaurantId", "customerId", "createdAt" FROM "Order" WHERE "id" = ${orderId}
    ), newcomer AS (
      INSERT INTO "RestaurantCustomer" ("restaurantId", "customerId", "firstOrderAt")
      SELECT "restaurantId", "customerId", "createdAt" FROM o
      ON CONFLICT ("restaurantId", "customerId") DO NOTHING
      RETURNING 1
    )
    INSERT INTO "RestaurantMonthStats" ("restaurantId", "month", "orders", "revenuePaise", "customers")
    SELECT "restaurantId", ${monthOf(Prisma.sql`"createdAt"`)}, 1, 0, (SELECT count(*) FROM newcomer)::int FROM o
    ON CONFLICT ("restaurantId", "month")
    DO UPDATE SET "orders" = "RestaurantMonthStats"."orders" + 1,
      "customers" = "RestaurantMonthStats"."customers" + EXCLUDED."customers"`;
}

/** Adds an order that has just been delivered to its month's revenue, in the transaction that delivered it. */
export async function recordOrderDelivered(tx: Prisma.TransactionClient, orderId: string): Promise<void> {
  await tx.$executeRaw`
    INSERT INTO "RestaurantMonthStats" ("restaurantId", "month", "orders", "revenuePaise")
    SELECT o."restaurantId", ${monthOf(Prisma.sql`o."createdAt"`)}, 0, ${revenueOf("o")} FROM "Order" o
    WHERE o."id" = ${orderId}
    ON CONFLICT ("restaurantId", "month")
    DO UPDATE SET "revenuePaise" = "RestaurantMonthStats"."revenuePaise" + EXCLUDED."revenuePaise"`;
}

/** Recomputes the roll-ups from the orders (see rebuildStats); all restaurants when no id is given. */
export function rebuildRestaurantStats(restaurantId?: string): Promise<void> {
  return rebuildStats(db(), restaurantId);
}
