// GET /api/getRestauarntById - anyone reads one restaurant (the path keeps the spec's spelling)
import { notFound } from "@/lib/http/errors";
import { handler } from "@/lib/http/handler";
import { toApiRestaurant } from "@/lib/restaurants/api-shape";
import { RestaurantIdQuerySchema } from "@/lib/restaurants/schemas";
import { getRestaurant } from "@/lib/restaurants/service";

export const GET = handler({ auth: "public", query: RestaurantIdQuerySchema }, async ({ query }) => {
  const restaurant = await getRestaurant(query._id);
  if (!restaurant) throw notFound("Restaurant");
  return { restaurant: toApiRestaurant(restaurant) };
});
