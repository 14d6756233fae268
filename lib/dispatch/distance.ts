// Distances and pay of the delivery leg (issue 32 part 4), pure. PostgreSQL measures the straight line
// (earth_distance over ll_to_earth); a road is longer than the straight line, by about 1.4 in Indian
// cities, so every distance a rider is offered or paid for is that estimate. The geo helper keeps its own
// distance code in lib/geo/; the two are folded into one at merge.

/** How much longer a road trip is than the straight line, on average. */
export const ROAD_FACTOR = 1.4;

/** The road estimate of a straight-line distance, in whole metres (null when unknown). */
export function roadEstimateMeters(straightMeters: number | null): number | null {
  if (straightMeters === null || !Number.isFinite(straightMeters) || straightMeters < 0) return null;
  return Math.round(straightMeters * ROAD_FACTOR);
}

/**
 * A rider's pay for a trip, in paise: the base plus the per-kilometre rate for the road distance from the
 * restaurant to the drop point (by the metre, rounded to the paisa). Unknown distance: the base alone.
 */
export function riderPayPaise(roadMeters: number | null, basePaise: number, perKmPaise: number): number {
  if (roadMeters === null) return basePaise;
  return basePaise + Math.round((roadMeters * perKmPaise) / 1000);
}
