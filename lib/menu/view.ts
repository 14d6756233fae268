/** A menu item as customers see it; prices in rupees for display and in paise for arithmetic. */
export type MenuItemView = {
  id: string;
  restaurantId: string;
  name: string;
  category: string;
  price: number;
  pricePaise: number;
  type: "veg" | "non-veg";
  servesFor: number;
  description: string;
  imageUrl: string;
};

/** The columns a view is made from (never the image's public id, which is the owner's business). */
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
} as const;

/** A menu item row; `type` is Prisma's enum key (`non_veg`) or, from raw SQL, the stored value. */
export type MenuItemRow = {
  id: string;
  restaurantId: string;
  name: string;
  category: string;
  pricePaise: number;
  type: "veg" | "non_veg" | "non-veg";
  servesFor: number;
  description: string;
  imageUrl: string;
};

export function toMenuItemView(row: MenuItemRow): MenuItemView {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    name: row.name,
    category: row.category,
    price: row.pricePaise / 100,
    pricePaise: row.pricePaise,
    type: row.type === "veg" ? "veg" : "non-veg",
    servesFor: row.servesFor,
    description: row.description,
    imageUrl: row.imageUrl,
  };
}
