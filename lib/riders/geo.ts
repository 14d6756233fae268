// Distances and the checks on a rider's reported positions (docs/riders.md, "Delivery partners"). Pure: the
// service reads the last accepted position and writes what these decide.

const EARTH_RADIUS_M = 6_371_000;

export type Point = { lat: number; lng: number };

/** Great-circle distance in metres between two WGS84 points (haversine on a sphere of 6371 km). */
export function distanceMeters(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** India's bounding box as the issue states it: latitude 6-37.6, longitude 68-97.5. */
const INDIA = { minLat: 6, maxLat: 37.6, minLng: 68, maxLng: 97.5 } as const;

export function inIndia(point: Point): boolean {
  return (
    point.lat >= INDIA.minLat && point.lat <= INDIA.maxLat && point.lng >= INDIA.minLng && point.lng <= INDIA.maxLng
  );
}

/** A jump: more than 5 km, faster than 5 km in 10 s (500 m/s, no road vehicle). */
export const MAX_JUMP_METERS = 5_000;
const JUMP_WINDOW_MS = 10_000;
/** At most one position a second. */
const MIN_INTERVAL_MS = 1_000;

export type PositionVerdict =
  { accepted: true } | { accepted: false; reason: "offline" | "outside_india" | "jump" | "too_frequent" };

/**
 * Whether a reported position is taken: the rider must be online, the point in India, at least a second after the
 * last accepted one, and not a jump of more than 5 km at more than 5 km per 10 s from it (a long gap, such as a
 * rider who was offline, may move far). Ignored positions are not "last": only accepted ones are compared against.
 */
export function judgePosition(
  online: boolean,
  last: (Point & { at: Date }) | null,
  next: Point & { at: Date },
): PositionVerdict {
  if (!online) return { accepted: false, reason: "offline" };
  if (!inIndia(next)) return { accepted: false, reason: "outside_india" };
  if (!last) return { accepted: true };
  const elapsed = next.at.getTime() - last.at.getTime();
  if (elapsed < MIN_INTERVAL_MS) return { accepted: false, reason: "too_frequent" };
  const moved = distanceMeters(last, next);
  if (moved > MAX_JUMP_METERS && moved * JUMP_WINDOW_MS > MAX_JUMP_METERS * elapsed) {
    return { accepted: false, reason: "jump" };
  }
  return { accepted: true };
}
