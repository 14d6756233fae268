// GET /api/getMenuByRestaurantId - anyone reads a restaurant's menu, grouped by category
import { notFound } from "@/lib/http/errors";
import { handler } from "@/lib/http/handler";
import { MenuQuerySchema } from "@/lib/menu/schemas";
import { getCachedMenu } from "@/lib/menu/service";

export const GET = handler({ auth: "public", query: MenuQuerySchema }, async ({ query }) => {
  const menuitems = await getCachedMenu(query._id);
  if (!menuitems) throw notFound("Restaurant");
  return { menuitems };
});
