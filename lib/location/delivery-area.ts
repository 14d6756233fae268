import { cityKey } from "@/lib/location/city-key";

// A restaurant's delivery area as the database keeps it. Every writer (sign-up, the owner's settings,
// the demo seed, test factories) builds the three columns here, so the keys the list filter reads
// always match the cities shown.

export type DeliveryAreaColumns = {
  deliveryCities: string[];
  deliveryCityKeys: string[];
  deliveryPincodes: string[];
};

/**
 * Cities as the owner wrote them (trimmed, the first spelling of a city kept when two differ only in
 * case or spacing), their keys, and the PIN codes without repeats. Empty PIN codes mean whole cities.
 */
export function deliveryAreaColumns(cities: readonly string[], pincodes: readonly string[] = []): DeliveryAreaColumns {
  const byKey = new Map<string, string>();
  for (const city of cities) {
    const name = city.trim().replace(/\s+/g, " ");
    const key = cityKey(name);
    if (key && !byKey.has(key)) byKey.set(key, name);
  }
  return {
    deliveryCities: [...byKey.values()],
    deliveryCityKeys: [...byKey.keys()],
    deliveryPincodes: [...new Set(pincodes.map((p) => p.trim()).filter(Boolean))],
  };
}

export type DeliveryArea = { deliveryCityKeys: readonly string[]; deliveryPincodes: readonly string[] };

/**
 * Whether a restaurant delivers to a place: the city is one of its cities, and when it lists PIN codes,
 * the place's PIN code is one of them (a place without a PIN code is then not known to be inside).
 */
export function deliversTo(area: DeliveryArea, place: { city: string; pincode?: string | null }): boolean {
  if (!area.deliveryCityKeys.includes(cityKey(place.city))) return false;
  if (area.deliveryPincodes.length === 0) return true;
  return !!place.pincode && area.deliveryPincodes.includes(place.pincode);
}
