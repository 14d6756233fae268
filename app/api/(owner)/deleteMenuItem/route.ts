// POST /api/deleteMenuItem - a restaurant owner removes a dish (archived if past orders have it)
import { handler } from "@/lib/http/handler";
import { deleteMenuItem } from "@/lib/owner/menu-service";
import { DeleteMenuItemSchema } from "@/lib/owner/schemas";

export const POST = handler({ auth: "restaurant", body: DeleteMenuItemSchema }, async ({ user, body }) => {
  const { archived } = await deleteMenuItem(user, body._id);
  return { message: archived ? "Menu item removed from the menu" : "Menu item deleted", archived };
});
