"use client";
import { useUiStore } from "@/lib/ui/store";
import { useCouponStore } from "@/lib/cart/coupon-store";
import {
  emptyCart,
  withLineRemoved,
  withLinesMerged,
  withQuantityDecreased,
  withQuantityIncreased,
  withTotals,
} from "./cart-math";
import { checkCartAgainstMenu, mergePriceNotices, type CurrentMenu, type MenuCheck } from "./menu-check";
import { usePriceNotices } from "./price-notices";
import { cartPersistence, useCartStore } from "./store";
import type { CartItem, CartLine, CartState } from "./types";

// Every change to the cart goes through here: the rules come from cart-math, the store keeps
// the result under `cart` and the other tabs follow through the `storage` event.

/** The persisted cart, loaded first if nothing has loaded it yet. */
function currentCart(): CartState {
  // Writing before the stored cart is read would overwrite it with this tab's empty one.
  if (!cartPersistence.hasLoaded()) cartPersistence.load();
  return useCartStore.getState();
}

function commit(next: CartState, previous: CartState) {
  if (next !== previous) useCartStore.setState(next, true);
}

/**
 * Adds lines, merging quantities into those already in the cart. Lines of another restaurant than
 * the cart's change nothing: the itemsInCart modal opens to ask about replacing the cart.
 */
export function bulkAdd(lines: ReadonlyArray<CartLine>): "added" | "needsConfirm" {
  const cart = currentCart();
  const result = withLinesMerged(cart, lines);
  if (result.status === "needsConfirm") {
    useUiStore.getState().askToReplaceCart([...lines]);
    return "needsConfirm";
  }
  commit(result.cart, cart);
  return "added";
}

/** Adds one of `item` (see bulkAdd for another restaurant's item). */
export function addToCart(item: CartItem): "added" | "needsConfirm" {
  return bulkAdd([{ item, quantity: 1 }]);
}

export function increaseQuantity(itemId: string): void {
  const cart = currentCart();
  commit(withQuantityIncreased(cart, itemId), cart);
}

/** One fewer; the line goes at 0. */
export function decreaseQuantity(itemId: string): void {
  const cart = currentCart();
  commit(withQuantityDecreased(cart, itemId), cart);
}

export function removeLine(itemId: string): void {
  const cart = currentCart();
  commit(withLineRemoved(cart, itemId), cart);
}

/** Empties the cart and removes it from storage altogether (the spec's Clear), with the coupon applied to it. */
export function clearCart(): void {
  useCartStore.setState(emptyCart(), true);
  cartPersistence.clear();
  usePriceNotices.setState({ notices: {} });
  useCouponStore.getState().remove();
}

/** The itemsInCart modal's Yes: the cart now holds only the pending lines. */
export function confirmReplaceCart(): void {
  const { pendingCartLines, closeModal } = useUiStore.getState();
  clearCart();
  if (pendingCartLines.length > 0) useCartStore.setState(withLinesMerged(emptyCart(), pendingCartLines).cart, true);
  closeModal();
}

/**
 * Brings the stored items in line with the restaurant's current menu (price, name, type, picture)
 * and remembers each price change so the cart can say so. Returns the comparison for display.
 */
export function syncCartWithMenu(menu: CurrentMenu): MenuCheck {
  const cart = currentCart();
  const check = checkCartAgainstMenu(cart.items, menu);
  if (check.changed) {
    usePriceNotices.setState((s) => ({ notices: mergePriceNotices(s.notices, check) }));
    commit(withTotals(check.lines.map((c) => c.line)), cart);
  }
  return check;
}

/** Forgets the price changes shown so far (when the cart is closed). */
export function clearPriceNotices(): void {
  usePriceNotices.setState({ notices: {} });
}

/** How many of this item the cart holds (0 before the stored cart has loaded). */
export function useCartQuantity(itemId: string): number {
  return useCartStore((s) => s.items.find((l) => l.item._id === itemId)?.quantity ?? 0);
}
