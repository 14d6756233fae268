// POST /api/addMenuItem - a restaurant owner adds a dish, with an image they uploaded, to their menu
import { handler } from "@/lib/http/handler";
import { addMenuItem } from "@/lib/owner/menu-service";
import { MenuItemSchema } from "@/lib/owner/schemas";

// 200, not 201: the spec's clients treat any other status than 200 as a failure (section 8).
export const POST = handler({ auth: "restaurant", body: MenuItemSchema }, async ({ user, body }) => ({
  message: "Menu item added",
  menuItem: await addMenuItem(user, body),
}));
