import { apiFetch } from "@/lib/api/client";
import type { SearchAnswer } from "@/lib/search/contract";

// The search box's side of `GET /api/search`: its query keys and its call.

/** Where the results must deliver to (the list's location); none searches every restaurant. */
export type SearchPlace = { city: string; pincode?: string } | null;

export const searchKeys = {
  all: ["search"] as const,
  query: (q: string, place: SearchPlace) =>
    [...searchKeys.all, q, place?.city.toLowerCase() ?? "", place?.pincode ?? ""] as const,
};

/** The search call for `q`, limited to restaurants (and their dishes) that deliver to `place`. */
export function searchPath(q: string, place: SearchPlace): string {
  const query = new URLSearchParams({ q });
  if (place) {
    query.set("city", place.city);
    if (place.pincode) query.set("pincode", place.pincode);
  }
  return `/api/search?${query}`;
}

export function fetchSearch(q: string, place: SearchPlace, signal?: AbortSignal): Promise<SearchAnswer> {
  return apiFetch<SearchAnswer>(searchPath(q, place), { signal });
}
