// GET /api/getItemsByRestaurantId - a restaurant owner's dishes on sale, newest first, optionally searched
import { handler } from "@/lib/http/handler";
import { ownRestaurantId } from "@/lib/owner/access";
import { listOwnerMenuItems } from "@/lib/owner/menu-service";
import { OwnerItemsQuerySchema } from "@/lib/owner/schemas";

export const GET = handler({ auth: "restaurant", query: OwnerItemsQuerySchema }, async ({ user, query }) => {
  const restaurantId = ownRestaurantId(user, query.restaurant_id);
  return { items: await listOwnerMenuItems(restaurantId, { q: query.q }) };
});
