import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Restaurants (alias `r`) open by their hours at `now` in their own time zone (pauses aside): the SQL form of
 * `isOpenNow` (lib/restaurants/hours.ts, lib/restaurants/week-hours.ts), kept to a few operations a row so that a
 * list can sort by it. A restaurant with a week of windows answers from its two int4multiranges (each window's part
 * on its own day, and its part after midnight, in minutes of the week); one without, from its single window. A
 * closure on a local date closes what opens that day: the same-day parts on that date, the after-midnight parts
 * on the date after. `closedDates` is read only when it has any.
 */
export function openByHoursSql(now: Date): Prisma.Sql {
  const local = Prisma.sql`(${now}::timestamptz AT TIME ZONE r."timeZone")`;
  const minute = Prisma.sql`(date_part('hour', ${local})::int * 60 + date_part('minute', ${local})::int)`;
  const minuteOfWeek = Prisma.sql`((date_part('isodow', ${local})::int - 1) * 1440 + ${minute})`;
  const today = Prisma.sql`to_char(${local}, 'YYYY-MM-DD')`;
  const yesterday = Prisma.sql`to_char(${local} - interval '1 day', 'YYYY-MM-DD')`;
  const open = (date: Prisma.Sql) =>
    Prisma.sql`(cardinality(r."closedDates") = 0 OR NOT (${date} = ANY(r."closedDates")))`;
  return Prisma.sql`(CASE WHEN r."openWeekSameDay" IS NULL THEN (
    r."openMinute" = r."closeMinute" AND ${open(today)}
    OR (r."openMinute" < r."closeMinute" AND ${minute} >= r."openMinute" AND ${minute} < r."closeMinute" AND ${open(today)})
    OR (r."openMinute" > r."closeMinute" AND ${minute} >= r."openMinute" AND ${open(today)})
    OR (r."openMinute" > r."closeMinute" AND ${minute} < r."closeMinute" AND ${open(yesterday)})
  ) ELSE (
    (r."openWeekSameDay" @> ${minuteOfWeek} AND ${open(today)})
    OR (r."openWeekSpill" @> ${minuteOfWeek} AND ${open(yesterday)})
  ) END)`;
}

/**
 * Restaurants (alias `r`) taking orders at `now`: not paused and open by their hours in their own
 * time zone. The same rule as `isTakingOrders` (lib/restaurants/summary.ts), in SQL so that a list can
 * put open restaurants first and still page correctly.
 */
function takingOrdersSql(now: Date): Prisma.Sql {
  const notPaused = Prisma.sql`(r."pausedAt" IS NULL OR r."pausedUntil" <= ${now}::timestamptz)`;
  return Prisma.sql`(${notPaused} AND ${openByHoursSql(now)})`;
}

/** Open restaurants first (0), closed ones after (1). */
export function openFirstSql(now: Date): Prisma.Sql {
  return Prisma.sql`CASE WHEN ${takingOrdersSql(now)} THEN 0 ELSE 1 END ASC`;
}

/** Restaurants (alias `r`) with at least one dish on sale: the rule for being listed publicly. */
export const hasDishesSql = Prisma.sql`EXISTS (SELECT 1 FROM "MenuItem" lm WHERE lm."restaurantId" = r."id" AND lm."archivedAt" IS NULL)`;

/** Restaurants (alias `r`) the platform approved (issue 33): only they are listed, found by search and ordered from. */
export const approvedSql = Prisma.sql`r."reviewStatus" = 'approved'`;
