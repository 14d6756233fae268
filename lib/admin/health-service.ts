import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { assertAdmin } from "@/lib/admin/guard";
import type { HealthAnswer } from "@/lib/admin/health-contract";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { NOT_ACCEPTED_REASON } from "@/lib/kitchen/status";
import { istDate, istDayStart } from "@/lib/money/settlement";

// The view of health (issue 33, docs/admin.md "Health"): each figure is one aggregate query (counted and grouped in
// PostgreSQL, never row by row), six in all, run together. "Today" is India's calendar day of `at`; hours are IST.
// Timestamps are stored as UTC without a zone (as Prisma writes them), hence `AT TIME ZONE 'UTC'` before IST.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const SHOWN = 20;

/** A bound instant as the stored UTC timestamp it compares with. */
const ts = (at: Date) => Prisma.sql`(${at}::timestamptz AT TIME ZONE 'UTC')`;
/** The IST hour (0-23) of a stored timestamp column. */
const istHour = (column: Prisma.Sql) =>
  Prisma.sql`extract(hour from ((${column} AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata'))::int`;

const hours = () => Array.from({ length: 24 }, (_, hour) => hour);

type Day = { start: Date; end: Date };

async function ordersPerHour(today: Day, lastWeek: Day): Promise<HealthAnswer["ordersPerHour"]> {
  const rows = await db().$queryRaw<Array<{ today: boolean; hour: number; count: number }>>`
    SELECT o."createdAt" >= ${ts(today.start)} AS "today", ${istHour(Prisma.sql`o."createdAt"`)} AS "hour",
           count(*)::int AS "count"
      FROM "Order" o
     WHERE o."paymentStatus" IN ('paid', 'cod_due', 'refunded')
       AND ((o."createdAt" >= ${ts(today.start)} AND o."createdAt" < ${ts(today.end)})
         OR (o."createdAt" >= ${ts(lastWeek.start)} AND o."createdAt" < ${ts(lastWeek.end)}))
     GROUP BY 1, 2`;
  return hours().map((hour) => ({
    hour,
    today: rows.find((r) => r.today && r.hour === hour)?.count ?? 0,
    lastWeek: rows.find((r) => !r.today && r.hour === hour)?.count ?? 0,
  }));
}

async function paymentsFailedPerHour(today: Day): Promise<HealthAnswer["paymentsFailedPerHour"]> {
  const rows = await db().$queryRaw<Array<{ hour: number; count: number }>>`
    SELECT ${istHour(Prisma.sql`p."createdAt"`)} AS "hour", count(*)::int AS "count"
      FROM "Payment" p
     WHERE p."status" = 'failed' AND p."createdAt" >= ${ts(today.start)} AND p."createdAt" < ${ts(today.end)}
     GROUP BY 1`;
  return hours().map((hour) => ({ hour, failed: rows.find((r) => r.hour === hour)?.count ?? 0 }));
}

