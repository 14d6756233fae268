// GET /api/getOrdersByRestaurantId - a restaurant owner's paid orders, newest first, a page at a time (or all, up to a cap)
import { handler } from "@/lib/http/handler";
import { listWindow } from "@/lib/http/list-window";
import { listRestaurantOrders } from "@/lib/orders/list";
import { RestaurantOrdersQuerySchema } from "@/lib/owner/schemas";

export const GET = handler(
  { auth: "restaurant", query: RestaurantOrdersQuerySchema },
  async ({ request, user, query }) =>
    listRestaurantOrders(user, { restaurantId: query._id, status: query.status, ...listWindow(request.url, query) }),
);
