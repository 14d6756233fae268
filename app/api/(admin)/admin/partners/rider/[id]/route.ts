// GET /api/admin/partners/rider/[id] - one delivery partner's review: details, checks, decisions open, history (issue 33); admins only
import { riderPartner } from "@/lib/admin/partners";
import { partnerIdOf } from "@/lib/admin/partners-schemas";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "admin" }, ({ user, params }) =>
  riderPartner(user, partnerIdOf(params, "Delivery partner")),
);
