// GET /api/restaurantSettings - a restaurant owner reads their own restaurant's settings
import { handler } from "@/lib/http/handler";
import { getRestaurantSettings } from "@/lib/owner/settings-service";

export const GET = handler({ auth: "restaurant" }, async ({ user }) => ({
  settings: await getRestaurantSettings(user),
}));
