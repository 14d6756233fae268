// GET /api/getDashboardDetails - a restaurant owner's dashboard figures for one year (Asia/Kolkata months)
import { handler } from "@/lib/http/handler";
import { ownRestaurantId } from "@/lib/owner/access";
import { getDashboardDetails } from "@/lib/owner/dashboard";
import { currentStatsYear } from "@/lib/owner/months";
import { DashboardQuerySchema } from "@/lib/owner/schemas";

export const GET = handler({ auth: "restaurant", query: DashboardQuerySchema }, async ({ user, query }) => {
  const restaurantId = ownRestaurantId(user, query._id);
  return { dashboardDetails: await getDashboardDetails(restaurantId, query.year ?? currentStatsYear()) };
});
