import { absoluteUrl } from "@/lib/http/public-url";
import type { RestaurantPage, RestaurantSummary } from "@/lib/restaurants/service";
import { formatMinute, minuteToIsoInstant } from "@/lib/restaurants/hours";

/**
 * A restaurant in the spec's wire shape (`_id`, `image.imageUrl`, `location`, `opentime`,
 * `closetime`), plus fields the original computed on the client and we compute once on the server,
 * and where it delivers. `isOpen` is false while the owner has paused orders. The one shape of a
 * restaurant outside the server's services: every answer and every component that shows a restaurant
 * takes this (the browser's open/closed clock reads `openTime`, `closeTime`, `timeZone`, `paused` and
 * `isOpen`: lib/restaurants/hours.ts openHoursOf).
 */
export function toApiRestaurant(r: RestaurantSummary & { matchedDish?: string; offerBadge?: string | null }) {
  return {
    _id: r.id,
    name: r.name,
    image: { imageUrl: absoluteUrl(r.imageUrl) },
    location: { address: r.address, city: r.city, state: r.state },
    cuisines: r.cuisines,
    opentime: minuteToIsoInstant(r.openMinute, r.timeZone),
    closetime: minuteToIsoInstant(r.closeMinute, r.timeZone),
    openTime: formatMinute(r.openMinute),
    closeTime: formatMinute(r.closeMinute),
    timeZone: r.timeZone,
    // The week's windows (minutes of the week from Monday 00:00 local; empty: openTime-closeTime every day) and
    // the local dates closed for a holiday, for the browser's open/closed clock and "Opens at 7:00 pm".
    weekWindows: r.weekWindows,
    closedDates: r.closedDates,
    isOpen: r.isOpen,
    deliveryTime: r.deliveryMinutes,
    rating: r.rating,
    reviewCount: r.reviewCount,
    deliveryCities: r.deliveryCities,
    deliveryPincodes: r.deliveryPincodes,
    paused: r.paused,
    pauseReason: r.pauseReason,
    /** While a timed pause runs: when orders open again by themselves (ISO). */
    pausedUntil: r.pausedUntil,
    // The food licence customers are shown (FSSAI rules); the GSTIN is printed on bills only.
    fssaiNumber: r.fssaiNumber,
    // Menu prices before GST (the restaurant bills tax-exclusive): the rate added in the bill; null: GST included.
    gstAddedPercent: r.taxMode === "exclusive" ? r.foodGstBps / 100 : null,
    // Its automatic offer as its card says it ("20% OFF up to ₹80"); null: none running.
    offer: r.offerBadge ?? null,
    // Only in search results found by a dish: "Paneer Tikka, ₹249".
    ...(r.matchedDish ? { matchedDish: r.matchedDish } : {}),
  };
}

export type ApiRestaurant = ReturnType<typeof toApiRestaurant>;

/** A page of a restaurant list (the lists' pages and the home page's picks) with its restaurants in the wire shape. */
export function toApiRestaurantPage({ restaurants, ...page }: RestaurantPage) {
  return { ...page, restaurants: restaurants.map(toApiRestaurant) };
}

export type ApiRestaurantPage = ReturnType<typeof toApiRestaurantPage>;
