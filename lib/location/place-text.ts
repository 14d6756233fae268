// Types only: the schemas module carries zod, which the top bar and the cart must not load.
import type { DeliveryLocation } from "@/lib/location/schemas";

/**
 * describeLocation (lib/location/schemas.ts) for the parts of every page that must not load zod:
 * "Koramangala, Bengaluru" | "560034, Bengaluru" | "Bengaluru". place-text.test.ts keeps the two equal.
 */
export function placeText(location: DeliveryLocation): string {
  const detail = location.locality ?? location.pincode;
  return detail ? `${detail}, ${location.city}` : location.city;
}
