// A rider's pay for a delivery (docs/riders.md, "Rider pay"): the base, plus a rate per km on the delivery's
// distance rounded to 0.1 km, and never less than the least a delivery pays. Pure: the service reads the rates in
// force (lib/admin/settings-in-force.ts: the console's schedule, else RIDER_PAY_BASE_PAISE and
// RIDER_PAY_PER_KM_PAISE); the tip is the customer's and is paid beside it.

/** Road distance is longer than the straight line: the estimate used when dispatch left no distance. */
const ROAD_FACTOR = 1.3;

export type PayRates = {
  basePaise: number;
  perKmPaise: number;
  /** The least a delivery pays (none: 0). */ minPaise?: number;
};

/** The distance in tenths of a km, half up: 1549 m is 15 (1.5 km), 1550 m is 16. */
export function tenthsOfKm(meters: number): number {
  return Math.floor((Math.max(0, meters) + 50) / 100);
}

/** Base plus the per-km rate on the distance rounded to 0.1 km, to the paisa (half up); at least the minimum. */
export function riderPayPaise(meters: number, rates: PayRates): number {
  const pay = rates.basePaise + Math.floor((rates.perKmPaise * tenthsOfKm(meters) + 5) / 10);
  return Math.max(pay, rates.minPaise ?? 0);
}

/** The road estimate in whole metres from a straight-line distance. */
export function roadEstimateMeters(straightMeters: number): number {
  return Math.round(straightMeters * ROAD_FACTOR);
}
