// GET /api/getOrdersByCustomerId - the caller's paid orders, newest first, a page at a time
import { forbidden } from "@/lib/http/errors";
import { handler } from "@/lib/http/handler";
import { CustomerOrdersQuerySchema } from "@/lib/orders/schemas";
import { listCustomerOrders } from "@/lib/orders/service";

export const GET = handler({ auth: "customer", query: CustomerOrdersQuerySchema }, async ({ user, query }) => {
  if (query._id !== user.id) throw forbidden("You can only see your own orders");
  return listCustomerOrders(user.id, { status: query.status, page: query.page, pageSize: query.pageSize });
});
