import { Prisma } from "@/lib/generated/prisma/client";

// A menu item's stored columns, listed once: the Prisma select below. Its row type is Prisma's payload
// of that select, and the raw SQL reads (the menu, search) take their column list from the same keys,
// so a new column is added here and nowhere else in the reads.

/** The columns every answer's menu item is made from (never the image's public id, which is the owner's business). */
export const menuItemSelect = {
  id: true,
  restaurantId: true,
  name: true,
  category: true,
  pricePaise: true,
  type: true,
  servesFor: true,
  description: true,
  imageUrl: true,
} as const satisfies Prisma.MenuItemSelect;

/** A menu item row as a Prisma select of menuItemSelect gives it (`type` is the enum's key, `non_veg`). */
export type MenuItemRow = Prisma.MenuItemGetPayload<{ select: typeof menuItemSelect }>;

/** The same row from raw SQL: `type` is the stored value (`non-veg`), read as text. */
export type RawMenuItemRow = Omit<MenuItemRow, "type"> & { type: "veg" | "non-veg" };

/** menuItemSelect's columns for raw SQL over "MenuItem" aliased `alias`; the enum is read as text. */
export function menuItemColumnsSql(alias: string): Prisma.Sql {
  if (!/^[a-z]+$/.test(alias)) throw new Error(`Not a table alias: ${alias}`);
  const columns = Object.keys(menuItemSelect).map((column) =>
    column === "type" ? `${alias}."type"::text AS "type"` : `${alias}."${column}"`,
  );
  return Prisma.raw(columns.join(", "));
}
