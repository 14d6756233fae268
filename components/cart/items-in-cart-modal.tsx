"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { confirmReplaceCart } from "@/lib/cart/actions";
import { useCartStore } from "@/lib/cart/store";
import { useUiStore } from "@/lib/ui/store";

/**
 * The spec's itemsInCart modal ('Items already in cart'): the cart holds another restaurant's
 * items. No leaves the cart alone; Yes clears it and adds what the user was adding.
 */
export function ItemsInCartModal() {
  const open = useUiStore((s) => s.modal === "itemsInCart");
  const closeModal = useUiStore((s) => s.closeModal);
  const pending = useUiStore((s) => s.pendingCartLines);
  const cartRestaurant = useCartStore((s) => s.items[0]?.item.restaurantName) || "another restaurant";
  // Opened from code, not from a Radix trigger, so Radix would not know where to return focus.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const first = pending[0]?.item;
  const adding = first
    ? `${pending.length === 1 ? first.name : `these ${pending.length} items`}${first.restaurantName ? ` from ${first.restaurantName}` : ""}`
    : "this item";

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closeModal()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50 animate-fade-in" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
            returnFocusTo.current = null;
          }}
          className="fixed left-1/2 top-1/2 z-[60] max-h-[35rem] w-[min(calc(100vw-2rem),26rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl animate-fade-in focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold">Items already in cart</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">
            Your cart has items from <strong className="font-semibold text-ink">{cartRestaurant}</strong>
            {/* A name that ends in a full stop ("Liberty Burger Co.") ends the sentence too. */}
            {cartRestaurant.endsWith(".") ? "" : "."} Do you want to clear it and add {adding} instead?
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="outline" onClick={closeModal} className="min-w-20">
              No
            </Button>
            <Button onClick={confirmReplaceCart} className="min-w-20">
              Yes
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
