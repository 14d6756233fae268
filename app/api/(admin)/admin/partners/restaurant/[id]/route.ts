// GET /api/admin/partners/restaurant/[id] - one restaurant's review: details, checks, decisions open, history (issue 33); admins only
import { restaurantPartner } from "@/lib/admin/partners";
import { partnerIdOf } from "@/lib/admin/partners-schemas";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "admin" }, ({ user, params }) =>
  restaurantPartner(user, partnerIdOf(params, "Restaurant")),
);
