// GET /api/admin/orders/[id] - one order with its bill, timeline, payments, refunds, ledger entries, messages sent,
// delivery and rider's track, and help threads (issue 33); admins only
import { adminOrderDetail } from "@/lib/admin/orders-detail";
import { orderIdOf } from "@/lib/admin/orders-schemas";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "admin" }, ({ user, params }) => adminOrderDetail(user, orderIdOf(params)));
