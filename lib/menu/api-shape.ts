import { absoluteUrl } from "@/lib/http/public-url";
import type { MenuGroup } from "@/lib/menu/grouping";
import type { MenuItemView } from "@/lib/menu/view";

/** A menu item in the spec's wire shape (`_id`, `servesfor`, `restaurant_id`), price in rupees, image URL absolute when APP_URL is set. */
export function toApiMenuItem(item: MenuItemView) {
  return {
    _id: item.id,
    name: item.name,
    category: item.category,
    price: item.price,
    type: item.type,
    servesfor: item.servesFor,
    description: item.description,
    imageUrl: absoluteUrl(item.imageUrl),
    restaurant_id: item.restaurantId,
  };
}

export type ApiMenuItem = ReturnType<typeof toApiMenuItem>;

/** The spec's `menuitems`: one group per category, named `_id`, with its count. */
export function toApiMenuGroups(groups: readonly MenuGroup[]) {
  return groups.map((group) => ({
    _id: group.category,
    category_count: group.items.length,
    items: group.items.map(toApiMenuItem),
  }));
}

export type ApiMenuGroup = ReturnType<typeof toApiMenuGroups>[number];
