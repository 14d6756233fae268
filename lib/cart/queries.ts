import { ApiError, apiFetch } from "@/lib/api/client";
import { untilText } from "@/lib/menu/stock";
import type { PreviewBillAnswer } from "@/lib/checkout/contract";
import type { ApiRestaurant } from "@/lib/restaurants/api-shape";
import type { CurrentMenu } from "./menu-check";
import { parseMenuResponse } from "./menu-response";

// The cart's reads (public ones: a visitor without a session must never be sent to a login page from
// here): its query keys and its calls. The hooks are in use-cart-checks.ts, so a caller that only
// needs a call (Reorder) does not load TanStack Query with it.

export const cartKeys = {
  all: ["cart"] as const,
  /** The cart's own copy of a menu: the parsed price list, not the menu page's data. */
  menu: (restaurantId: string) => [...cartKeys.all, "menu", restaurantId] as const,
  /** Whether the restaurant takes orders now. */
  restaurantStatus: (restaurantId: string) => [...cartKeys.all, "restaurant-status", restaurantId] as const,
  /** The server's bill of these lines (and tip, and coupon code). */
  bill: (restaurantId: string, lines: readonly BillPreviewLine[], tipPaise: number, couponCode: string | null) =>
    [...cartKeys.all, "bill", restaurantId, lines, tipPaise, couponCode] as const,
};

export type BillPreviewLine = { menuItemId: string; quantity: number };

/**
 * `POST /api/previewBill`: the bill the checkout would charge for these lines, from the server's prices and the
 * restaurant's charges (the browser never adds money up), what is still needed for free delivery, and the offer in it
 * (the coupon code typed, else the restaurant's best automatic one) or why the code does not apply.
 */
export function fetchBillPreview(
  restaurantId: string,
  items: readonly BillPreviewLine[],
  tipPaise: number,
  couponCode: string | null,
  signal?: AbortSignal,
): Promise<PreviewBillAnswer> {
  return apiFetch<PreviewBillAnswer>("/api/previewBill", {
    method: "POST",
    json: { restaurantId, items, ...(tipPaise > 0 && { tipPaise }), ...(couponCode && { couponCode }) },
    signal,
    reauth: false,
  });
}

/** The restaurant's current menu items by id; a restaurant that is gone has none. */
export async function fetchCurrentMenu(restaurantId: string, signal?: AbortSignal): Promise<CurrentMenu> {
  try {
    const body = await apiFetch<unknown>(`/api/getMenuByRestaurantId?_id=${encodeURIComponent(restaurantId)}`, {
      signal,
      reauth: false,
    });
    return parseMenuResponse(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return new Map();
    throw error;
  }
}

/** `GET /api/getRestauarntById`'s answer, as far as the cart reads it. */
type RestaurantAnswer = {
  restaurant: Pick<
    ApiRestaurant,
    "name" | "isOpen" | "openTime" | "paused" | "pauseReason" | "pausedUntil" | "timeZone"
  >;
};

/** "Snack Shack is not taking orders right now: Kitchen is very busy" (as checkout says it), or null while open. */
export async function fetchCartRestaurantBlock(restaurantId: string, signal?: AbortSignal): Promise<string | null> {
  const { restaurant: r } = await apiFetch<RestaurantAnswer>(
    `/api/getRestauarntById?_id=${encodeURIComponent(restaurantId)}`,
    { signal, reauth: false },
  );
  if (r.paused) {
    const head = r.pausedUntil
      ? `${r.name} is paused until ${untilText(new Date(r.pausedUntil), new Date(), r.timeZone)}`
      : `${r.name} is not taking orders right now`;
    return `${head}${r.pauseReason ? `: ${r.pauseReason}` : ""}`;
  }
  return r.isOpen ? null : `${r.name} is closed now and opens at ${r.openTime}`;
}
