import "server-only";
import { unstable_cache } from "next/cache";
import { getMenu } from "@/lib/menu/service";
import { toApiRestaurant, toApiRestaurantPage } from "@/lib/restaurants/api-shape";
import { LISTS_TAG, restaurantTag } from "@/lib/restaurants/public-tags";
import { getRestaurant, listRestaurants, type RestaurantFilter } from "@/lib/restaurants/service";
import { listReviews } from "@/lib/reviews/service";

// The data of the cached public pages (the landing page, the restaurant lists, each restaurant's
// menu and reviews), read through Next's data cache with tags. A page rendered from it carries the
// same tags, so one owner change expires the data and every page built from it (expirePublicPages,
// lib/restaurants/public-tags.ts). Restaurants are kept in their wire shape (ApiRestaurant), which is
// what the pages' components take.
// Nothing here is personal and nothing here is trusted for an order: checkout reads the database.

/**
 * The backstop: an entry is at most this old even if nothing expired it. Open/closed is recomputed
 * by the browser every minute (components/restaurants/open-state.tsx); this bounds how long a list
 * keeps the previous order of "open first" after a kitchen opens or closes.
 */
const PUBLIC_REVALIDATE_SECONDS = 60;

export const cachedRestaurantList = unstable_cache(
  async (filter: RestaurantFilter) => toApiRestaurantPage(await listRestaurants(filter)),
  ["public:restaurant-list"],
  { tags: [LISTS_TAG], revalidate: PUBLIC_REVALIDATE_SECONDS },
);

export function cachedRestaurant(restaurantId: string) {
  return unstable_cache(
    async () => {
      const restaurant = await getRestaurant(restaurantId);
      return restaurant && toApiRestaurant(restaurant);
    },
    ["public:restaurant", restaurantId],
    {
      tags: [restaurantTag(restaurantId)],
      revalidate: PUBLIC_REVALIDATE_SECONDS,
    },
  )();
}

export function cachedMenu(restaurantId: string) {
  return unstable_cache(() => getMenu(restaurantId), ["public:menu", restaurantId], {
    tags: [restaurantTag(restaurantId)],
    revalidate: PUBLIC_REVALIDATE_SECONDS,
  })();
}

export function cachedReviews(restaurantId: string) {
  return unstable_cache(() => listReviews(restaurantId), ["public:reviews", restaurantId], {
    tags: [restaurantTag(restaurantId)],
    revalidate: PUBLIC_REVALIDATE_SECONDS,
  })();
}
