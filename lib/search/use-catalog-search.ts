"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { appQueryClient } from "@/lib/query/client";
import { MIN_QUERY } from "@/lib/search/contract";
import { fetchSearch, searchKeys, type SearchPlace } from "@/lib/search/queries";

/** `value`, once it has stopped changing for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Restaurants and dishes matching `q` (typo-tolerant on the server) that deliver to `place`;
 * earlier results stay while typing.
 */
export function useCatalogSearch(q: string, place: SearchPlace) {
  return useQuery(
    {
      queryKey: searchKeys.query(q, place),
      queryFn: ({ signal }) => fetchSearch(q, place, signal),
      enabled: q.length >= MIN_QUERY,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    },
    appQueryClient(),
  );
}
