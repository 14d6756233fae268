// GET /api/fetchRestaurants - anyone lists restaurants: sorted, filtered by cuisine and by where they deliver, searched, paginated (or all, up to a cap)
import { handler } from "@/lib/http/handler";
import { listWindow } from "@/lib/http/list-window";
import { toApiRestaurant } from "@/lib/restaurants/api-shape";
import { FetchRestaurantsQuerySchema } from "@/lib/restaurants/schemas";
import { listRestaurants } from "@/lib/restaurants/service";

export const GET = handler({ auth: "public", query: FetchRestaurantsQuerySchema }, async ({ request, query }) => {
  const { restaurants, page, pageSize, total } = await listRestaurants({ ...query, ...listWindow(request.url, query) });
  return { restaurants: restaurants.map(toApiRestaurant), page, pageSize, total };
});
