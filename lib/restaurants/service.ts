import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { SPEC_LIST_CAP } from "@/lib/http/list-window";
import { DEFAULT_PAGE_SIZE, isRecordId, MAX_PAGE, type RestaurantSort } from "@/lib/restaurants/schemas";
import { deliversToSql, type PlaceFilter } from "@/lib/restaurants/delivery-filter";
import {
  summaryColumnsSql,
  summarySelect,
  toOwnerRestaurant,
  toRestaurantSummary,
  type OwnerRestaurant,
  type RestaurantSummary,
  type SummaryRow,
} from "@/lib/restaurants/summary";
import { normalizeSearchText } from "@/lib/search/query";
import {
  dishMatchSql,
  dishScoreSql,
  restaurantMatchSql,
  restaurantScoreSql,
  searchSettingsSql,
} from "@/lib/search/sql";
import { approvedSql, hasDishesSql, openFirstSql } from "@/lib/restaurants/open-sql";
import { formatRupees } from "@/lib/ui/format";
import { offerBadges } from "@/lib/offers/badges";

export type { OwnerRestaurant, RestaurantSummary } from "@/lib/restaurants/summary";
export type { RestaurantSort } from "@/lib/restaurants/schemas";

export type RestaurantFilter = PlaceFilter & {
  sort?: RestaurantSort;
  /** Match any of these (spelled as the spec spells cuisines). */
  cuisines?: string[];
  q?: string;
  page?: number;
  pageSize?: number;
};

/** A search result: the restaurant, and its best dish matching the search ("Paneer Tikka, ₹249") when one does. */
type RestaurantHit = RestaurantSummary & { matchedDish?: string; offerBadge?: string | null };

export type RestaurantPage = { restaurants: RestaurantHit[]; page: number; pageSize: number; total: number };

/**
 * The order of a list. Rating is the average rounded as shown (so restaurants showing the same
 * rating fall back to their names), and restaurants without reviews come last. A search without
 * a sort is ordered by relevance (a matching dish counts a little less than the name). Restaurants
 * taking orders now come before closed ones whatever the sort, in SQL so that pages agree. Names then
 * ids break ties, so pages never overlap.
 */
function orderBySql(sort: RestaurantSort | undefined, q: string | null, now: Date): Prisma.Sql {
  return Prisma.sql`${openFirstSql(now)}, ${chosenOrderSql(sort, q)}`;
}

function chosenOrderSql(sort: RestaurantSort | undefined, q: string | null): Prisma.Sql {
  const tieBreak = Prisma.sql`r."name" ASC, r."id" ASC`;
  if (sort === "deliveryTime") return Prisma.sql`r."deliveryMinutes" ASC, ${tieBreak}`;
  if (sort === "rating") {
    return Prisma.sql`CASE WHEN r."ratingCount" > 0 THEN round(r."ratingTotal"::numeric / r."ratingCount", 1) END DESC NULLS LAST, ${tieBreak}`;
  }
  if (q) return Prisma.sql`GREATEST(${restaurantScoreSql(q)}, 0.9 * COALESCE(d."score", 0)) DESC, ${tieBreak}`;
  return tieBreak;
}

type HitRow = SummaryRow & { dishName?: string | null; dishPricePaise?: number | null };

function clamp(value: number | undefined, fallback: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(Math.max(Math.trunc(value), 1), max);
}

/**
 * One page of restaurants, filtered by where they deliver (`city`, `pincode`), by cuisines (any of
 * them; both through GIN indexes) and by a typo-tolerant search over name, city and cuisines. Two
 * queries (page and total) whatever the filter, plus the search threshold when searching.
 */
