// GET /api/admin/overview - the view of health: orders, failed payments, pending refunds, failed jobs, silent
// kitchens and riders online (issue 33); admins only
import { readHealth } from "@/lib/admin/health-service";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "admin" }, ({ user }) => readHealth(user));
