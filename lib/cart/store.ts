"use client";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** A menu item as the cart keeps it (the spec's `item` of a cart line). */
export type CartItem = {
  _id: string;
  name: string;
  price: number;
  imageUrl: string;
  type: "veg" | "non-veg";
  restaurant_id: string;
};

export type CartLine = { item: CartItem; quantity: number };

/** The spec's cart shape, persisted in localStorage under `cart`. */
export type CartState = { items: CartLine[]; totalPrice: number; totalQuantity: number };

export const EMPTY_CART: CartState = { items: [], totalPrice: 0, totalQuantity: 0 };

export const useCartStore = create<CartState>()(
  persist(() => EMPTY_CART, {
    name: "cart",
    storage: createJSONStorage(() => localStorage),
    // Read after mount so the server render and the first client render agree.
    skipHydration: true,
  }),
);
