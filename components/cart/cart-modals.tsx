"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import { useUiStore } from "@/lib/ui/store";

// Radix's dialog code is fetched the first time the modal is needed, not on every page load.
const ItemsInCartModal = dynamic(
  () => import("@/components/cart/items-in-cart-modal").then((m) => m.ItemsInCartModal),
  { ssr: false },
);

/** The cart's modals, for the customer layout to render once. */
export function CartModals() {
  const asked = useUiStore((s) => s.modal === "itemsInCart");
  // Stays mounted after the first use, so the dialog can close normally and reopen at once.
  const [used, setUsed] = useState(false);
  if (asked && !used) setUsed(true);
  return used ? <ItemsInCartModal /> : null;
}
