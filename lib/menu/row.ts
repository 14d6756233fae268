import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";

// A menu item's stored columns, listed once: the Prisma select below. Its row type is Prisma's payload
// of that select, and the raw SQL reads (the menu, search) take their column list from the same keys,
// so a new column is added here and nowhere else in the reads. Its wire schema (the OpenAPI answer every
// contract test checks against) is below it, so a new field's column and wire type are written in one file.

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
  outOfStockAt: true,
  outOfStockUntil: true,
  packagingPaise: true,
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

/** The menu item on the wire (toApiMenuItem in lib/menu/api-shape.ts makes it), as OpenAPI documents it. */
export const ApiMenuItemSchema = z
  .strictObject({
    _id: z.string(),
    name: z.string(),
    category: z.string(),
    price: z.number().meta({ description: "Rupees." }),
    type: z.enum(["veg", "non-veg"]),
    servesfor: z.number().int(),
    description: z.string(),
    imageUrl: z.string().meta({ description: "Absolute on APP_URL when it is set, else root-relative." }),
    restaurant_id: z.string(),
    packagingCharge: z.number().optional().meta({
      description: "Packaging charged per unit of the dish, rupees like price (issue 31); absent: none.",
    }),
    inStock: z.literal(false).optional().meta({
      description: "Only while its owner has marked it sold out (checkout refuses it, 409); absent: in stock.",
    }),
    outOfStockUntil: z.string().nullable().optional().meta({
      description: "Only while sold out: when it is back on sale by itself (ISO); null: until its owner says so.",
    }),
  })
  .meta({ description: "A dish in the spec's shape (lib/menu/api-shape.ts toApiMenuItem)." });
