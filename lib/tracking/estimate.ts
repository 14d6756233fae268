import type { LatLng } from "@/lib/maps/types";

// The customer's estimate from where the rider is (issue 32 part 6, docs/live-updates.md "Rider positions").
// Pure (no server code), so the order card recomputes it in the browser on every position and tests pin it.
// Before pickup: the rider to the restaurant, then the restaurant to the drop point; after pickup: the rider to
// the drop point. Roads are taken as the straight line x ROAD_FACTOR at CITY_SPEED_KMH, plus DOOR_MINUTES.

/** Roads are longer than the straight line: the same factor dispatch uses for its road estimate. */
const ROAD_FACTOR = 1.4;
const CITY_SPEED_KMH = 20;
/** Parking, stairs and the code at the door. */
export const DOOR_MINUTES = 2;

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_MINUTE = (CITY_SPEED_KMH * 1000) / 60;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle (straight-line) distance between two points, in metres (haversine). */
export function straightMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The road estimate of a straight line, in metres. */
export function roadMeters(a: LatLng, b: LatLng): number {
  return straightMeters(a, b) * ROAD_FACTOR;
}

export type RiderLeg = "to_restaurant" | "to_customer";

export type RiderEstimateInput = Readonly<{
  /** Before pickup (the delivery is `assigned`) or after it (`picked_up`). */
  leg: RiderLeg;
  rider: LatLng;
  restaurant: LatLng;
  drop: LatLng;
  now: Date;
  /**
   * Before pickup, when the kitchen promised the food (null once it is ready or without a promise): a rider at
   * the restaurant early waits for it.
   */
  foodReadyBy?: Date | null;
}>;

export type RiderEstimate = {
  /** When the food should be at the door: never before `now`. */
  arriveBy: Date;
  /** Whole minutes from now (rounded up), door time included. */
  minutes: number;
  /** Road metres still to ride: to the restaurant and on to the drop point, or to the drop point. */
  remainingMeters: number;
  /** Straight-line metres from the rider to where they are heading next (the restaurant, or the customer). */
  nextStopMeters: number;
};

/** The estimate from the rider's position. */
export function estimateFromRider({
  leg,
  rider,
  restaurant,
  drop,
  now,
  foodReadyBy = null,
}: RiderEstimateInput): RiderEstimate {
  const nextStop = leg === "to_restaurant" ? restaurant : drop;
  const nextStopMeters = straightMeters(rider, nextStop);
  const tripMeters = leg === "to_restaurant" ? roadMeters(restaurant, drop) : 0;
  const remainingMeters = nextStopMeters * ROAD_FACTOR + tripMeters;
  // Minutes until the rider leaves with the food (at the restaurant, or waiting for the kitchen), then the rest.
  const toRestaurant = leg === "to_restaurant" ? (nextStopMeters * ROAD_FACTOR) / METRES_PER_MINUTE : 0;
  const waitForFood =
    leg === "to_restaurant" && foodReadyBy ? Math.max(0, (foodReadyBy.getTime() - now.getTime()) / 60_000) : 0;
  const toDoor = (leg === "to_restaurant" ? tripMeters : nextStopMeters * ROAD_FACTOR) / METRES_PER_MINUTE;
  const minutes = Math.ceil(Math.max(toRestaurant, waitForFood) + toDoor + DOOR_MINUTES);
  return { arriveBy: new Date(now.getTime() + minutes * 60_000), minutes, remainingMeters, nextStopMeters };
}

/** "1.2 km" or "350 m": a distance as the card says it. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.max(0, Math.round(meters / 10) * 10)} m`;
  return `${(meters / 1000).toFixed(1)} km`;
}
