// POST /api/updateRestaurantSettings - a restaurant owner changes their restaurant, its delivery area, or pauses orders
import { handler } from "@/lib/http/handler";
import { RestaurantSettingsSchema } from "@/lib/owner/settings-schemas";
import { updateRestaurantSettings } from "@/lib/owner/settings-service";

export const POST = handler({ auth: "restaurant", body: RestaurantSettingsSchema }, async ({ user, body }) => ({
  message: "Settings saved",
  settings: await updateRestaurantSettings(user, body),
}));
