"use client";
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { emptyCart } from "./cart-math";
import { createCartStorage } from "./cart-storage";
import { parseStoredCart } from "./stored-cart";
import type { CartState } from "./types";

export type { CartItem, CartLine, CartState } from "./types";

/** The localStorage key of the cart (the spec's). */
export const CART_STORAGE_KEY = "cart";

export const EMPTY_CART: CartState = emptyCart();

/** The spec's cart shape, persisted in localStorage under `cart`. Change it through lib/cart/actions.ts. */
export const useCartStore = create<CartState>()(
  persist(() => EMPTY_CART, {
    name: CART_STORAGE_KEY,
    storage: createCartStorage(() => localStorage),
    // Read after mount so the server render and the first client render agree.
    skipHydration: true,
    // The stored value replaces the state wholesale, so a cart cleared in another tab (no stored
    // value at all) empties this one too, instead of the default merge keeping what was here.
    merge: (persisted) => parseStoredCart(persisted),
  }),
);
