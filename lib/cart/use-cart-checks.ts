"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import {
  cartKeys,
  fetchBillPreview,
  fetchCartRestaurantBlock,
  fetchCurrentMenu,
  type BillPreviewLine,
} from "./queries";

// What the open cart checks about its restaurant: its current menu (prices, dishes gone) and whether
// it takes orders now (its owner may have paused them since the dishes went in, or its hours ended).
// Both are asked afresh each time the cart opens (no stale time: a minute-old answer is the very
// thing these checks are for); checkout refuses either way, the cart only says so before the customer tries.

function useCartCheck<T>(
  key: (restaurantId: string) => readonly unknown[],
  fetcher: (restaurantId: string, signal: AbortSignal) => Promise<T>,
  restaurantId: string | null,
  open: boolean,
) {
  return useQuery(
    {
      queryKey: key(restaurantId ?? ""),
      queryFn: ({ signal }) => fetcher(restaurantId ?? "", signal),
      enabled: open && restaurantId !== null,
      staleTime: 0,
      retry: 1,
    },
    appQueryClient(),
  );
}

/** The current menu of the cart's restaurant while the cart is open. */
export function useCartMenu(restaurantId: string | null, open: boolean) {
  return useCartCheck(cartKeys.menu, fetchCurrentMenu, restaurantId, open);
}

/** Why the cart's restaurant cannot be ordered from now, or undefined (also while asking or on failure). */
export function useCartRestaurantBlock(restaurantId: string | null, open: boolean): string | undefined {
  return useCartCheck(cartKeys.restaurantStatus, fetchCartRestaurantBlock, restaurantId, open).data ?? undefined;
}

/**
 * The server's bill of the cart's lines (and a tip) while `enabled`. A change of quantity or tip keeps showing the
 * last bill, marked as updating, until the new one arrives, so the totals never jump to nothing between two.
 */
export function useBillPreview(
  restaurantId: string | null,
  lines: readonly BillPreviewLine[],
  tipPaise: number,
  enabled: boolean,
  couponCode: string | null = null,
) {
  return useQuery(
    {
      queryKey: cartKeys.bill(restaurantId ?? "", lines, tipPaise, couponCode),
      queryFn: ({ signal }) => fetchBillPreview(restaurantId ?? "", lines, tipPaise, couponCode, signal),
      enabled: enabled && restaurantId !== null && lines.length > 0,
      placeholderData: keepPreviousData,
      staleTime: 0,
      retry: 1,
    },
    appQueryClient(),
  );
}
