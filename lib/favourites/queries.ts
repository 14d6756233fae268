import { apiFetch } from "@/lib/api/client";
import type {
  FavouriteAnswer,
  FavouriteKind,
  FavouriteMenuItemRequest,
  FavouriteRestaurantRequest,
} from "@/lib/favourites/contract";

// The browser's side of the favourite calls, on the spec's paths and fields (its spelling of
// "reomve" included). No query keys: the answer goes into the viewer (lib/viewer/use-viewer.ts).

export type FavouriteChange = { kind: FavouriteKind; id: string; userId: string; on: boolean };

const PATHS: Record<FavouriteKind, { on: string; off: string }> = {
  restaurant: { on: "/api/markRestaurantAsFavourite", off: "/api/reomveRestaurantFromFavourite" },
  menuItem: { on: "/api/markFoodItemAsFavourite", off: "/api/removeFoodItemFromFavourite" },
};

/** Marks or unmarks one restaurant or food item; throws `ApiError` on failure. */
export function changeFavourite({ kind, id, userId, on }: FavouriteChange): Promise<FavouriteAnswer> {
  const json: FavouriteRestaurantRequest | FavouriteMenuItemRequest =
    kind === "restaurant" ? { restaurant_id: id, user_id: userId } : { menuitem_id: id, user_id: userId };
  return apiFetch<FavouriteAnswer>(on ? PATHS[kind].on : PATHS[kind].off, {
    method: "POST",
    json,
    usertype: "customer",
  });
}
