// POST /api/markRestaurantAsFavourite - a customer adds a restaurant to their favourites
import { toApiFavouriteIds } from "@/lib/favourites/api-shape";
import { FavouriteRestaurantSchema } from "@/lib/favourites/schemas";
import { addFavouriteRestaurant } from "@/lib/favourites/service";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "customer", body: FavouriteRestaurantSchema }, async ({ user, body }) => {
  const ids = await addFavouriteRestaurant(user, body);
  return toApiFavouriteIds("Restaurant marked as favourite", ids);
});
