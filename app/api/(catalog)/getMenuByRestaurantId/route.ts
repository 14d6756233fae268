// GET /api/getMenuByRestaurantId - anyone reads a restaurant's menu, grouped by category
import { notFound } from "@/lib/http/errors";
import { handler } from "@/lib/http/handler";
import { toApiMenuGroups } from "@/lib/menu/api-shape";
import { MenuQuerySchema } from "@/lib/menu/schemas";
import { getCachedMenu } from "@/lib/menu/service";

export const GET = handler({ auth: "public", query: MenuQuerySchema }, async ({ query }) => {
  const groups = await getCachedMenu(query._id);
  if (!groups) throw notFound("Restaurant");
  return { menuitems: toApiMenuGroups(groups) };
});
