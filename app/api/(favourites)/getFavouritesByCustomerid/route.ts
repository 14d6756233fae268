// GET /api/getFavouritesByCustomerid - a customer reads their favourite restaurants and dishes
import { FavouritesQuerySchema } from "@/lib/favourites/schemas";
import { getFavourites } from "@/lib/favourites/service";
import { handler } from "@/lib/http/handler";
import { toApiRestaurant } from "@/lib/restaurants/api-shape";

export const GET = handler({ auth: "customer", query: FavouritesQuerySchema }, async ({ user, query }) => {
  const { restaurants, menuItems } = await getFavourites(user, { customerId: query._id });
  return {
    favouriteRestaurants: restaurants.map(toApiRestaurant),
    favouriteFoodItems: menuItems,
  };
});
