// GET /api/fetchRestaurants - anyone lists restaurants: sorted, filtered by cuisine, searched, paginated
import { handler } from "@/lib/http/handler";
import { toApiRestaurant } from "@/lib/restaurants/api-shape";
import { FetchRestaurantsQuerySchema } from "@/lib/restaurants/schemas";
import { listRestaurants } from "@/lib/restaurants/service";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "public", query: FetchRestaurantsQuerySchema }, async ({ query }) => {
  const { restaurants, page, pageSize, total } = await listRestaurants(query);
  return { restaurants: restaurants.map(toApiRestaurant), page, pageSize, total };
});
