import "server-only";
import { unstable_cache } from "next/cache";
import { getOpeningHours } from "@/lib/restaurants/hours-service";
import { restaurantTag } from "@/lib/restaurants/public-tags";

/** A restaurant's week and closures for its cached page, expired with the page's other data when the owner saves. */
export function cachedOpeningHours(restaurantId: string) {
  return unstable_cache(() => getOpeningHours(restaurantId), ["public:opening-hours", restaurantId], {
    tags: [restaurantTag(restaurantId)],
    revalidate: 60,
  })();
}
