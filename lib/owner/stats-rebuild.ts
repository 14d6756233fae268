import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { STATS_TIME_ZONE } from "@/lib/owner/months";

// The roll-up rebuild on its own, free of the app's database singleton, so the demo seed and the
// benchmark seeders can run it with their own client (lib/owner/stats.ts is the app's entry).

/** First day of the month of a stored (UTC) timestamp column, in Asia/Kolkata, as SQL. */
export const monthOf = (column: Prisma.Sql) =>
  Prisma.sql`date_trunc('month', (${column} AT TIME ZONE 'UTC') AT TIME ZONE ${Prisma.raw(`'${STATS_TIME_ZONE}'`)})::date`;

/**
 * An order's revenue for its restaurant, as SQL on the order `alias`: what the customer paid less what is not the
 * restaurant's: the delivery partner's tip, and the platform fee with its GST (18%, added to the fee when the
 * restaurant bills tax-exclusive, half up as the bill rounds). A restaurant with default settings earns exactly the
 * spec's total (subtotal + delivery charge).
 */
export const revenueOf = (alias: string) => {
  const o = Prisma.raw(`"${alias}"`);
  return Prisma.sql`(${o}."totalPaise" - ${o}."tipPaise" - ${o}."platformFeePaise"
    - CASE WHEN ${o}."bill"->>'taxMode' = 'exclusive' THEN (2 * ${o}."platformFeePaise" * 1800 + 10000) / 20000 ELSE 0 END)`;
};

/**
 * Recomputes the roll-ups of one restaurant (or of all) from the orders with set-based statements,
 * in one transaction: after bulk loads, and to check the incremental bookkeeping. The same SQL as the
 * backfill in the migration that created the tables. A customer's first paid order is the one paid
 * first (paidAt), as when the roll-ups are kept in step.
 */
export async function rebuildStats(client: PrismaClient, restaurantId?: string): Promise<void> {
  const only = (alias: string) =>
    restaurantId ? Prisma.sql`AND ${Prisma.raw(alias)}."restaurantId" = ${restaurantId}` : Prisma.empty;
  await client.$transaction(
    async (tx) => {
      await tx.$executeRaw`DELETE FROM "RestaurantMonthStats" s WHERE TRUE ${only("s")}`;
      await tx.$executeRaw`DELETE FROM "RestaurantCustomer" c WHERE TRUE ${only("c")}`;
      await tx.$executeRaw`
        INSERT INTO "RestaurantCustomer" ("restaurantId", "customerId", "firstOrderAt")
        SELECT DISTINCT ON (o."restaurantId", o."customerId") o."restaurantId", o."customerId", o."createdAt"
        FROM "Order" o
        WHERE o."paymentStatus" IN ('paid', 'refunded') ${only("o")}
        ORDER BY o."restaurantId", o."customerId", o."paidAt", o."createdAt"`;
      await tx.$executeRaw`
        WITH paid AS (
          SELECT o."restaurantId", ${monthOf(Prisma.sql`o."createdAt"`)} AS "month", count(*)::int AS "orders",
            COALESCE(sum(${revenueOf("o")}) FILTER (WHERE o."status" = 'delivered'), 0) AS "revenuePaise"
          FROM "Order" o
          WHERE o."paymentStatus" IN ('paid', 'refunded') ${only("o")}
          GROUP BY 1, 2
        ), newcomers AS (
          SELECT c."restaurantId", ${monthOf(Prisma.sql`c."firstOrderAt"`)} AS "month", count(*)::int AS "customers"
          FROM "RestaurantCustomer" c
          WHERE TRUE ${only("c")}
          GROUP BY 1, 2
        )
        INSERT INTO "RestaurantMonthStats" ("restaurantId", "month", "orders", "revenuePaise", "customers")
        SELECT p."restaurantId", p."month", p."orders", p."revenuePaise", COALESCE(n."customers", 0)
        FROM paid p LEFT JOIN newcomers n ON n."restaurantId" = p."restaurantId" AND n."month" = p."month"`;
    },
    { maxWait: 10_000, timeout: 10 * 60_000 },
  );
}
