// POST /api/admin/orders/refund - the platform refunds a part of a paid order's online payment, with a reason
// (issue 33); admins only
import { refundOrderByAdmin } from "@/lib/admin/orders";
import { AdminRefundSchema } from "@/lib/admin/orders-schemas";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "admin", body: AdminRefundSchema }, ({ user, body }) =>
  refundOrderByAdmin(user, body),
);
