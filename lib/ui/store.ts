"use client";
import { create } from "zustand";
import type { CartLine } from "@/lib/cart/types";

/**
 * The shared modals, by the spec's names; empty means closed. (The profile image and order cancel dialogs
 * keep their own open state in their components.)
 */
export type ModalName =
  | ""
  | "loginToPlaceOrder"
  | "confirmDeliveryDetails"
  | "orderSuccess"
  | "itemsInCart"
  | "showFilters"
  | "editMenuItem"
  | "chooseLocation";

type UiState = {
  /** Side panel open or closed. */
  sidebar: boolean;
  /** Calls in flight that want the full-screen 'Loading..' overlay. */
  loadingCount: number;
  modal: ModalName;
  /** What the itemsInCart modal adds if the user agrees to replace the cart (another restaurant's). */
  pendingCartLines: CartLine[];
  cartOpen: boolean;
  /** Whether each lazily loaded panel has ever been opened (its code is fetched then). */
  sidebarUsed: boolean;
  cartUsed: boolean;
  setSidebar: (open: boolean) => void;
  toggleSidebar: () => void;
  startLoading: () => void;
  stopLoading: () => void;
  openModal: (modal: ModalName) => void;
  /** Closes any modal; a pending cart replacement is dropped with it. */
  closeModal: () => void;
  /** Opens the itemsInCart modal for lines that would replace the cart. */
  askToReplaceCart: (lines: CartLine[]) => void;
  setCartOpen: (open: boolean) => void;
};

// UI state only: server data lives in TanStack Query, never here.
export const useUiStore = create<UiState>()((set) => ({
  sidebar: false,
  loadingCount: 0,
  modal: "",
  pendingCartLines: [],
  cartOpen: false,
  sidebarUsed: false,
  cartUsed: false,
  setSidebar: (sidebar) => set((s) => ({ sidebar, sidebarUsed: s.sidebarUsed || sidebar })),
  toggleSidebar: () => set((s) => ({ sidebar: !s.sidebar, sidebarUsed: true })),
  startLoading: () => set((s) => ({ loadingCount: s.loadingCount + 1 })),
  stopLoading: () => set((s) => ({ loadingCount: Math.max(0, s.loadingCount - 1) })),
  // Only askToReplaceCart carries pending lines; any other opening must not inherit stale ones.
  openModal: (modal) => set({ modal, pendingCartLines: [] }),
  closeModal: () => set({ modal: "", pendingCartLines: [] }),
  askToReplaceCart: (pendingCartLines) => set({ modal: "itemsInCart", pendingCartLines }),
  setCartOpen: (cartOpen) => set((s) => ({ cartOpen, cartUsed: s.cartUsed || cartOpen })),
}));
