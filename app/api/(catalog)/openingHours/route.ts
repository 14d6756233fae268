// GET /api/openingHours?restaurantId= - anyone reads a restaurant's week of opening windows and upcoming closures
import { handler } from "@/lib/http/handler";
import { OpeningHoursQuerySchema } from "@/lib/restaurants/hours-schemas";
import { getOpeningHours } from "@/lib/restaurants/hours-service";

export const GET = handler({ auth: "public", query: OpeningHoursQuerySchema }, async ({ query }) => ({
  openingHours: await getOpeningHours(query.restaurantId),
}));
