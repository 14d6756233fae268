import type { z } from "zod";
import type { toApiFavouriteIds } from "@/lib/favourites/api-shape";
import type { FavouriteMenuItemSchema, FavouriteRestaurantSchema } from "@/lib/favourites/schemas";

// The favourite calls' types, written once for the handlers and the hearts. Types only.

export type FavouriteKind = "restaurant" | "menuItem";

/** `POST /api/markRestaurantAsFavourite` and `/api/reomveRestaurantFromFavourite` (the spec's spelling). */
export type FavouriteRestaurantRequest = z.input<typeof FavouriteRestaurantSchema>;

/** `POST /api/markFoodItemAsFavourite` and `/api/removeFoodItemFromFavourite`. */
export type FavouriteMenuItemRequest = z.input<typeof FavouriteMenuItemSchema>;

/** The caller's favourite ids after the change, as every favourite call answers. */
export type FavouriteAnswer = ReturnType<typeof toApiFavouriteIds>;
