// POST /api/admin/partners/review - approve, reject, suspend or reinstate a restaurant or a delivery partner (issue 33); admins only
import { reviewPartner } from "@/lib/admin/partners-review";
import { PartnerReviewSchema } from "@/lib/admin/partners-schemas";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "admin", body: PartnerReviewSchema }, ({ user, body }) =>
  reviewPartner(user, body),
);
