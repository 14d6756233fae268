// GET /api/admin/orders - every order found by id, customer, restaurant, rider, IST dates and status, newest first,
// 25 a page (issue 33); admins only
import { searchOrders } from "@/lib/admin/orders";
import { AdminOrdersQuerySchema } from "@/lib/admin/orders-schemas";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "admin", query: AdminOrdersQuerySchema }, ({ user, query }) =>
  searchOrders(user, query),
);
