// POST /api/admin/orders/cancel - the platform cancels an order not delivered or cancelled, with a full, partial or no
// refund and a reason (issue 33); admins only
import { cancelOrderByAdmin } from "@/lib/admin/orders";
import { AdminCancelSchema } from "@/lib/admin/orders-schemas";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "admin", body: AdminCancelSchema }, ({ user, body }) =>
  cancelOrderByAdmin(user, body),
);
