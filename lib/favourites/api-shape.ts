import type { FavouriteIds } from "@/lib/favourites/service";

/** The answer of the four favourite calls: what the caller's favourites are after the change. */
export function toApiFavouriteIds(message: string, ids: FavouriteIds) {
  return { message, favouriteRestaurants: ids.restaurantIds, favouriteFoodItems: ids.menuItemIds };
}
