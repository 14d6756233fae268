import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { STATS_TIME_ZONE } from "@/lib/owner/months";

// The dashboard's roll-ups (RestaurantMonthStats, RestaurantCustomer), kept in step with the orders
// inside the transactions that change them, and rebuilt from the orders when needed.
//
// What counts: an order counts once it is paid, and keeps counting if it is later cancelled and
// refunded (a restaurant's order count, as the spec's dashboard shows it); revenue is the total of
// delivered orders only; a customer counts once, in the month of their first paid order there. All
// go to the month of the order's createdAt in Asia/Kolkata.

/** First day of the month of a stored (UTC) timestamp column, in Asia/Kolkata, as SQL. */
const monthOf = (column: Prisma.Sql) =>
  Prisma.sql`date_trunc('month', (${column} AT TIME ZONE 'UTC') AT TIME ZONE ${Prisma.raw(`'${STATS_TIME_ZONE}'`)})::date`;

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
    SELECT o."restaurantId", ${monthOf(Prisma.sql`o."createdAt"`)}, 0, o."totalPaise" FROM "Order" o
    WHERE o."id" = ${orderId}
    ON CONFLICT ("restaurantId", "month")
    DO UPDATE SET "revenuePaise" = "RestaurantMonthStats"."revenuePaise" + EXCLUDED."revenuePaise"`;
}

/**
 * Recomputes the roll-ups of one restaurant (or of all) from the orders with set-based statements,
 * in one transaction: after bulk loads, and to check the incremental bookkeeping. The same SQL as the
 * backfill in the migration that created the tables. A customer's first paid order is the one paid
 * first (paidAt), as when the roll-ups are kept in step.
 */
export async function rebuildRestaurantStats(restaurantId?: string): Promise<void> {
  const only = (alias: string) =>
    restaurantId ? Prisma.sql`AND ${Prisma.raw(alias)}."restaurantId" = ${restaurantId}` : Prisma.empty;
  await db().$transaction(
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
            COALESCE(sum(o."totalPaise") FILTER (WHERE o."status" = 'delivered'), 0) AS "revenuePaise"
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
