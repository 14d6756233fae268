import "server-only";
import { ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { MENU_CATEGORIES } from "@/lib/menu/schemas";
import { toDashboardDetails, type DashboardDetails } from "@/lib/owner/api-shape";

export type { DashboardDetails } from "@/lib/owner/api-shape";

type DashboardRow = {
  totalOrders: number;
  totalRevenuePaise: bigint | number;
  totalCustomers: number;
  totalMenuItems: number;
  categories: Array<{ category: string; count: number }> | null;
  revenue: Array<{ month: number; revenuePaise: number }> | null;
  years: number[] | null;
};

/**
 * The dashboard's one statement: totals (orders, revenue, customers) and the chosen year's months
 * from the restaurant's month roll-ups (a dozen rows a year however many orders and customers), the
 * menu from MenuItem by (restaurantId, category). Exported for the benchmark's EXPLAIN.
 */
export function dashboardQuery(restaurantId: string, year: number): Prisma.Sql {
  return Prisma.sql`
    WITH months AS MATERIALIZED (
      SELECT "month", "orders", "revenuePaise", "customers" FROM "RestaurantMonthStats"
      WHERE "restaurantId" = ${restaurantId}
    ), categories AS (
      SELECT "category", count(*)::int AS "count" FROM "MenuItem"
      WHERE "restaurantId" = ${restaurantId} AND "archivedAt" IS NULL
      GROUP BY "category"
    )
    SELECT
      (SELECT COALESCE(sum("orders"), 0)::int FROM months) AS "totalOrders",
      (SELECT COALESCE(sum("revenuePaise"), 0)::bigint FROM months) AS "totalRevenuePaise",
      (SELECT COALESCE(sum("customers"), 0)::int FROM months) AS "totalCustomers",
      (SELECT COALESCE(sum("count"), 0)::int FROM categories) AS "totalMenuItems",
      (SELECT json_agg(json_build_object('category', "category", 'count', "count")) FROM categories) AS "categories",
      (SELECT json_agg(json_build_object('month', EXTRACT(MONTH FROM "month")::int - 1, 'revenuePaise', "revenuePaise"))
        FROM months
        WHERE "month" >= make_date(${year}::int, 1, 1) AND "month" < make_date(${year}::int + 1, 1, 1)) AS "revenue",
      (SELECT array_agg(DISTINCT EXTRACT(YEAR FROM "month")::int ORDER BY EXTRACT(YEAR FROM "month")::int DESC)
        FROM months WHERE "orders" > 0) AS "years"`;
}

const categoryRank = (category: string) => {
  const index = (MENU_CATEGORIES as readonly string[]).indexOf(category);
  return index === -1 ? MENU_CATEGORIES.length : index;
};

/**
 * The dashboard of the acting owner's restaurant (a `restaurantId` the request names must be it) for
 * `year`: all-time totals (revenue of delivered orders, paid orders, customers, menu items), menu items
 * per category, and each month's revenue of `year` (Asia/Kolkata months, all twelve).
 */
export async function getDashboardDetails(
  owner: SessionUser,
  { restaurantId: requested, year }: { restaurantId?: string; year: number },
): Promise<DashboardDetails> {
  const restaurantId = ownRestaurantId(owner, requested);
  const [row] = await db().$queryRaw<DashboardRow[]>(dashboardQuery(restaurantId, year));
  const categories = [...(row?.categories ?? [])].sort(
    (a, b) => categoryRank(a.category) - categoryRank(b.category) || a.category.localeCompare(b.category),
  );
  return toDashboardDetails({
    totalRevenuePaise: row?.totalRevenuePaise ?? 0,
    totalOrders: row?.totalOrders ?? 0,
    totalMenuItems: row?.totalMenuItems ?? 0,
    totalCustomers: row?.totalCustomers ?? 0,
    categories,
    monthRevenuePaise: new Map((row?.revenue ?? []).map((m) => [m.month, m.revenuePaise])),
    years: row?.years ?? [],
  });
}
