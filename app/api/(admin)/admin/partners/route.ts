// GET /api/admin/partners - restaurants or delivery partners in a review status, newest first, with their checks (issue 33); admins only
import { listPartners } from "@/lib/admin/partners";
import { PartnerListQuerySchema } from "@/lib/admin/partners-schemas";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "admin", query: PartnerListQuerySchema }, ({ user, query }) =>
  listPartners(user, query),
);
