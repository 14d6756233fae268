// POST /api/removeFoodItemFromFavourite - a customer removes a dish from their favourites
import { toApiFavouriteIds } from "@/lib/favourites/api-shape";
import { FavouriteMenuItemSchema } from "@/lib/favourites/schemas";
import { removeFavouriteMenuItem } from "@/lib/favourites/service";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "customer", body: FavouriteMenuItemSchema }, async ({ user, body }) => {
  const ids = await removeFavouriteMenuItem(user, body);
  return toApiFavouriteIds("Food item removed from favourites", ids);
});
