"use client";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import { useCartStore } from "@/lib/cart/store";
import { deliversTo } from "@/lib/location/delivery-area";
import { deliveryAreaQuery } from "@/lib/location/queries";
import { placeText } from "@/lib/location/place-text";
import type { DeliveryLocation } from "@/lib/location/schemas";
import { useShopperLocation } from "@/lib/location/shopper-store";
import { toast } from "@/lib/ui/toast";

// Whether the cart's restaurant delivers to the shopper's location, by the same rule the lists and
// checkout apply (deliversTo). Changing the location never empties the cart: the shopper is told
// instead (a toast when they change it, a note in the cart while it holds), and the server refuses a
// checkout to an address outside the restaurant's area anyway.

/** "Snack Shack Express does not deliver to Connaught Place, New Delhi" */
function notDeliveringText(restaurantName: string, location: DeliveryLocation): string {
  return `${restaurantName || "The restaurant in your cart"} does not deliver to ${placeText(location)}`;
}

/** After a new location is chosen: a toast when the cart's restaurant does not deliver there. */
export async function warnIfCartOutside(queryClient: QueryClient, location: DeliveryLocation): Promise<void> {
  const first = useCartStore.getState().items[0]?.item;
  if (!first) return;
  try {
    const area = await queryClient.fetchQuery(deliveryAreaQuery(first.restaurant_id));
    if (!deliversTo(area, location)) {
      toast.error(`${notDeliveringText(first.restaurantName || area.name, location)}. Your cart is kept.`, {
        id: "cart-outside-location",
        duration: 8000,
      });
    }
  } catch {
    // The cart's own note asks again when it opens.
  }
}

/**
 * The cart's note about the location: the text when its restaurant does not deliver to the
 * shopper's location, else null (also while unknown: no location, an empty cart, or still asking).
 */
export function useCartOutsideLocation(enabled: boolean): string | null {
  const first = useCartStore((s) => s.items[0]?.item);
  const location = useShopperLocation((s) => s.current?.location ?? null);
  const area = useQuery(
    { ...deliveryAreaQuery(first?.restaurant_id ?? ""), enabled: enabled && Boolean(first && location) },
    appQueryClient(),
  );
  if (!first || !location || !area.data || deliversTo(area.data, location)) return null;
  return notDeliveringText(first.restaurantName || area.data.name, location);
}
