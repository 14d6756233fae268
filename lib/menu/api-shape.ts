import { absoluteUrl } from "@/lib/http/public-url";
import { groupMenu } from "@/lib/menu/grouping";
import { menuItemSelect, type MenuItemRow, type RawMenuItemRow } from "@/lib/menu/row";
import { stockFields } from "@/lib/menu/stock";

/** The columns whose wire name is the spec's own (`_id`, `servesfor`, rupees...), mapped one by one below. */
type Renamed =
  | "id"
  | "name"
  | "category"
  | "pricePaise"
  | "type"
  | "servesFor"
  | "description"
  | "imageUrl"
  | "restaurantId"
  | "outOfStockAt"
  | "outOfStockUntil"
  | "packagingPaise";

/**
 * A menu item in the spec's wire shape (`_id`, `servesfor`, `restaurant_id`), price in rupees, image URL
 * absolute when APP_URL is set. The one shape of a dish outside the database: every answer and every
 * component that shows a dish takes this (the owner's adds `public_id`, lib/owner/api-shape.ts).
 * The spec's fields keep its order; any other column of menuItemSelect follows under its own name,
 * so a new public column reaches the wire and its type without a change here. Columns a caller
 * selected beyond menuItemSelect (the owner's image id, an order's archivedAt) are left out.
 * The stock columns become `inStock` and `outOfStockUntil` as of `now` (lib/menu/stock.ts).
 */
export function toApiMenuItem(row: MenuItemRow | RawMenuItemRow, now: Date = new Date()) {
  const {
    id,
    name,
    category,
    pricePaise,
    type,
    servesFor,
    description,
    imageUrl,
    restaurantId,
    outOfStockAt,
    outOfStockUntil,
    packagingPaise,
    ...rest
  } = row;
  const sameNamed = Object.fromEntries(Object.entries(rest).filter(([column]) => column in menuItemSelect));
  return {
    _id: id,
    name,
    category,
    price: pricePaise / 100,
    type: type === "veg" ? ("veg" as const) : ("non-veg" as const),
    servesfor: servesFor,
    description,
    imageUrl: absoluteUrl(imageUrl),
    restaurant_id: restaurantId,
    // In rupees like price, and only when the dish has one (like inStock), so the spec's dish keeps its shape.
    ...(packagingPaise > 0 && { packagingCharge: packagingPaise / 100 }),
    ...stockFields({ outOfStockAt, outOfStockUntil }, now),
    ...(sameNamed as Omit<MenuItemRow, Renamed>),
  };
}

export type ApiMenuItem = ReturnType<typeof toApiMenuItem>;

/** The spec's `menuitems`: one group per category (in the spec's order), named `_id`, with its count. */
export function toApiMenuGroups(items: readonly ApiMenuItem[]) {
  return groupMenu(items).map((group) => ({
    _id: group.category,
    category_count: group.items.length,
    items: group.items,
  }));
}

export type ApiMenuGroup = ReturnType<typeof toApiMenuGroups>[number];
