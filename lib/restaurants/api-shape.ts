import type { RestaurantSummary } from "@/lib/restaurants/service";
import { formatMinute, minuteToIsoInstant } from "@/lib/restaurants/hours";

/**
 * A restaurant in the spec's wire shape (`_id`, `image.imageUrl`, `location`, `opentime`,
 * `closetime`), plus fields the original computed on the client and we compute once on the server.
 */
export function toApiRestaurant(r: RestaurantSummary) {
  return {
    _id: r.id,
    name: r.name,
    image: { imageUrl: r.imageUrl },
    location: { address: r.address, city: r.city, state: r.state },
    cuisines: r.cuisines,
    opentime: minuteToIsoInstant(r.openMinute, r.timeZone),
    closetime: minuteToIsoInstant(r.closeMinute, r.timeZone),
    openTime: formatMinute(r.openMinute),
    closeTime: formatMinute(r.closeMinute),
    timeZone: r.timeZone,
    isOpen: r.isOpen,
    deliveryTime: r.deliveryMinutes,
    rating: r.rating,
    reviewCount: r.reviewCount,
  };
}

export type ApiRestaurant = ReturnType<typeof toApiRestaurant>;
