"use client";
import { create } from "zustand";
// Types only: the schemas module carries zod, which must not ride along with the top bar.
import type { DeliveryLocation } from "@/lib/location/schemas";

/** Where the shown location came from: the chooser (its cookie) or the customer's default address. */
type LocationSource = "chosen" | "address";

export type ShopperLocation = { location: DeliveryLocation; source: LocationSource } | null;

type ShopperLocationState = {
  /** The shopper's delivery location as this tab knows it; undefined until the top bar has mounted. */
  current: ShopperLocation | undefined;
  set: (current: ShopperLocation) => void;
};

/**
 * The delivery location for the browser's parts that are not rendered on the server (search,
 * cart drawer, checkout). The top bar seeds it from the server's reading of the cookie, and the
 * chooser replaces it at once when the shopper picks another place, before the page refreshes.
 * UI state, like the cart: the addresses themselves stay in TanStack Query.
 */
export const useShopperLocation = create<ShopperLocationState>()((set) => ({
  current: undefined,
  set: (current) => set({ current }),
}));
