"use client";
import { Icon } from "@/components/ui/icon";
import { useId, useRef } from "react";
import { StepperButton } from "@/components/cart/stepper-button";
import { useNotDelivering } from "@/components/location/delivery-state";
import { useRestaurantOpen } from "@/components/restaurants/open-state";
import { addToCart, decreaseQuantity, increaseQuantity, useCartQuantity } from "@/lib/cart/actions";
import type { CartItem } from "@/lib/cart/store";
import { cn } from "@/lib/ui/cn";
import { useViewer } from "@/lib/viewer/use-viewer";

/**
 * An owner may browse the storefront, but the spec's partner has no cart: Add would fill one that is never
 * shown (issue 27). So it says why instead, as for a closed kitchen.
 */
const PARTNER_CANNOT_ORDER = "Logged in as a restaurant partner: only customers can order";

type AddToCartControlProps = Readonly<{
  item: CartItem;
  /** Why the item cannot be added now (e.g. "Closed now: ordering opens at 09:00"): shown, and read with the button. */
  disabledReason?: string;
  /**
   * Inside an OpenState (a menu): why it cannot be added while its restaurant is closed, used only
   * while the restaurant is closed by the browser's clock.
   */
  closedReason?: string;
  className?: string;
}>;

/**
 * "Add" until the item is in the cart, then a − quantity + stepper. Another restaurant's item
 * opens the itemsInCart modal instead (see addToCart).
 */
export function AddToCartControl({
  item,
  disabledReason: fixedReason,
  closedReason,
  className,
}: AddToCartControlProps) {
  const open = useRestaurantOpen();
  const partner = useViewer().data?.user?.userType === "restaurant";
  // Inside a DeliveryState (a menu): a kitchen that does not deliver to the shopper takes no order.
  const notDelivering = useNotDelivering();
  const disabledReason = partner
    ? PARTNER_CANNOT_ORDER
    : (fixedReason ?? notDelivering ?? (open === false ? closedReason : undefined));
  const quantity = useCartQuantity(item._id);
  // "Add" and "+" are one button that changes its face, so focus stays on it when the stepper appears.
  const mainRef = useRef<HTMLButtonElement>(null);
  const reasonId = useId();
  const disabled = Boolean(disabledReason);
  const inCart = quantity > 0;

  const onMain = () => {
    if (disabled) return;
    if (inCart) increaseQuantity(item._id);
    else addToCart(item);
  };
  const onDecrease = () => {
    // The − goes away with the last one; move focus before it does, or it falls back to the page.
    if (quantity === 1) mainRef.current?.focus();
    decreaseQuantity(item._id);
  };

  return (
    <div className={cn("inline-flex flex-col gap-1", className)}>
      <div
        className={cn(
          "flex h-[2.875rem] w-32 items-center rounded-xl border bg-white shadow-sm",
          disabled && !inCart ? "border-stone-300" : "border-brand-500",
        )}
      >
        {inCart && (
          <>
            <StepperButton step="decrease" itemName={item.name} onClick={onDecrease} />
            <span className="flex-1 text-center text-sm font-bold tabular-nums text-ink" aria-live="polite">
              {quantity}
              <span className="sr-only"> in cart</span>
            </span>
          </>
        )}
        <button
          ref={mainRef}
          type="button"
          onClick={onMain}
          // Still focusable when disabled, so keyboard and screen-reader users reach the reason.
          aria-disabled={disabled || undefined}
          aria-describedby={disabled ? reasonId : undefined}
          aria-label={inCart ? `Increase quantity of ${item.name}` : `Add ${item.name} to cart`}
          className={cn(
            "inline-flex items-center justify-center font-bold text-brand-600 transition-colors hover:bg-brand-50",
            "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500",
            "aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-transparent",
            inCart ? "h-11 w-11 shrink-0 rounded-lg" : "h-full w-full rounded-[11px] text-sm uppercase tracking-wide",
          )}
        >
          {inCart ? <Icon name="plus" className="h-4 w-4" bold /> : "Add"}
        </button>
      </div>
      {disabledReason && (
        <p id={reasonId} className="max-w-56 text-xs leading-snug text-muted">
          {disabledReason}
        </p>
      )}
    </div>
  );
}
