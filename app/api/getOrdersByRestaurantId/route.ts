// GET /api/getOrdersByRestaurantId - a restaurant owner's paid orders, newest first, a page at a time
import { handler } from "@/lib/http/handler";
import { ownRestaurantId } from "@/lib/owner/access";
import { listRestaurantOrders } from "@/lib/owner/orders-service";
import { RestaurantOrdersQuerySchema } from "@/lib/owner/schemas";

export const GET = handler({ auth: "restaurant", query: RestaurantOrdersQuerySchema }, async ({ user, query }) => {
  const restaurantId = ownRestaurantId(user, query._id);
  return listRestaurantOrders(restaurantId, { status: query.status, page: query.page, pageSize: query.pageSize });
});
