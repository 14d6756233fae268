// POST /api/updateOpeningHours - a restaurant owner sets their week of opening windows and holiday closures
import { handler } from "@/lib/http/handler";
import { UpdateOpeningHoursSchema } from "@/lib/restaurants/hours-schemas";
import { updateOpeningHours } from "@/lib/restaurants/hours-service";

export const POST = handler({ auth: "restaurant", body: UpdateOpeningHoursSchema }, async ({ user, body }) => ({
  message: "Opening hours saved",
  openingHours: await updateOpeningHours(user, body),
}));
