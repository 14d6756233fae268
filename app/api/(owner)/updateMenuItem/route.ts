// POST /api/updateMenuItem - a restaurant owner edits one of their dishes (a replaced image is deleted)
import { handler } from "@/lib/http/handler";
import { updateMenuItem } from "@/lib/owner/menu-service";
import { UpdateMenuItemSchema } from "@/lib/owner/schemas";

export const POST = handler({ auth: "restaurant", body: UpdateMenuItemSchema }, async ({ user, body }) => {
  const menuItem = await updateMenuItem(user, body);
  return { message: "Menu item updated", menuItem };
});
