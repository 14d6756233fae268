// POST /api/addMenuItem - a restaurant owner adds a dish, with an image they uploaded, to their menu
import { NextResponse } from "next/server";
import { handler } from "@/lib/http/handler";
import { addMenuItem } from "@/lib/owner/menu-service";
import { MenuItemSchema } from "@/lib/owner/schemas";

export const POST = handler({ auth: "restaurant", body: MenuItemSchema }, async ({ user, body }) => {
  const menuItem = await addMenuItem(user, body);
  return NextResponse.json({ message: "Menu item added", menuItem }, { status: 201 });
});
