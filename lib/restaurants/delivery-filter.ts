import { Prisma } from "@/lib/generated/prisma/client";
import { cityKey } from "@/lib/location/city-key";

/** Where the shopper wants food delivered, as the lists filter by it; `lat`/`lng`: its pin, when known (issue 32). */
export type PlaceFilter = { city?: string; pincode?: string; lat?: number; lng?: number };

/** The largest radius an owner may set (lib/owner settings): the index's search box around the shopper. */
const MAX_DELIVERY_RADIUS_M = 30_000;

/**
 * Restaurants (alias `r`) whose radius reaches the point `here` (an SQL point from ll_to_earth), or that have no
 * pin (they keep the city and PIN rules alone). The pinned ones are found through the GiST index on
 * ll_to_earth(lat, lng): the box of the largest radius around the point, then each one's own radius by
 * earth_distance (metres, great circle).
 */
function withinRadiusSql(here: Prisma.Sql, from: Prisma.Sql = Prisma.empty): Prisma.Sql {
  return Prisma.sql`(r."lat" IS NULL OR r."id" IN (
    SELECT x."id" FROM "Restaurant" x ${from}
    WHERE x."lat" IS NOT NULL
      AND earth_box(${here}, ${MAX_DELIVERY_RADIUS_M}::float8) @> ll_to_earth(x."lat", x."lng")
      AND earth_distance(${here}, ll_to_earth(x."lat", x."lng")) <= x."deliveryRadiusMeters"))`;
}

/**
 * The radius rule at a place: around its pin when it has one; else around its PIN code's point, the first place
 * of the PIN code table (as an address typed with that PIN and no locality is placed, lib/geo/service.ts), so a
 * list by PIN code is cached by the PIN code alone. A PIN code the table does not know gives no radius rule.
 */
function radiusSql(place: PlaceFilter): Prisma.Sql | null {
  if (place.lat !== undefined && place.lng !== undefined) {
    return withinRadiusSql(Prisma.sql`ll_to_earth(${place.lat}::float8, ${place.lng}::float8)`);
  }
  if (!place.pincode) return null;
  const atPin = Prisma.sql`, (SELECT "lat", "lng" FROM "PinCode" WHERE "pincode" = ${place.pincode} ORDER BY "id" LIMIT 1) pc`;
  return Prisma.sql`(NOT EXISTS (SELECT 1 FROM "PinCode" WHERE "pincode" = ${place.pincode}) OR ${withinRadiusSql(
    Prisma.sql`ll_to_earth(pc."lat", pc."lng")`,
    atPin,
  )})`;
}

/**
 * Restaurants (alias `r`) that deliver to the place: within their radius of its pin (or of its PIN code's point),
 * and the city is among their city keys (`@>`, which the GIN index on "deliveryCityKeys" serves), and with a PIN
 * code, they either serve the whole cities (no PIN list) or list it. Null when no place is given: no filter.
 * The same rule as `deliversTo`.
 */
export function deliversToSql(place: PlaceFilter): Prisma.Sql | null {
  const radius = radiusSql(place);
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