async function refundsPending(today: Day): Promise<HealthAnswer["refundsPending"]> {
  const weekStart = new Date(today.start.getTime() - 6 * DAY_MS);
  // A cancelled order's payment whose refund the staff issued is counted once, as the staff's refund.
  const rows = await db().$queryRaw<Array<{ date: string | null; failed: boolean; count: number }>>`
    SELECT CASE WHEN w."since" >= ${ts(weekStart)}
                THEN to_char((w."since" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') END AS "date",
           w."failed", count(*)::int AS "count"
      FROM (SELECT COALESCE(p."refundRequestedAt", o."cancelledAt") AS "since", false AS "failed"
              FROM "Payment" p LEFT JOIN "Order" o ON o."id" = p."orderId"
             WHERE p."status" = 'paid'
               AND (p."refundRequestedAt" IS NOT NULL OR o."cancelledAt" IS NOT NULL)
               AND NOT EXISTS (SELECT 1 FROM "OrderRefund" r WHERE r."orderId" = p."orderId")
            UNION ALL
            SELECT r."createdAt", r."state" = 'failed' FROM "OrderRefund" r WHERE r."state" IN ('pending', 'failed')) w
     GROUP BY 1, 2`;
  const byDay = Array.from({ length: 7 }, (_, i) => {
    const date = istDate(new Date(weekStart.getTime() + i * DAY_MS));
    return { date, count: rows.filter((r) => r.date === date).reduce((sum, r) => sum + r.count, 0) };
  });
  const sum = (filter: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(filter).reduce((total, r) => total + r.count, 0);
  return {
    total: sum(() => true),
    failed: sum((r) => r.failed),
    byDay,
    older: sum((r) => r.date === null || r.date < byDay[0]!.date),
  };
}

async function jobsFailed(today: Day): Promise<HealthAnswer["jobsFailed"]> {
  // pg-boss keeps a job that used up its tries as state "failed" (completed_on: when), first in its job table,
  // later moved to its archive. The schema's name is validated by lib/env.ts (a lower-case SQL name).
  const schema = env().JOBS_SCHEMA;
  const rows = await db().$queryRawUnsafe<Array<{ queue: string; failed: number }>>(
    `SELECT f."name" AS "queue", count(*)::int AS "failed"
       FROM (SELECT "name" FROM ${schema}.job WHERE state = 'failed' AND completed_on >= $1 AND completed_on < $2
             UNION ALL
             SELECT "name" FROM ${schema}.archive WHERE state = 'failed' AND completed_on >= $1 AND completed_on < $2) f
      GROUP BY f."name" ORDER BY 2 DESC, 1`,
    today.start,
    today.end,
  );
  return { total: rows.reduce((sum, r) => sum + r.failed, 0), byQueue: rows };
}

async function kitchens(today: Day, at: Date): Promise<HealthAnswer["kitchens"]> {
  const since = new Date(at.getTime() - DAY_MS);
  const rows = await db().$queryRaw<
    Array<{ restaurantId: string; name: string; waiting: number; autoRejected: number }>
  >`
    SELECT r."id" AS "restaurantId", r."name",
           count(*) FILTER (WHERE o."kitchenStatus" = 'placed')::int AS "waiting",
           count(*) FILTER (WHERE o."kitchenStatus" = 'rejected')::int AS "autoRejected"
      FROM "Order" o JOIN "Restaurant" r ON r."id" = o."restaurantId"
     WHERE (o."kitchenStatus" = 'placed' AND o."cancelledAt" IS NULL AND o."paidAt" >= ${ts(since)}
            AND o."paidAt" + make_interval(mins => r."acceptWindowMinutes") < ${ts(at)})
        OR (o."kitchenStatus" = 'rejected' AND o."rejectReason" = ${NOT_ACCEPTED_REASON}
            AND o."rejectedAt" >= ${ts(today.start)} AND o."rejectedAt" < ${ts(today.end)})
     GROUP BY r."id", r."name"
     ORDER BY 3 DESC, 4 DESC, 2`;
  return {
    waiting: rows.reduce((sum, r) => sum + r.waiting, 0),
    autoRejectedToday: rows.reduce((sum, r) => sum + r.autoRejected, 0),
    restaurants: rows.slice(0, SHOWN),
  };
}

async function ridersOnline(): Promise<HealthAnswer["ridersOnline"]> {
  const rows = await db().$queryRaw<Array<{ city: string; online: number; busy: number }>>`
    SELECT min(trim(r."city")) AS "city", count(*)::int AS "online",
           count(*) FILTER (WHERE EXISTS (SELECT 1 FROM "Delivery" d
                                           WHERE d."riderId" = r."userId" AND d."state" IN ('assigned', 'picked_up')))::int AS "busy"
      FROM "Rider" r
     WHERE r."online"
     GROUP BY lower(trim(r."city"))
     ORDER BY 2 DESC, 1`;
  return { total: rows.reduce((sum, r) => sum + r.online, 0), byCity: rows.slice(0, SHOWN) };
}

/** The figures of the view of health at `at` (default now). */
export async function readHealth(admin: SessionUser | null, at = new Date()): Promise<HealthAnswer> {
  assertAdmin(admin);
  const date = istDate(at);
  const start = istDayStart(date);
  const today = { start, end: new Date(start.getTime() + DAY_MS) };
  const lastWeek = { start: new Date(start.getTime() - 7 * DAY_MS), end: new Date(start.getTime() - 6 * DAY_MS) };
  const [orders, payments, refunds, jobs, kitchenFigures, riders] = await Promise.all([
    ordersPerHour(today, lastWeek),
    paymentsFailedPerHour(today),
    refundsPending(today),
    jobsFailed(today),
    kitchens(today, at),
    ridersOnline(),
  ]);
  return {
    at: at.toISOString(),
    date,
    ordersPerHour: orders,
    paymentsFailedPerHour: payments,
    refundsPending: refunds,
    jobsFailed: jobs,
    kitchens: kitchenFigures,
    ridersOnline: riders,
  };
}
