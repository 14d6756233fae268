"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/api/client";
import type { ApiMenuItem } from "@/lib/menu/api-shape";
import type { ApiRestaurant } from "@/lib/restaurants/api-shape";

/** A dish in `GET /api/search`'s answer. */
export type SearchDish = ApiMenuItem & { restaurantName: string };

export type SearchAnswer = { restaurants: ApiRestaurant[]; dishes: SearchDish[] };

/** The server answers empty lists below this length, so shorter queries are not sent. */
export const MIN_QUERY = 2;

export const searchKeys = {
  all: ["search"] as const,
  query: (q: string) => ["search", q] as const,
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

/** Restaurants and dishes matching `q` (typo-tolerant on the server); earlier results stay while typing. */
export function useCatalogSearch(q: string) {
  return useQuery({
    queryKey: searchKeys.query(q),
    queryFn: ({ signal }) => apiFetch<SearchAnswer>(`/api/search?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.length >= MIN_QUERY,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
