// Distances between two points on the earth (issue 32), in metres. Pure: no database, no clock.
// The database computes the same with earthdistance's earth_distance(ll_to_earth(..), ll_to_earth(..)),
// whose sphere has the same radius (6378168 m in earthdistance's earth(); see EARTH_RADIUS_M) - the two agree
// to well under a metre at city distances, which is what the radius check needs.

/** earthdistance's earth() radius in metres, so the app and SQL measure alike. */
const EARTH_RADIUS_M = 6_378_168;

/** Straight line to road: the usual detour factor for Indian cities' street grids. */
const ROAD_FACTOR = 1.4;

export type LatLng = { lat: number; lng: number };

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle ("as the crow flies") distance in metres between two points in degrees (haversine). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  // min(1, ..): rounding may push h a hair above 1 for antipodal points
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** A road estimate from a straight-line distance: x1.4, whole metres. */
export function roadMeters(straightMeters: number): number {
  return Math.round(straightMeters * ROAD_FACTOR);
}

/** India's bounding box (with its islands), generous by a little: a pin outside it is a mistake. */
const INDIA_BOUNDS = { minLat: 6, maxLat: 37.6, minLng: 68, maxLng: 97.5 } as const;

export function isInIndia(lat: number, lng: number): boolean {
  return (
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= INDIA_BOUNDS.minLat &&
    lat <= INDIA_BOUNDS.maxLat &&
    lng >= INDIA_BOUNDS.minLng &&
    lng <= INDIA_BOUNDS.maxLng
  );
}

/** "9.2 km" or "750 m": a distance as a person reads it (one decimal from 1 km, whole 10 m below). */
export function formatDistance(meters: number): string {
  if (meters >= 1000) {
    const km = Math.round(meters / 100) / 10;
    return `${Number.isInteger(km) ? km.toFixed(0) : km.toFixed(1)} km`;
  }
  return `${Math.round(meters / 10) * 10} m`;
}
