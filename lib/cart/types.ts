import type { ApiMenuItem } from "@/lib/menu/api-shape";

/** A menu item as the cart keeps it (the spec's `item` of a cart line). */
export type CartItem = {
  _id: string;
  name: string;
  /** Rupees, as the API sends them (2 decimals). */
  price: number;
  imageUrl: string;
  type: "veg" | "non-veg";
  restaurant_id: string;
  /** Kept with the item so the itemsInCart modal can name the cart's restaurant without a call. */
  restaurantName: string;
};

export type CartLine = { item: CartItem; quantity: number };

/** The spec's cart shape, persisted in localStorage under `cart`. */
export type CartState = { items: CartLine[]; totalPrice: number; totalQuantity: number };

/** A dish as the menu and favourites show it (the API's menu item), as the cart keeps it. */
export function toCartItem(
  item: Pick<ApiMenuItem, "_id" | "name" | "price" | "imageUrl" | "type" | "restaurant_id">,
  restaurantName: string,
): CartItem {
  return {
    _id: item._id,
    name: item.name,
    price: item.price,
    imageUrl: item.imageUrl,
    type: item.type,
    restaurant_id: item.restaurant_id,
    restaurantName,
  };
}
