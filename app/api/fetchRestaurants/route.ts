// GET /api/fetchRestaurants - anyone lists the restaurants
import { handler } from "@/lib/http/handler";
import { toApiRestaurant } from "@/lib/restaurants/api-shape";
import { listRestaurants } from "@/lib/restaurants/service";

export const dynamic = "force-dynamic";

export const GET = handler({ auth: "public" }, async () => {
  const restaurants = await listRestaurants();
  return { restaurants: restaurants.map(toApiRestaurant) };
});
