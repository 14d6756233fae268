import type { RestaurantSort } from "@/lib/restaurants/service";

// The restaurant list's filter lives in the URL (?sort=&cuisines=&q=&page=) so that a filtered
// list can be shared and Back restores it. Parsing and building the URL live here, in one pure
// module that both the server page and the client controls use.

export type BrowseFilter = {
  sort?: RestaurantSort;
  cuisines: string[];
  q?: string;
  page: number;
};

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

export const SORT_LABELS: Record<RestaurantSort, string> = { deliveryTime: "Delivery Time", rating: "Ratings" };

const Q_MAX = 100;
const PAGE_MAX = 1000;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

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
  const page = Number.parseInt(first(params.page) ?? "", 10);
  return {
    sort: isSort(sort) ? sort : undefined,
    cuisines,
    q: q || undefined,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, PAGE_MAX) : 1,
  };
}

/** `/restaurants` with this filter; commas stay readable in the cuisine list. */
export function browseHref(filter: Partial<BrowseFilter>): string {
  const parts: string[] = [];
  if (filter.sort) parts.push(`sort=${filter.sort}`);
  if (filter.cuisines?.length) parts.push(`cuisines=${filter.cuisines.map(encodeURIComponent).join(",")}`);
  if (filter.q) parts.push(`q=${encodeURIComponent(filter.q)}`);
  if (filter.page && filter.page > 1) parts.push(`page=${filter.page}`);
  return parts.length ? `/restaurants?${parts.join("&")}` : "/restaurants";
}

/** How many of the dialog's filters (sort, cuisines) are on, for the Filters button's badge. */
export function activeFilterCount(filter: BrowseFilter): number {
  return (filter.sort ? 1 : 0) + filter.cuisines.length;
}
