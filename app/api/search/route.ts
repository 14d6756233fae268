// GET /api/search - anyone searches restaurants (name, city, cuisine) and dishes, tolerant of typos
import { handler } from "@/lib/http/handler";
import { toApiMenuItem } from "@/lib/menu/api-shape";
import { toApiRestaurant } from "@/lib/restaurants/api-shape";
import { SearchQuerySchema } from "@/lib/search/schemas";
import { searchCatalog } from "@/lib/search/service";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "public", query: SearchQuerySchema }, async ({ query }) => {
  const { restaurants, dishes } = await searchCatalog(query.q);
  return {
    restaurants: restaurants.map(toApiRestaurant),
    dishes: dishes.map((dish) => ({ ...toApiMenuItem(dish), restaurantName: dish.restaurantName })),
  };
});
