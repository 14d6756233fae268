"use client";
import { create } from "zustand";

/** The spec's modal names; empty means closed. */
export type ModalName =
  | ""
  | "loginToPlaceOrder"
  | "confirmDeliveryDetails"
  | "orderSuccess"
  | "profileImageEdit"
  | "itemsInCart"
  | "showFilters"
  | "editMenuItem"
  | "cancelOrder";

type UiState = {
  /** Side panel open or closed. */
  sidebar: boolean;
  /** Calls in flight that want the full-screen 'Loading..' overlay. */
  loadingCount: number;
  modal: ModalName;
  cartOpen: boolean;
  /** Whether each lazily loaded panel has ever been opened (its code is fetched then). */
  sidebarUsed: boolean;
  cartUsed: boolean;
  setSidebar: (open: boolean) => void;
  toggleSidebar: () => void;
  startLoading: () => void;
  stopLoading: () => void;
  openModal: (modal: ModalName) => void;
  closeModal: () => void;
  setCartOpen: (open: boolean) => void;
};

// UI state only: server data lives in TanStack Query, never here.
export const useUiStore = create<UiState>()((set) => ({
  sidebar: false,
  loadingCount: 0,
  modal: "",
  cartOpen: false,
  sidebarUsed: false,
  cartUsed: false,
  setSidebar: (sidebar) => set((s) => ({ sidebar, sidebarUsed: s.sidebarUsed || sidebar })),
  toggleSidebar: () => set((s) => ({ sidebar: !s.sidebar, sidebarUsed: true })),
  startLoading: () => set((s) => ({ loadingCount: s.loadingCount + 1 })),
  stopLoading: () => set((s) => ({ loadingCount: Math.max(0, s.loadingCount - 1) })),
  openModal: (modal) => set({ modal }),
  closeModal: () => set({ modal: "" }),
  setCartOpen: (cartOpen) => set((s) => ({ cartOpen, cartUsed: s.cartUsed || cartOpen })),
}));
