"use client";
import { useQuery } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import { ApiError, apiFetch } from "@/lib/api/client";
import type { CurrentMenu } from "./menu-check";
import { parseMenuResponse } from "./menu-response";

/** The cart's own key: it keeps the parsed price list, not the menu page's data. */
export const cartMenuKey = (restaurantId: string) => ["cart", "menu", restaurantId] as const;

/** The restaurant's current menu items by id; a restaurant that is gone has none. */
export async function fetchCurrentMenu(restaurantId: string, signal?: AbortSignal): Promise<CurrentMenu> {
  try {
    const body = await apiFetch<unknown>(`/api/getMenuByRestaurantId?_id=${encodeURIComponent(restaurantId)}`, {
      signal,
      // A public read: a visitor without a session must never be sent to a login page from here.
      reauth: false,
    });
    return parseMenuResponse(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return new Map();
    throw error;
  }
}

/**
 * The current menu of the cart's restaurant while the cart is open. Always refetched on opening
 * (no stale time): a price a minute old is the very thing this check is for.
 */
export function useCartMenu(restaurantId: string | null, open: boolean) {
  return useQuery(
    {
      queryKey: cartMenuKey(restaurantId ?? ""),
      queryFn: ({ signal }) => fetchCurrentMenu(restaurantId ?? "", signal),
      enabled: open && restaurantId !== null,
      staleTime: 0,
      retry: 1,
    },
    appQueryClient(),
  );
}
