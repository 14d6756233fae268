import { apiFetch } from "@/lib/api/client";

// The browser's side of the favourite calls, on the spec's paths and fields (its spelling of
// "reomve" included). Every answer carries the caller's favourite ids after the change.

export type FavouriteKind = "restaurant" | "menuItem";

/** The caller's favourite ids after the change, as every favourite call answers. */
export type FavouriteAnswer = { message: string; favouriteRestaurants: string[]; favouriteFoodItems: string[] };

export type FavouriteChange = { kind: FavouriteKind; id: string; userId: string; on: boolean };

const PATHS: Record<FavouriteKind, { on: string; off: string }> = {
  restaurant: { on: "/api/markRestaurantAsFavourite", off: "/api/reomveRestaurantFromFavourite" },
  menuItem: { on: "/api/markFoodItemAsFavourite", off: "/api/removeFoodItemFromFavourite" },
};

/** Marks or unmarks one restaurant or food item; throws `ApiError` on failure. */
export function changeFavourite({ kind, id, userId, on }: FavouriteChange): Promise<FavouriteAnswer> {
  const json = kind === "restaurant" ? { restaurant_id: id, user_id: userId } : { menuitem_id: id, user_id: userId };
  return apiFetch<FavouriteAnswer>(on ? PATHS[kind].on : PATHS[kind].off, {
    method: "POST",
    json,
    usertype: "customer",
  });
}
