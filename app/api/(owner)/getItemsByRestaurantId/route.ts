// GET /api/getItemsByRestaurantId - a restaurant owner's dishes on sale, newest first, optionally searched
import { handler } from "@/lib/http/handler";
import { listOwnerMenuItems } from "@/lib/owner/menu-service";
import { OwnerItemsQuerySchema } from "@/lib/owner/schemas";

export const GET = handler({ auth: "restaurant", query: OwnerItemsQuerySchema }, async ({ user, query }) => ({
  items: await listOwnerMenuItems(user, { restaurantId: query.restaurant_id, q: query.q }),
}));
