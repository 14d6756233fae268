import { changeFavourite, type FavouriteChange } from "@/lib/favourites/queries";
import { toast } from "@/lib/ui/toast";
import { setViewerFavourites } from "@/lib/viewer/use-viewer";

/**
 * Sends one favourite change and spreads the server's answer: the viewer takes the caller's favourite ids (every heart
 * on the page shows them at once) and the toast says what happened. Resolves with whether the thing is a favourite
 * now; throws `ApiError` (the server's message) or a network failure. Fetched with the first click on a heart, not
 * with the page: hearts are on every card, clicks on them are rare.
 */
export async function sendFavouriteChange(request: FavouriteChange): Promise<boolean> {
  const answer = await changeFavourite(request);
  setViewerFavourites({ restaurantIds: answer.favouriteRestaurants, menuItemIds: answer.favouriteFoodItems });
  toast.success(answer.message);
  return (request.kind === "restaurant" ? answer.favouriteRestaurants : answer.favouriteFoodItems).includes(request.id);
}
