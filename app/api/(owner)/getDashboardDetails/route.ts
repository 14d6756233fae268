// GET /api/getDashboardDetails - a restaurant owner's dashboard figures for one year (Asia/Kolkata months)
import { handler } from "@/lib/http/handler";
import { getDashboardDetails } from "@/lib/owner/dashboard";
import { currentStatsYear } from "@/lib/owner/months";
import { DashboardQuerySchema } from "@/lib/owner/schemas";

export const GET = handler({ auth: "restaurant", query: DashboardQuerySchema }, async ({ user, query }) => ({
  dashboardDetails: await getDashboardDetails(user, {
    restaurantId: query._id,
    year: query.year ?? currentStatsYear(),
  }),
}));
