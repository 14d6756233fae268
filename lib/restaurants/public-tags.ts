import "server-only";
import { revalidateTag } from "next/cache";
import { invalidateMenu } from "@/lib/menu/service";

// The tags of the cached public pages' data (lib/restaurants/public-cache.ts) and their expiry,
// apart from the readers so that the services that change a restaurant can import it.

/** Every list and the landing page's picks (any restaurant's change can move it in or out of one). */
export const LISTS_TAG = "restaurant-lists";
/** One restaurant's header, menu and reviews. */
export const restaurantTag = (restaurantId: string) => `restaurant:${restaurantId}`;

/**
 * After a committed change to what customers see of a restaurant (a dish added, edited or removed,
 * its settings, a pause, a review): its page and every list are rebuilt on their next request,
 * never served stale (`expire: 0`). Outside a request (a script, a test calling the service
 * directly) there is no page cache to expire.
 */
export function expirePublicPages(restaurantId: string): void {
  invalidateMenu(restaurantId);
  for (const tag of [restaurantTag(restaurantId), LISTS_TAG]) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!(error instanceof Error && /static generation store missing/i.test(error.message))) throw error;
    }
  }
}
