import { pausedText } from "@/components/restaurants/closed-reason";
import { imageSrc } from "@/lib/images/image-src";
import type { ApiRestaurant } from "@/lib/restaurants/api-shape";
import { openHoursOf, type OpenHours } from "@/lib/restaurants/hours";

/**
 * What a restaurant's card draws, and nothing else: the card is a client component
 * (components/restaurants/restaurant-card.tsx), so a list page carries each card as this data in its
 * flight payload instead of the card's whole markup a second time (issue 34: the list's HTML went from
 * 144 kB to under 80 kB for 16 cards). Text that depends on the moment of rendering (a timed pause's
 * "until") is made here, on the server, as it was when the card was a server component.
 */
export type RestaurantCardData = {
  id: string;
  name: string;
  /** The photo's src for the image optimizer (lib/images/card-image.ts). */
  image: string;
  cuisines: string;
  rating: number | null;
  reviewCount: number;
  deliveryTime: number;
  city: string;
  openTime: string;
  offer: string | null;
  matchedDish: string | null;
  /** Why it is not taking orders, when its owner paused them; null otherwise. */
  paused: string | null;
  hours: OpenHours;
  area: { deliveryCities: readonly string[]; deliveryPincodes: readonly string[] };
};

/** A card's data from the wire shape the list and the API share. */
export function restaurantCardOf(r: ApiRestaurant, now: Date = new Date()): RestaurantCardData {
  return {
    id: r._id,
    name: r.name,
    image: imageSrc(r.image.imageUrl),
    cuisines: r.cuisines.join(", "),
    rating: r.rating,
    reviewCount: r.reviewCount,
    deliveryTime: r.deliveryTime,
    city: r.location.city,
    openTime: r.openTime,
    offer: r.offer ?? null,
    matchedDish: r.matchedDish ?? null,
    paused: r.paused ? pausedText(r.pauseReason, r, now) : null,
    hours: openHoursOf(r),
    area: { deliveryCities: r.deliveryCities, deliveryPincodes: r.deliveryPincodes },
  };
}
