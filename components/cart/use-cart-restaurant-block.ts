"use client";
import { useQuery } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import { apiFetch } from "@/lib/api/client";

// Whether the cart's restaurant takes orders now: its owner may have paused them (with a reason)
// since the dishes went in, or its hours may have ended. Asked afresh each time the cart opens, like
// its prices; checkout refuses either way, this only says so before the customer tries.

export const cartRestaurantStatusKey = (restaurantId: string) => ["cart", "restaurant-status", restaurantId] as const;

type StatusAnswer = {
  restaurant: { name: string; isOpen: boolean; openTime: string; paused?: boolean; pauseReason?: string | null };
};

/** "Snack Shack is not taking orders right now: Kitchen is very busy" (as checkout says it), or null while open. */
export async function fetchCartRestaurantBlock(restaurantId: string, signal?: AbortSignal): Promise<string | null> {
  const { restaurant: r } = await apiFetch<StatusAnswer>(
    `/api/getRestauarntById?_id=${encodeURIComponent(restaurantId)}`,
    // A public read: a visitor without a session must never be sent to a login page from here.
    { signal, reauth: false },
  );
  if (r.paused) return `${r.name} is not taking orders right now${r.pauseReason ? `: ${r.pauseReason}` : ""}`;
  return r.isOpen ? null : `${r.name} is closed now and opens at ${r.openTime}`;
}

/** Why the cart's restaurant cannot be ordered from now, or undefined (also while asking or on failure). */
export function useCartRestaurantBlock(restaurantId: string | null, open: boolean): string | undefined {
  const status = useQuery(
    {
      queryKey: cartRestaurantStatusKey(restaurantId ?? ""),
      queryFn: ({ signal }) => fetchCartRestaurantBlock(restaurantId ?? "", signal),
      enabled: open && restaurantId !== null,
      staleTime: 0,
      retry: 1,
    },
    appQueryClient(),
  );
  return status.data ?? undefined;
}