export async function listRestaurants(filter: RestaurantFilter = {}, now: Date = new Date()): Promise<RestaurantPage> {
  const page = clamp(filter.page, 1, MAX_PAGE);
  // Callers page by at most MAX_PAGE_SIZE (the query schema says so); the unpaged spec call asks for the cap.
  const pageSize = clamp(filter.pageSize, DEFAULT_PAGE_SIZE, SPEC_LIST_CAP);
  const q = filter.q ? normalizeSearchText(filter.q) : null;
  // Listed publicly once the platform approved it and it has a dish on sale; its owner still sees it in the console.
  const conditions: Prisma.Sql[] = [approvedSql, hasDishesSql];
  const delivers = deliversToSql(filter);
  if (delivers) conditions.push(delivers);
  if (filter.cuisines?.length) conditions.push(Prisma.sql`r."cuisines" && ${filter.cuisines}::text[]`);
  // A restaurant matches by its name, city or cuisines, or by a dish on sale (the dropdown's dish search).
  if (q) {
    conditions.push(
      Prisma.sql`(${restaurantMatchSql(q)} OR r."id" IN (SELECT m."restaurantId" FROM "MenuItem" m WHERE ${dishMatchSql(q)}))`,
    );
  }
  const where = Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}`;
  // The best matching dish of each restaurant on the page, to say why it was found.
  const bestDish = q
    ? Prisma.sql`LEFT JOIN LATERAL (
        SELECT m."name", m."pricePaise", ${dishScoreSql(q)} AS "score" FROM "MenuItem" m
        WHERE m."restaurantId" = r."id" AND ${dishMatchSql(q)}
        ORDER BY "score" DESC, m."name" ASC LIMIT 1) d ON true`
    : Prisma.empty;
  const dishColumns = q ? Prisma.sql`, d."name" AS "dishName", d."pricePaise" AS "dishPricePaise"` : Prisma.empty;

  const rowsSql = Prisma.sql`SELECT ${summaryColumnsSql} ${dishColumns} FROM "Restaurant" r ${bestDish} ${where}
    ORDER BY ${orderBySql(filter.sort, q, now)} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  const countSql = Prisma.sql`SELECT count(*)::int AS "total" FROM "Restaurant" r ${where}`;

  let rows: HitRow[];
  let counted: Array<{ total: number }>;
  if (q) {
    [, rows, counted] = await db().$transaction([
      db().$queryRaw(searchSettingsSql()),
      db().$queryRaw<HitRow[]>(rowsSql),
      db().$queryRaw<Array<{ total: number }>>(countSql),
    ]);
  } else {
    [rows, counted] = await Promise.all([
      db().$queryRaw<HitRow[]>(rowsSql),
      db().$queryRaw<Array<{ total: number }>>(countSql),
    ]);
  }
  const badges = await offerBadges(
    rows.map((row) => row.id),
    now,
  );
  return {
    restaurants: rows.map(({ dishName, dishPricePaise, ...row }) => {
      const summary: RestaurantHit = { ...toRestaurantSummary(row, now), offerBadge: badges.get(row.id) ?? null };
      if (dishName && dishPricePaise !== null && dishPricePaise !== undefined) {
        // "₹249", not "₹249.00": the dish is named as the menu names it.
        summary.matchedDish = `${dishName}, ${formatRupees(dishPricePaise / 100).replace(/\.00$/, "")}`;
      }
      return summary;
    }),
    page,
    pageSize,
    total: counted[0]?.total ?? 0,
  };
}

/**
 * One restaurant as its page shows it, or null when there is no such restaurant, or when the platform has not
 * approved it (pending, rejected or suspended: a customer gets the 404 of an unknown id). `listedOnly: false` is
 * for its owner's preview only (lib/owner/preview.ts), which reads their own restaurant whatever its review.
 */
export async function getRestaurant(
  id: string,
  now: Date = new Date(),
  { listedOnly = true }: { listedOnly?: boolean } = {},
): Promise<(RestaurantSummary & { offerBadge: string | null }) | null> {
  if (!isRecordId(id)) return null;
  const row = await db().restaurant.findFirst({
    where: { id, ...(listedOnly && { reviewStatus: "approved" as const }) },
    select: summarySelect,
  });
  if (!row) return null;
  const badges = await offerBadges([row.id], now);
  return { ...toRestaurantSummary(row, now), offerBadge: badges.get(row.id) ?? null };
}

/** Several restaurants by id in one query (e.g. the restaurants of favourite dishes). */
export async function getRestaurantsByIds(ids: string[], now: Date = new Date()): Promise<RestaurantSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db().restaurant.findMany({ where: { id: { in: [...new Set(ids)] } }, select: summarySelect });
  return rows.map((row) => toRestaurantSummary(row, now));
}

/** The acting owner's restaurant, read by its owner, so no one sees another owner's restaurant through it. */
export async function getOwnerRestaurant(owner: SessionUser, now: Date = new Date()): Promise<OwnerRestaurant | null> {
  const row = await db().restaurant.findUnique({
    where: { ownerId: owner.id },
    select: summarySelect,
  });
  return row ? toOwnerRestaurant(row, now) : null;
}

/** Where a restaurant is, as sign-up and settings take it. */
export type RestaurantPlace = { name: string; address: string; city: string };

/**
 * Refuses (409) a second restaurant with the same name at the same address (case and spaces ignored):
 * two listings of one kitchen would split its orders and reviews. Run inside the transaction that
 * writes the restaurant; the advisory lock on the name and address makes two racing sign-ups wait for
 * each other, so the second sees the first.
 */
export async function assertNoTwinRestaurant(
  tx: Prisma.TransactionClient,
  place: RestaurantPlace,
  exceptId?: string,
): Promise<void> {
  const norm = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();
  const [name, address, city] = [norm(place.name), norm(place.address), norm(place.city)];
  await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`restaurant-place:${name}|${address}|${city}`}))::text`;
  const twins = await tx.$queryRaw<Array<{ id: string }>>`
    SELECT r."id" FROM "Restaurant" r
    WHERE lower(regexp_replace(btrim(r."name"), '[[:space:]]+', ' ', 'g')) = ${name}
      AND lower(regexp_replace(btrim(r."address"), '[[:space:]]+', ' ', 'g')) = ${address}
      AND lower(regexp_replace(btrim(r."city"), '[[:space:]]+', ' ', 'g')) = ${city}
      AND r."id" <> ${exceptId ?? ""}
    LIMIT 1`;
  if (twins.length > 0) {
    throw new AppError(409, "A restaurant with this name is already registered at this address", {
      name: ["A restaurant with this name is already registered at this address"],
    });
  }
}
