// POST /api/setMenuItemStock - a restaurant owner marks one of their dishes sold out (today or until a time) or back in stock
import { handler } from "@/lib/http/handler";
import { setMenuItemStock } from "@/lib/owner/menu-service";
import { MenuItemStockSchema } from "@/lib/owner/schemas";

export const POST = handler({ auth: "restaurant", body: MenuItemStockSchema }, async ({ user, body }) => {
  const menuItem = await setMenuItemStock(user, body);
  return { message: menuItem.inStock === false ? "Marked sold out" : "Back in stock", menuItem };
});
