import { Prisma } from "@/lib/generated/prisma/client";
import { cityKey } from "@/lib/location/city-key";

/** Where the shopper wants food delivered, as the lists filter by it; `lat`/`lng`: its pin, when known (issue 32). */
export type PlaceFilter = { city?: string; pincode?: string; lat?: number; lng?: number };

/** The largest radius an owner may set (lib/owner settings): the index's search box around the shopper. */
const MAX_DELIVERY_RADIUS_M = 30_000;

/**
 * Restaurants (alias `r`) whose radius reaches the point, or that have no pin (they keep the city and PIN
 * rules alone). The pinned ones are found through the GiST index on ll_to_earth(lat, lng): the box of the
 * largest radius around the point, then each one's own radius by earth_distance (metres, great circle).
 */
function withinRadiusSql(lat: number, lng: number): Prisma.Sql {
  const here = Prisma.sql`ll_to_earth(${lat}::float8, ${lng}::float8)`;
  return Prisma.sql`(r."lat" IS NULL OR r."id" IN (
    SELECT x."id" FROM "Restaurant" x
    WHERE x."lat" IS NOT NULL
      AND earth_box(${here}, ${MAX_DELIVERY_RADIUS_M}::float8) @> ll_to_earth(x."lat", x."lng")
      AND earth_distance(${here}, ll_to_earth(x."lat", x."lng")) <= x."deliveryRadiusMeters"))`;
}

/**
 * Restaurants (alias `r`) that deliver to the place: within their radius of its pin when it has one, and the city is among their city keys (`@>`, which the
 * GIN index on "deliveryCityKeys" serves), and with a PIN code, they either serve the whole cities (no
 * PIN list) or list it. Null when no city is given: no filter. The same rule as `deliversTo`.
 */
export function deliversToSql(place: PlaceFilter): Prisma.Sql | null {
  const radius = place.lat !== undefined && place.lng !== undefined ? withinRadiusSql(place.lat, place.lng) : null;
  const area = deliversToAreaSql(place);
  if (radius && area) return Prisma.sql`(${area} AND ${radius})`;
  return radius ?? area;
}

function deliversToAreaSql(place: PlaceFilter): Prisma.Sql | null {
  if (!place.city) return null;
  const byCity = Prisma.sql`r."deliveryCityKeys" @> ARRAY[${cityKey(place.city)}]::text[]`;
  if (!place.pincode) return byCity;
  return Prisma.sql`(${byCity} AND (cardinality(r."deliveryPincodes") = 0 OR ${place.pincode} = ANY(r."deliveryPincodes")))`;
}
