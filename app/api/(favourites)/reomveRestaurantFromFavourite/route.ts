// POST /api/reomveRestaurantFromFavourite - a customer removes a favourite restaurant (the spec's spelling)
import { toApiFavouriteIds } from "@/lib/favourites/api-shape";
import { FavouriteRestaurantSchema } from "@/lib/favourites/schemas";
import { removeFavouriteRestaurant } from "@/lib/favourites/service";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "customer", body: FavouriteRestaurantSchema }, async ({ user, body }) => {
  const ids = await removeFavouriteRestaurant(user, body);
  return toApiFavouriteIds("Restaurant removed from favourites", ids);
});
