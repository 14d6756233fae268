import "server-only";
import { ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import type { SettlementAnswer } from "@/lib/money/contract";
import { MAX_SETTLEMENT_DAYS, type SettlementQuery } from "@/lib/money/schemas";
import {
  addDays,
  daysBetween,
  istDate,
  istDayStart,
  settlementCsv,
  settlementRows,
  weekStart,
  type DaySums,
} from "@/lib/money/settlement";

// The owner's settlement (docs/money.md, "Settlement"): their restaurant's ledger summed per IST day, in rows per
// day or week. Only the acting owner's own restaurant: the query names none.

/** Without dates: the last 14 days by day, the last 12 weeks (from a Monday) by week, up to today in IST. */
function rangeOf(query: SettlementQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? istDate(now);
  const from = query.from ?? (query.by === "day" ? addDays(to, -13) : addDays(weekStart(to), -7 * 11));
  if (from > to) throw new AppError(422, "From must not be after To", { from: ["From must not be after To"] });
  if (daysBetween(from, to) >= MAX_SETTLEMENT_DAYS) {
    const message = `The range can be at most ${MAX_SETTLEMENT_DAYS} days`;
    throw new AppError(422, message, { from: [message] });
  }
  return { from, to };
}

type SumRow = { date: string; kind: string; account: string; paise: bigint | number; orders: bigint | number };

/** The restaurant's ledger from..to, summed per IST day, kind and account. */
async function daySums(restaurantId: string, from: string, to: string): Promise<DaySums[]> {
  const rows = await db().$queryRaw<SumRow[]>`
    SELECT to_char(("at" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS "date",
           "kind"::text AS "kind", "account"::text AS "account", sum("amountPaise") AS "paise",
           count(DISTINCT "orderId") AS "orders"
    FROM "LedgerEntry"
    WHERE "restaurantId" = ${restaurantId} AND "at" >= ${istDayStart(from)} AND "at" < ${istDayStart(addDays(to, 1))}
    GROUP BY 1, 2, 3`;
  const days = new Map<string, DaySums & { sums: Record<string, number> }>();
  for (const row of rows) {
    const day = days.get(row.date) ?? { date: row.date, paidOrders: 0, sums: {} };
    day.sums[`${row.kind}:${row.account}`] = Number(row.paise);
    // Every paid order has a customer entry: their count is the day's orders.
    if (row.kind === "order_paid" && row.account === "customer") day.paidOrders = Number(row.orders);
    days.set(row.date, day);
  }
  // Cash taken at the door by the restaurant itself (not by a rider), on the day it was collected.
  const cash = await db().$queryRaw<Array<{ date: string; paise: bigint | number }>>`
    SELECT to_char(("codCollectedAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS "date",
           sum("totalPaise") AS "paise"
    FROM "Order"
    WHERE "restaurantId" = ${restaurantId} AND "codCollectedVia" = 'cash'
      -- Cash a delivery partner took is handed over by the rider (docs/riders.md), not kept by the restaurant.
      AND NOT EXISTS (SELECT 1 FROM "Delivery" d WHERE d."orderId" = "Order"."id" AND d."cashCollectedPaise" > 0)
      AND "codCollectedAt" >= ${istDayStart(from)} AND "codCollectedAt" < ${istDayStart(addDays(to, 1))}
    GROUP BY 1`;
  for (const row of cash) {
    const day = days.get(row.date) ?? { date: row.date, paidOrders: 0, sums: {} };
    days.set(row.date, { ...day, cashCollectedPaise: Number(row.paise) });
  }
  return [...days.values()];
}

/** GET /api/settlement: the acting owner's settlement for the query's range. */
export async function getSettlement(
  owner: SessionUser,
  query: SettlementQuery,
  now = new Date(),
): Promise<SettlementAnswer> {
  const restaurantId = ownRestaurantId(owner, undefined, "Only a restaurant's owner can read its settlement");
  const { from, to } = rangeOf(query, now);
  const { rows, totals } = settlementRows(await daySums(restaurantId, from, to), from, to, query.by);
  return { from, to, by: query.by, rows, totals };
}

/** GET /api/settlementCsv: the same rows as a CSV download. */
export async function getSettlementCsv(
  owner: SessionUser,
  query: SettlementQuery,
  now = new Date(),
): Promise<Response> {
  const settlement = await getSettlement(owner, query, now);
  return new Response(settlementCsv(settlement.rows), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="settlement-${settlement.from}-to-${settlement.to}-by-${settlement.by}.csv"`,
      "cache-control": "private, no-store",
    },
  });
}
