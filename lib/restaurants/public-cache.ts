import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { getMenu, type MenuGroup } from "@/lib/menu/service";
import { isRecordId } from "@/lib/restaurants/schemas";
import {
  getRestaurant,
  listRestaurants,
  type RestaurantFilter,
  type RestaurantPage,
  type RestaurantSummary,
} from "@/lib/restaurants/service";

// The public pages (the landing page's picks, the restaurant lists, each restaurant's page and menu)
// are rendered once and served from Next's cache (ISR; docs/caching.md says why not Cache
// Components). Their data is read through these functions, whose tags the rendered pages carry, so an
// owner's change expires exactly the pages that show it: one restaurant's pages by its tag, and
// every list, since a list may show any restaurant.

/** Every list of restaurants (the list pages, the landing page's picks). */
export const LISTS_TAG = "restaurant-lists";
/** One restaurant's page and menu. */
export const restaurantTag = (id: string) => `restaurant:${id}`;

/**
 * Lists are also re-rendered at least this often: the status each card shows is worked out again in
 * the browser every minute, and this bounds how long an "open first" order may lag behind it.
 */
export const LIST_REVALIDATE_SECONDS = 60;
/** A backstop for one restaurant's pages (every change expires them by tag on the instance that made it; other instances within this). */
export const RESTAURANT_REVALIDATE_SECONDS = 60;

export function cachedListRestaurants(filter: RestaurantFilter): Promise<RestaurantPage> {
  return unstable_cache((f: RestaurantFilter) => listRestaurants(f), ["restaurant-list"], {
    tags: [LISTS_TAG],
    revalidate: LIST_REVALIDATE_SECONDS,
  })(filter);
}

export function cachedRestaurant(id: string): Promise<RestaurantSummary | null> {
  if (!isRecordId(id)) return Promise.resolve(null);
  return unstable_cache((rid: string) => getRestaurant(rid), ["restaurant"], {
    tags: [restaurantTag(id)],
    revalidate: RESTAURANT_REVALIDATE_SECONDS,
  })(id);
}

export function cachedMenu(id: string): Promise<MenuGroup[] | null> {
  if (!isRecordId(id)) return Promise.resolve(null);
  return unstable_cache((rid: string) => getMenu(rid), ["menu"], {
    tags: [restaurantTag(id)],
    revalidate: RESTAURANT_REVALIDATE_SECONDS,
  })(id);
}

/**
 * After a change to a restaurant (its dishes, settings, pause, rating): its pages and every list are
 * rendered again on their next visit, never served stale (`expire: 0`). Outside a Next request (a
 * script, a service test) there is no cache to expire, and nothing to do.
 */
export function expirePublicPages(restaurantId: string): void {
  for (const tag of [restaurantTag(restaurantId), LISTS_TAG]) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!(error instanceof Error && error.message.includes("static generation store missing"))) throw error;
    }
  }
}
