import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { toApiMenuGroups, toApiMenuItem, type ApiMenuGroup } from "@/lib/menu/api-shape";
import { createMenuCache } from "@/lib/menu/cache";
import { menuItemColumnsSql, type RawMenuItemRow } from "@/lib/menu/row";
import { isRecordId } from "@/lib/restaurants/schemas";

/** A dish row of the menu query; all null for a restaurant with nothing on sale. */
type MenuRow = { [K in keyof RawMenuItemRow]: RawMenuItemRow[K] | null };

/**
 * A restaurant's menu in the spec's wire shape (`menuitems`), grouped by category; archived items are left out.
 * Null when there is no such restaurant, or when the platform has not approved it (issue 33: not listed);
 * `listedOnly: false` is for its owner's preview only (lib/owner/preview.ts).
 *
 * The busiest read of the app, so it is one query that also tells an unknown restaurant (no row)
 * from an empty menu (one row without a dish). Raw SQL because a profile of this call under load
 * spent about 40% of its CPU compiling Prisma's query (its WASM query compiler); a raw query skips
 * that step and costs about half as much per request.
 */
export async function getMenu(
  restaurantId: string,
  { listedOnly = true }: { listedOnly?: boolean } = {},
): Promise<ApiMenuGroup[] | null> {
  const listed = listedOnly ? Prisma.sql`AND r."reviewStatus" = 'approved'` : Prisma.empty;
  const rows = await db().$queryRaw<MenuRow[]>(Prisma.sql`
    SELECT ${menuItemColumnsSql("m")}
    FROM "Restaurant" r
    LEFT JOIN "MenuItem" m ON m."restaurantId" = r."id" AND m."archivedAt" IS NULL
    WHERE r."id" = ${restaurantId} ${listed}
    ORDER BY m."name" ASC, m."id" ASC`);
  if (rows.length === 0) return null;
  const dishes = rows.filter((row): row is RawMenuItemRow => row.id !== null);
  return toApiMenuGroups(dishes.map((dish) => toApiMenuItem(dish)));
}

const menuCache = createMenuCache(getMenu);

/** getMenu through a per-instance cache of a few seconds: for the public menu call and page, never for orders. */
export function getCachedMenu(restaurantId: string): Promise<ApiMenuGroup[] | null> {
  if (!isRecordId(restaurantId)) return Promise.resolve(null);
  return menuCache.get(restaurantId);
}

/** Forgets a restaurant's cached menu; every change to its dishes calls this. */
export function invalidateMenu(restaurantId: string): void {
  menuCache.invalidate(restaurantId);
}
