"use client";
import { create } from "zustand";

type CouponState = {
  /** The code the customer applied in the cart (normalised by the server's answer), or null. */
  code: string | null;
  apply: (code: string) => void;
  remove: () => void;
};

/**
 * The coupon code typed in the cart, shared by the cart drawer and the checkout dialog so that the checkout asks
 * for exactly the bill the cart showed. Not persisted: a coupon is applied again in a new visit.
 */
export const useCouponStore = create<CouponState>()((set) => ({
  code: null,
  apply: (code) => set({ code }),
  remove: () => set({ code: null }),
}));
