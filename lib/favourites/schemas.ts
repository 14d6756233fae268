import { z } from "zod";
import { recordId } from "@/lib/http/record-id";

// The spec's favourite calls name the customer in the body or query; it must be the caller.

export const FavouriteRestaurantSchema = z.object({
  restaurant_id: recordId("restaurant_id"),
  user_id: recordId("user_id"),
});

export const FavouriteMenuItemSchema = z.object({
  menuitem_id: recordId("menuitem_id"),
  user_id: recordId("user_id"),
});

export const FavouritesQuerySchema = z.object({ _id: recordId("_id") });
