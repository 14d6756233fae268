// GET /api/getOrdersByCustomerId - the caller's paid orders, newest first, a page at a time (or all, up to a cap)
import { handler } from "@/lib/http/handler";
import { listWindow } from "@/lib/http/list-window";
import { CustomerOrdersQuerySchema } from "@/lib/orders/schemas";
import { listCustomerOrders } from "@/lib/orders/list";

export const GET = handler({ auth: "customer", query: CustomerOrdersQuerySchema }, async ({ request, user, query }) =>
  listCustomerOrders(user, { customerId: query._id, status: query.status, ...listWindow(request.url, query) }),
);
