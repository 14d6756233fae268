// POST /api/removeFoodItemFromFavourite - a customer removes a dish from their favourites
import { toApiFavouriteIds } from "@/lib/favourites/api-shape";
import { FavouriteMenuItemSchema } from "@/lib/favourites/schemas";
import { assertOwnFavourites, removeFavouriteMenuItem } from "@/lib/favourites/service";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "customer", body: FavouriteMenuItemSchema }, async ({ user, body }) => {
  assertOwnFavourites(user, body.user_id);
  const ids = await removeFavouriteMenuItem(user.id, body.menuitem_id);
  return toApiFavouriteIds("Food item removed from favourites", ids);
});
