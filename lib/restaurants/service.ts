import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { formatMinute, isOpenNow } from "@/lib/restaurants/hours";
import { DEFAULT_PAGE_SIZE, isRecordId, MAX_PAGE, MAX_PAGE_SIZE, type RestaurantSort } from "@/lib/restaurants/schemas";
import {
  summaryColumnsSql,
  summarySelect,
  toRestaurantSummary,
  type RestaurantSummary,
  type SummaryRow,
} from "@/lib/restaurants/summary";
import { normalizeSearchText } from "@/lib/search/query";
import { restaurantMatchSql, restaurantScoreSql, searchSettingsSql } from "@/lib/search/sql";

export type { RestaurantSummary } from "@/lib/restaurants/summary";
export type { RestaurantSort } from "@/lib/restaurants/schemas";

export type RestaurantFilter = {
  sort?: RestaurantSort;
  /** Match any of these (spelled as the spec spells cuisines). */
  cuisines?: string[];
  q?: string;
  page?: number;
  pageSize?: number;
};

export type RestaurantPage = { restaurants: RestaurantSummary[]; page: number; pageSize: number; total: number };

/**
 * The order of a list. Rating is the average rounded as shown (so restaurants showing the same
 * rating fall back to their names), and restaurants without reviews come last. A search without
 * a sort is ordered by relevance. Names then ids break ties, so pages never overlap.
 */
function orderBySql(sort: RestaurantSort | undefined, q: string | null): Prisma.Sql {
  const tieBreak = Prisma.sql`r."name" ASC, r."id" ASC`;
  if (sort === "deliveryTime") return Prisma.sql`r."deliveryMinutes" ASC, ${tieBreak}`;
  if (sort === "rating") {
    return Prisma.sql`CASE WHEN r."ratingCount" > 0 THEN round(r."ratingTotal"::numeric / r."ratingCount", 1) END DESC NULLS LAST, ${tieBreak}`;
  }
  if (q) return Prisma.sql`${restaurantScoreSql(q)} DESC, ${tieBreak}`;
  return tieBreak;
}

function clamp(value: number | undefined, fallback: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(Math.max(Math.trunc(value), 1), max);
}

/**
 * One page of restaurants, filtered by cuisines (any of them, through the GIN index) and by a
 * typo-tolerant search over name, city and cuisines. Two queries (page and total) whatever the
 * filter, plus the search threshold when searching.
 */
export async function listRestaurants(filter: RestaurantFilter = {}, now: Date = new Date()): Promise<RestaurantPage> {
  const page = clamp(filter.page, 1, MAX_PAGE);
  const pageSize = clamp(filter.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const q = filter.q ? normalizeSearchText(filter.q) : null;
  const conditions: Prisma.Sql[] = [];
  if (filter.cuisines?.length) conditions.push(Prisma.sql`r."cuisines" && ${filter.cuisines}::text[]`);
  if (q) conditions.push(restaurantMatchSql(q));
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;

  const rowsSql = Prisma.sql`SELECT ${summaryColumnsSql} FROM "Restaurant" r ${where}
    ORDER BY ${orderBySql(filter.sort, q)} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  const countSql = Prisma.sql`SELECT count(*)::int AS "total" FROM "Restaurant" r ${where}`;

  let rows: SummaryRow[];
  let counted: Array<{ total: number }>;
  if (q) {
    [, rows, counted] = await db().$transaction([
      db().$queryRaw(searchSettingsSql()),
      db().$queryRaw<SummaryRow[]>(rowsSql),
      db().$queryRaw<Array<{ total: number }>>(countSql),
    ]);
  } else {
    [rows, counted] = await Promise.all([
      db().$queryRaw<SummaryRow[]>(rowsSql),
      db().$queryRaw<Array<{ total: number }>>(countSql),
    ]);
  }
  return {
    restaurants: rows.map((row) => toRestaurantSummary(row, now)),
    page,
    pageSize,
    total: counted[0]?.total ?? 0,
  };
}

/** One restaurant as its page shows it, or null when there is no such restaurant. */
export async function getRestaurant(id: string, now: Date = new Date()): Promise<RestaurantSummary | null> {
  if (!isRecordId(id)) return null;
  const row = await db().restaurant.findUnique({ where: { id }, select: summarySelect });
  return row ? toRestaurantSummary(row, now) : null;
}

/** Several restaurants by id in one query (e.g. the restaurants of favourite dishes). */
export async function getRestaurantsByIds(ids: string[], now: Date = new Date()): Promise<RestaurantSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db().restaurant.findMany({ where: { id: { in: [...new Set(ids)] } }, select: summarySelect });
  return rows.map((row) => toRestaurantSummary(row, now));
}

/** The owner's own restaurant as the owner area shows it. */
export type OwnerRestaurant = {
  id: string;
  name: string;
  imageUrl: string;
  address: string;
  city: string;
  state: string;
  cuisines: string[];
  /** "HH:MM" in the restaurant's time zone. */
  openTime: string;
  closeTime: string;
  timeZone: string;
  isOpen: boolean;
};

/** Read by owner, so no one sees another owner's restaurant through it. */
export async function getOwnerRestaurant(ownerId: string, now: Date = new Date()): Promise<OwnerRestaurant | null> {
  const row = await db().restaurant.findUnique({
    where: { ownerId },
    select: summarySelect,
  });
  if (!row) return null;
  const { openMinute, closeMinute, deliveryMinutes: _d, ratingCount: _c, ratingTotal: _t, ...rest } = row;
  return {
    ...rest,
    openTime: formatMinute(openMinute),
    closeTime: formatMinute(closeMinute),
    isOpen: isOpenNow({ openMinute, closeMinute, timeZone: row.timeZone }, now),
  };
}
