// GET /api/partnerReview - a restaurant owner or a delivery partner reads the platform's review of them: status, reason, what is missing (issue 33)
import { getOwnReview } from "@/lib/admin/partners-status";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "user" }, ({ user }) => getOwnReview(user));
