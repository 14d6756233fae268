import { cityKey } from "@/lib/location/city-key";

// The cities the marketplace serves (issue 33, docs/admin.md "Cities"), pure. A ServiceCity row holds one state of
// its city from `effectiveFrom` on: active (served from then) or switched off (served until then). The list
// governs checkout once any row is in effect (effectiveFrom not after the instant); before that, as on a fresh
// deployment with no rows, every city is served as it always was.

export type CityRow = { name: string; pincodes: string[]; active: boolean; effectiveFrom: Date };

/** Whether `row`'s city is served at `at`: active rows from effectiveFrom on, switched-off ones until then. */
export function cityServedAt(row: CityRow, at: Date): boolean {
  const started = row.effectiveFrom.getTime() <= at.getTime();
  return row.active ? started : !started;
}

/**
 * Why the marketplace does not deliver to `where` at `at`, or null when it does: a city not on the list or not
 * served then, or a PIN code outside the city's list (a city listing none is served whole).
 */
export function cityRefusal(
  rows: readonly CityRow[],
  where: { city: string; pincode?: string | null },
  at: Date,
): { message: string; field: "city" | "pincode" } | null {
  if (!rows.some((row) => row.effectiveFrom.getTime() <= at.getTime())) return null;
  const key = cityKey(where.city);
  const row = rows.find((r) => cityKey(r.name) === key);
  const city = where.city.trim();
  if (!row || !cityServedAt(row, at)) return { message: `We do not deliver to ${city} yet`, field: "city" };
  if (row.pincodes.length === 0) return null;
  const pincode = where.pincode?.trim();
  if (!pincode) {
    return {
      message: `We deliver only to some PIN codes in ${city}: give the PIN code of your address`,
      field: "pincode",
    };
  }
  return row.pincodes.includes(pincode)
    ? null
    : { message: `We do not deliver to ${pincode}, ${city} yet`, field: "pincode" };
}
