"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api/client";
import type { ApiMenuItem } from "@/lib/menu/api-shape";
import type { ApiRestaurant } from "@/lib/restaurants/api-shape";

/** A dish in `GET /api/search`'s answer. */
export type SearchDish = ApiMenuItem & { restaurantName: string };

export type SearchAnswer = { restaurants: ApiRestaurant[]; dishes: SearchDish[] };

/** The server answers empty lists below this length, so shorter queries are not sent. */
export const MIN_QUERY = 2;

/** Where the results must deliver to (the list's location); none searches every restaurant. */
export type SearchPlace = { city: string; pincode?: string } | null;

export const searchKeys = {
  all: ["search"] as const,
  query: (q: string, place: SearchPlace) =>
    ["search", q, place?.city.toLowerCase() ?? "", place?.pincode ?? ""] as const,
};

/** `value`, once it has stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The search call for `q`, limited to restaurants (and their dishes) that deliver to `place`. */
export function searchPath(q: string, place: SearchPlace): string {
  const query = new URLSearchParams({ q });
  if (place) {
    query.set("city", place.city);
    if (place.pincode) query.set("pincode", place.pincode);
  }
  return `/api/search?${query}`;
}

/**
 * Restaurants and dishes matching `q` (typo-tolerant on the server) that deliver to `place`;
 * earlier results stay while typing.
 */
export function useCatalogSearch(q: string, place: SearchPlace) {
  return useQuery(
    {
      queryKey: searchKeys.query(q, place),
      queryFn: ({ signal }) => apiFetch<SearchAnswer>(searchPath(q, place), { signal }),
      enabled: q.length >= MIN_QUERY,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    },
    appQueryClient(),
  );
}
