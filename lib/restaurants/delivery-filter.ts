import { Prisma } from "@/lib/generated/prisma/client";
import { cityKey } from "@/lib/location/city-key";

/** Where the shopper wants food delivered, as the lists filter by it. */
export type PlaceFilter = { city?: string; pincode?: string };

/**
 * Restaurants (alias `r`) that deliver to the place: the city is among their city keys (`@>`, which the
 * GIN index on "deliveryCityKeys" serves), and with a PIN code, they either serve the whole cities (no
 * PIN list) or list it. Null when no city is given: no filter. The same rule as `deliversTo`.
 */
export function deliversToSql(place: PlaceFilter): Prisma.Sql | null {
  if (!place.city) return null;
  const byCity = Prisma.sql`r."deliveryCityKeys" @> ARRAY[${cityKey(place.city)}]::text[]`;
  if (!place.pincode) return byCity;
  return Prisma.sql`(${byCity} AND (cardinality(r."deliveryPincodes") = 0 OR ${place.pincode} = ANY(r."deliveryPincodes")))`;
}
