// POST /api/markRestaurantAsFavourite - a customer adds a restaurant to their favourites
import { toApiFavouriteIds } from "@/lib/favourites/api-shape";
import { FavouriteRestaurantSchema } from "@/lib/favourites/schemas";
import { addFavouriteRestaurant, assertOwnFavourites } from "@/lib/favourites/service";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "customer", body: FavouriteRestaurantSchema }, async ({ user, body }) => {
  assertOwnFavourites(user, body.user_id);
  const ids = await addFavouriteRestaurant(user.id, body.restaurant_id);
  return toApiFavouriteIds("Restaurant marked as favourite", ids);
});
