// The vehicles a delivery partner rides, and how each reads in the console. No imports: the console's first load
// takes these without the sign-up form's schema library (lib/rider-console/types.ts).

export const VEHICLES = ["bicycle", "scooter", "motorcycle", "electric_scooter"] as const;
export type Vehicle = (typeof VEHICLES)[number];

/** How each vehicle reads in the console. */
export const VEHICLE_LABELS: Record<Vehicle, string> = {
  bicycle: "Bicycle",
  scooter: "Scooter",
  motorcycle: "Motorcycle",
  electric_scooter: "Electric scooter",
};
