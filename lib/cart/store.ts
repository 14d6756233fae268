"use client";
import { create } from "zustand";
import { emptyCart } from "./cart-math";
import { createCartStorage } from "./cart-storage";
import { parseStoredCart } from "./stored-cart";
import type { CartState } from "./types";

export type { CartItem, CartLine, CartState } from "./types";

/** The localStorage key of the cart (the spec's). */
export const CART_STORAGE_KEY = "cart";

export const EMPTY_CART: CartState = emptyCart();

/** The spec's cart shape, kept in localStorage under `cart`. Change it through lib/cart/actions.ts. */
export const useCartStore = create<CartState>()(() => EMPTY_CART);

const storage = createCartStorage(CART_STORAGE_KEY, () => localStorage);
let loaded = false;
let loading = false;

// Every change after the stored cart was read is written back (what was just read is not).
useCartStore.subscribe((cart) => {
  if (loaded && !loading) storage.write(cart);
});

/**
 * The cart's storage. It is read after mount (so the server render and the first client render
 * agree) and again when another tab changes it; what is read replaces the state wholesale, so a
 * cart cleared in another tab (no stored value at all) empties this one too.
 */
export const cartPersistence = {
  hasLoaded: () => loaded,
  load(): void {
    loading = true;
    try {
      useCartStore.setState(parseStoredCart(storage.read()), true);
    } finally {
      loading = false;
      loaded = true;
    }
  },
  /** Removes the stored cart (the state is the caller's to empty). */
  clear: () => storage.remove(),
};
