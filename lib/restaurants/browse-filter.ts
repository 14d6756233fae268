import { firstParam as first, pageParam } from "@/lib/http/search-params";
import type { RestaurantSort } from "@/lib/restaurants/schemas";

// The restaurant list's filter lives in the URL (?sort=&cuisines=&q=&page=) so that a filtered
// list can be shared and Back restores it. The delivery location is part of it
// (?city=&locality=&pincode=): the chooser puts it there, and the page falls back to the location
// cookie only when the URL has none, so one URL always shows one list. Parsing and building the URL
// live here, in one pure module that both the server page and the client controls use.

export type BrowseFilter = {
  sort?: RestaurantSort;
  cuisines: string[];
  q?: string;
  page: number;
  /** Where the food should go; only restaurants that deliver there are listed. */
  city?: string;
  /** Shown in the count text; the list filters by city and PIN code only. */
  locality?: string;
  pincode?: string;
};

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

export const SORT_LABELS: Record<RestaurantSort, string> = { deliveryTime: "Delivery Time", rating: "Ratings" };

const Q_MAX = 100;
const PAGE_MAX = 1000;
/** The location schema's limits (lib/location/schemas.ts), without loading zod into the list. */
const PLACE_MAX = 80;
const PINCODE = /^[1-9][0-9]{5}$/;

function isSort(value: string | undefined): value is RestaurantSort {
  return value === "deliveryTime" || value === "rating";
}

/**
 * The filter in a URL's search params. Anything unknown is dropped rather than refused: a mistyped
 * or old shared link still shows a list. Cuisines match the allowed list without regard to case
 * and come back in its spelling.
 */
export function parseBrowseFilter(params: SearchParamsRecord, allowedCuisines: readonly string[]): BrowseFilter {
  const sort = first(params.sort);
  const byLowerCase = new Map(allowedCuisines.map((c) => [c.toLowerCase(), c]));
  const cuisines = [
    ...new Set(
      (first(params.cuisines) ?? "")
        .split(",")
        .map((c) => byLowerCase.get(c.trim().toLowerCase()))
        .filter((c): c is string => c !== undefined),
    ),
  ];
  const q = first(params.q)?.trim().slice(0, Q_MAX);
  return {
    sort: isSort(sort) ? sort : undefined,
    cuisines,
    q: q || undefined,
    page: pageParam(params.page, PAGE_MAX, "clamp"),
    ...parsePlace(params),
  };
}

/** The location part of the URL: a city, and in it a locality and PIN code; a PIN code alone is dropped. */
function parsePlace(params: SearchParamsRecord): Pick<BrowseFilter, "city" | "locality" | "pincode"> {
  const text = (value: string | undefined) => {
    const trimmed = value?.trim().replace(/\s+/g, " ");
    return trimmed && trimmed.length <= PLACE_MAX ? trimmed : undefined;
  };
  const city = text(first(params.city));
  if (!city) return {};
  const pincode = first(params.pincode)?.trim();
  const locality = text(first(params.locality));
  return {
    city,
    ...(locality && { locality }),
    ...(pincode && PINCODE.test(pincode) && { pincode }),
  };
}

/** `/restaurants` with this filter; commas stay readable in the cuisine list. */
export function browseHref(filter: Partial<BrowseFilter>): string {
  const parts: string[] = [];
  if (filter.sort) parts.push(`sort=${filter.sort}`);
  if (filter.cuisines?.length) parts.push(`cuisines=${filter.cuisines.map(encodeURIComponent).join(",")}`);
  if (filter.q) parts.push(`q=${encodeURIComponent(filter.q)}`);
  if (filter.city) {
    parts.push(`city=${encodeURIComponent(filter.city)}`);
    if (filter.locality) parts.push(`locality=${encodeURIComponent(filter.locality)}`);
    if (filter.pincode) parts.push(`pincode=${filter.pincode}`);
  }
  if (filter.page && filter.page > 1) parts.push(`page=${filter.page}`);
  return parts.length ? `/restaurants?${parts.join("&")}` : "/restaurants";
}

/** How many of the dialog's filters (sort, cuisines) are on, for the Filters button's badge. */
export function activeFilterCount(filter: BrowseFilter): number {
  return (filter.sort ? 1 : 0) + filter.cuisines.length;
}

/** The filter without its location (what the user filtered by, as opposed to where they are). */
export function isFiltered(filter: BrowseFilter): boolean {
  return filter.sort !== undefined || filter.cuisines.length > 0 || filter.q !== undefined;
}
