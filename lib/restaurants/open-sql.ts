import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Restaurants (alias `r`) taking orders at `now`: not paused and open by their hours in their own
 * time zone. The same rule as `isTakingOrders` (lib/restaurants/summary.ts), in SQL so that a list can
 * put open restaurants first and still page correctly.
 */
function takingOrdersSql(now: Date): Prisma.Sql {
  const local = Prisma.sql`(${now}::timestamptz AT TIME ZONE r."timeZone")`;
  const minute = Prisma.sql`(date_part('hour', ${local})::int * 60 + date_part('minute', ${local})::int)`;
  const notPaused = Prisma.sql`(r."pausedAt" IS NULL OR r."pausedUntil" <= ${now}::timestamptz)`;
  return Prisma.sql`(${notPaused} AND (
    r."openMinute" = r."closeMinute"
    OR (r."openMinute" < r."closeMinute" AND ${minute} >= r."openMinute" AND ${minute} < r."closeMinute")
    OR (r."openMinute" > r."closeMinute" AND (${minute} >= r."openMinute" OR ${minute} < r."closeMinute"))
  ))`;
}

/** Open restaurants first (0), closed ones after (1). */
export function openFirstSql(now: Date): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${takingOrdersSql(now)} THEN 0 ELSE 1 END ASC`;
}

/** Restaurants (alias `r`) with at least one dish on sale: the rule for being listed publicly. */
export const hasDishesSql = Prisma.sql`EXISTS (SELECT 1 FROM "MenuItem" lm WHERE lm."restaurantId" = r."id" AND lm."archivedAt" IS NULL)`;
