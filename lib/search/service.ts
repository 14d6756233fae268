import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { toApiMenuItem, type ApiMenuItem } from "@/lib/menu/api-shape";
import { menuItemColumnsSql, type RawMenuItemRow } from "@/lib/menu/row";
import { approvedSql, hasDishesSql } from "@/lib/restaurants/open-sql";
import { deliversToSql, type PlaceFilter } from "@/lib/restaurants/delivery-filter";
import {
  summaryColumnsSql,
  toRestaurantSummary,
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

const DEFAULT_SEARCH_LIMIT = 10;
const MAX_SEARCH_LIMIT = 50;

type DishHit = ApiMenuItem & { restaurantName: string };
export type SearchResults = { restaurants: RestaurantSummary[]; dishes: DishHit[] };

/**
 * Restaurants by name, city or cuisine and dishes on sale by name, best matches first, tolerant
 * of case and small typos ("biriyani", "panner", "hydrabad"). Queries under two characters find
 * nothing. With a place, only restaurants that deliver there and their dishes. One transaction: the
 * search settings, then one query per list.
 */
export async function searchCatalog(
  q: string,
  limit: number = DEFAULT_SEARCH_LIMIT,
  now: Date = new Date(),
  place: PlaceFilter = {},
): Promise<SearchResults> {
  const text = normalizeSearchText(q);
  if (!text) return { restaurants: [], dishes: [] };
  const take = Math.min(Math.max(Math.trunc(limit) || DEFAULT_SEARCH_LIMIT, 1), MAX_SEARCH_LIMIT);
  const delivers = deliversToSql(place);
  // Only restaurants the platform approved, with a dish on sale, are listed publicly.
  const restaurantWhere = Prisma.sql`${restaurantMatchSql(text)} AND ${approvedSql} AND ${hasDishesSql}${delivers ? Prisma.sql` AND ${delivers}` : Prisma.empty}`;
  // Dishes of approved restaurants (that deliver there): the join is inside, so the limit counts only those.
  const dishRestaurant = Prisma.sql`JOIN "Restaurant" r ON r."id" = m."restaurantId" AND ${approvedSql}${
    delivers ? Prisma.sql` AND ${delivers}` : Prisma.empty
  }`;

  const [, restaurantRows, dishRows] = await db().$transaction([
    db().$queryRaw(searchSettingsSql()),
    db().$queryRaw<SummaryRow[]>(Prisma.sql`
      SELECT ${summaryColumnsSql} FROM "Restaurant" r
      WHERE ${restaurantWhere}
      ORDER BY ${restaurantScoreSql(text)} DESC, r."name" ASC, r."id" ASC
      LIMIT ${take}`),
    // The best dishes first, then their restaurants' names for just those rows.
    db().$queryRaw<Array<RawMenuItemRow & { restaurantName: string }>>(Prisma.sql`
      SELECT ${menuItemColumnsSql("m")}, r."name" AS "restaurantName"
      FROM (
        SELECT ${menuItemColumnsSql("m")}, ${dishScoreSql(text)} AS "score"
        FROM "MenuItem" m ${dishRestaurant}
        WHERE ${dishMatchSql(text)}
        ORDER BY "score" DESC, m."name" ASC, m."id" ASC
        LIMIT ${take}
      ) m
      JOIN "Restaurant" r ON r."id" = m."restaurantId"
      ORDER BY m."score" DESC, m."name" ASC, m."id" ASC`),
  ]);

  return {
    restaurants: restaurantRows.map((row) => toRestaurantSummary(row, now)),
    dishes: dishRows.map(({ restaurantName, ...row }) => ({ ...toApiMenuItem(row), restaurantName })),
  };
}
