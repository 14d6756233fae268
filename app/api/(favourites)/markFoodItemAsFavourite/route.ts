// POST /api/markFoodItemAsFavourite - a customer adds a dish to their favourites
import { toApiFavouriteIds } from "@/lib/favourites/api-shape";
import { FavouriteMenuItemSchema } from "@/lib/favourites/schemas";
import { addFavouriteMenuItem } from "@/lib/favourites/service";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "customer", body: FavouriteMenuItemSchema }, async ({ user, body }) => {
  const ids = await addFavouriteMenuItem(user, body);
  return toApiFavouriteIds("Food item marked as favourite", ids);
});
