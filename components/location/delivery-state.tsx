"use client";
import { createContext, useContext, type ReactNode } from "react";
import { cityKey } from "@/lib/location/city-key";
import { deliversTo } from "@/lib/location/delivery-area";
import { placeText } from "@/lib/location/place-text";
import { useShopperLocation } from "@/lib/location/shopper-store";

// Whether a restaurant delivers to the shopper's location, on pages served from the cache. A cached
// card or menu is the same for every visitor, whatever their place (the menu is cached per
// restaurant, not per place), so the server cannot say it; the browser can: the shopper's location
// is in useShopperLocation (the top bar seeds it from the location cookie, the chooser replaces it),
// and the restaurant's delivery area rides along with the page. Same rule as the lists and checkout
// (deliversTo). Unknown (no location yet, or before the top bar has read it): nothing is said.

/** The parts of a restaurant's delivery area a page carries: cities as written, and PIN codes. */
export type DeliveryAreaView = { deliveryCities: readonly string[]; deliveryPincodes: readonly string[] };

/** The shopper's place the enclosing restaurant does not deliver to ("Koramangala, Bengaluru"), else null. */
const DeliveryContext = createContext<string | null>(null);

/** The shopper's place ("Koramangala, Bengaluru") when the area does not cover it; null when it does or is unknown. */
function usePlaceOutside(area: DeliveryAreaView): string | null {
  const location = useShopperLocation((s) => s.current?.location ?? null);
  if (!location) return null;
  const keys = { deliveryCityKeys: area.deliveryCities.map(cityKey), deliveryPincodes: area.deliveryPincodes };
  return deliversTo(keys, location) ? null : placeText(location);
}

/** A box whose `data-delivers` says whether its restaurant delivers to the shopper, for its descendants. */
export function DeliveryState({ area, children }: Readonly<{ area: DeliveryAreaView; children: ReactNode }>) {
  const place = usePlaceOutside(area);
  return (
    <div data-delivers={place === null} className="contents">
      <DeliveryContext value={place}>{children}</DeliveryContext>
    </div>
  );
}

/** Inside DeliveryState: why its restaurant cannot take an order to the shopper's place, else null. */
export function useNotDelivering(): string | null {
  const place = useContext(DeliveryContext);
  return place === null ? null : `Does not deliver to ${place}`;
}

/** Its children only while the enclosing restaurant does not deliver to the shopper. */
export function WhenNotDelivering({ children }: Readonly<{ children: ReactNode }>) {
  return useNotDelivering() === null ? null : children;
}

/** The reason itself ("Does not deliver to Koramangala, Bengaluru"), for a server-drawn card. */
export function NotDeliveringReason() {
  return useNotDelivering();
}

/** Just the place ("Koramangala, Bengaluru"), for a server-drawn sentence. */
export function NotDeliveringPlace() {
  return useContext(DeliveryContext);
}
