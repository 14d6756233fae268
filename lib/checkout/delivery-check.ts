import "server-only";
import type { DropPoint } from "@/lib/checkout/drop-point";
import { formatDistance, haversineMeters } from "@/lib/geo/distance";
import { AppError } from "@/lib/http/errors";
import { deliversTo } from "@/lib/location/delivery-area";
import type { CheckoutInput } from "@/lib/checkout/schemas";
import { isPausedAt } from "@/lib/restaurants/pause";

// Where an order may go: the checks a checkout makes of the restaurant and the address before anything
// is created or paid, and the part of the address the order keeps.

/** The rest of the address as the customer checked out with it, kept on the order. */
export function deliverySnapshot(where: CheckoutInput["deliveryLocation"]) {
  return {
    deliveryLocality: where.locality ?? null,
    deliveryPincode: where.pincode ?? null,
    deliveryPhone: where.phone ?? null,
  };
}

type DeliveryRestaurant = {
  name: string;
  deliveryCityKeys: string[];
  deliveryPincodes: string[];
  pausedAt: Date | null;
  pauseReason: string | null;
  pausedUntil: Date | null;
};

/**
 * Refuses (422) a restaurant whose owner paused orders, and an address outside its delivery area: a city
 * it does not serve, or, when it serves only some PIN codes, an address whose PIN code is not one of them
 * or is missing. Before anything is created or paid.
 */
export function assertDeliverable(
  restaurant: DeliveryRestaurant,
  where: CheckoutInput["deliveryLocation"],
  now: Date = new Date(),
): void {
  if (isPausedAt(restaurant, now)) {
    const reason = restaurant.pauseReason?.trim();
    throw new AppError(422, `${restaurant.name} is not taking orders right now${reason ? `: ${reason}` : ""}`);
  }
  if (deliversTo(restaurant, where)) return;
  const city = where.city.trim();
  const inCity = deliversTo({ ...restaurant, deliveryPincodes: [] }, where);
  if (!inCity) {
    throw new AppError(422, `${restaurant.name} does not deliver to ${city}`, {
      "deliveryLocation.city": [`${restaurant.name} does not deliver to ${city}`],
    });
  }
  const message = where.pincode
    ? `${restaurant.name} does not deliver to ${where.pincode}, ${city}`
    : `${restaurant.name} delivers only to some PIN codes in ${city}: give the PIN code of your address`;
  throw new AppError(422, message, { "deliveryLocation.pincode": [message] });
}

type RadiusRestaurant = { name: string; lat: number | null; lng: number | null; deliveryRadiusMeters: number };

/**
 * Refuses (422) a drop point beyond the restaurant's delivery radius (straight line, as the list's
 * earth_distance measures it). A restaurant without a pin, or an address without one, keeps the city and PIN
 * rules alone.
 */
export function assertWithinRadius(restaurant: RadiusRestaurant, drop: DropPoint | null): void {
  if (!drop || restaurant.lat === null || restaurant.lng === null) return;
  const meters = haversineMeters({ lat: restaurant.lat, lng: restaurant.lng }, drop);
  if (meters <= restaurant.deliveryRadiusMeters) return;
  const message = `${restaurant.name} delivers within ${formatDistance(restaurant.deliveryRadiusMeters)}; this address is ${formatDistance(meters)} away`;
  throw new AppError(422, message, { "deliveryLocation.address": [message] });
}
