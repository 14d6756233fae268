"use client";
import { Icon } from "@/components/ui/icon";
import Image from "next/image";
import { AppLink } from "@/components/ui/app-link";
import { useEffect } from "react";
import { BillSummary, freeDeliveryText } from "@/components/money/bill-summary";
import { CartLineRow } from "@/components/cart/cart-line-row";
import { CouponBox } from "@/components/cart/coupon-box";
import { OrderForButton } from "@/components/checkout/order-for-button";
import { Button, buttonClasses } from "@/components/ui/button";
import { Drawer } from "@/components/ui/drawer";
import { clearCart, clearPriceNotices, syncCartWithMenu } from "@/lib/cart/actions";
import { cartSummary } from "@/lib/cart/cart-math";
import { usePriceNotices } from "@/lib/cart/price-notices";
import { useCartStore } from "@/lib/cart/store";
import { useCouponStore } from "@/lib/cart/coupon-store";
import { useBillPreview, useCartMenu, useCartRestaurantBlock } from "@/lib/cart/use-cart-checks";
import { useCartOutsideLocation } from "@/lib/location/use-cart-delivery";
import { formatRupees } from "@/lib/ui/format";
import { useUiStore } from "@/lib/ui/store";

/** The cart dialog: lines checked against the restaurant's current menu, totals, and the order button. */
export function CartDrawer() {
  const open = useUiStore((s) => s.cartOpen);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const openModal = useUiStore((s) => s.openModal);
  const items = useCartStore((s) => s.items);
  const notices = usePriceNotices((s) => s.notices);
  const restaurant = items[0]?.item;
  const menu = useCartMenu(restaurant?.restaurant_id ?? null, open);
  // Only a menu fetched since the cart opened may judge it; a cached one may predate an add.
  const currentMenu = open && menu.isSuccess && !menu.isFetching ? menu.data : null;

  useEffect(() => {
    if (currentMenu) syncCartWithMenu(currentMenu);
  }, [currentMenu, items]);

  const onOpenChange = (next: boolean) => {
    setCartOpen(next);
    if (!next) clearPriceNotices();
  };

  // Off the menu, or marked sold out by its owner (checkout would refuse it with a 409 naming it).
  const isSoldOut = (itemId: string) => currentMenu?.get(itemId)?.inStock === false;
  const isUnavailable = (itemId: string) => currentMenu !== null && (!currentMenu.has(itemId) || isSoldOut(itemId));
  const orderable = items.filter((l) => !isUnavailable(l.item._id));
  const summary = cartSummary(orderable);
  const checking = open && menu.isFetching;
  // TanStack Query keys by value: a new array of the same lines is the same bill.
  const billLines = orderable.map((l) => ({ menuItemId: l.item._id, quantity: l.quantity }));
  // The server's bill of what can be ordered (its charges and taxes), once the menu check has settled.
  const couponCode = useCouponStore((s) => s.code);
  const applyCoupon = useCouponStore((s) => s.apply);
  const removeCoupon = useCouponStore((s) => s.remove);
  const preview = useBillPreview(restaurant?.restaurant_id ?? null, billLines, 0, open && !checking, couponCode);
  const bill = preview.data?.bill ?? null;
  const freeDelivery = preview.data ? freeDeliveryText(preview.data.freeDelivery) : null;
  const outside = useCartOutsideLocation(open && items.length > 0);
  // The order is priced from the current menu: wait for the check, and leave out nothing silently.
  // Paused by its owner or past its hours: checkout would refuse, so the button says why first.
  const restaurantBlock = useCartRestaurantBlock(restaurant?.restaurant_id ?? null, open);
  const orderBlockedReason = items.some((l) => isUnavailable(l.item._id))
    ? items.some((l) => isSoldOut(l.item._id))
      ? "Remove the sold-out items to order"
      : "Remove the items that are no longer available to order"
    : restaurantBlock;

  return (
    <Drawer open={open} onOpenChange={onOpenChange} title="Your cart" description="Items in your cart">
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
          <Image src="/images/no-orders.webp" alt="" width={240} height={180} className="h-auto w-48" />
          <p className="text-lg font-semibold">Hey there, lets get you some food</p>
          <AppLink href="/restaurants" onClick={() => setCartOpen(false)} className={buttonClasses("primary", "md")}>
            Browse Food
          </AppLink>
        </div>
      ) : (
        <div className="flex min-h-full flex-col">
          <div className="flex-1 px-5 pt-4">
            <div className="flex items-center justify-between gap-3">
              {restaurant && (
                <p className="min-w-0 truncate text-sm text-muted">
                  From{" "}
                  <AppLink
                    href={`/restaurantPage/${restaurant.restaurant_id}/menu`}
                    onClick={() => onOpenChange(false)}
                    className="font-semibold text-ink underline-offset-2 hover:underline"
                  >
                    {restaurant.restaurantName || "this restaurant"}
                  </AppLink>
                </p>
              )}
              <Button variant="ghost" size="sm" onClick={clearCart} aria-label="Clear cart">
                Clear
              </Button>
            </div>
            {outside && (
              <div role="note" className="mt-3 flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
                <Icon name="map-pin-off" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
                <div className="min-w-0">
                  <p className="font-semibold text-amber-950">{outside}.</p>
                  <p className="mt-0.5 text-amber-900">
                    Your cart is kept. Change the location, or check out to an address it delivers to.
                  </p>
                  <button
                    type="button"
                    onClick={() => openModal("chooseLocation")}
                    className="mt-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    Change location
                  </button>
                </div>
              </div>
            )}
            <MenuCheckStatus
              checking={checking}
              failed={!menu.isFetching && menu.isError}
              onRetry={() => void menu.refetch()}
            />
            <ul className="divide-y divide-stone-200">
              {items.map((line) => (
                <CartLineRow
                  key={line.item._id}
                  line={line}
                  unavailable={isUnavailable(line.item._id)}
                  soldOut={isSoldOut(line.item._id)}
                  priceNotice={notices[line.item._id]}
                />
              ))}
            </ul>
          </div>
          <div className="sticky bottom-0 border-t border-stone-200 bg-white px-5 py-4">
            {freeDelivery && (
              <p role="status" className="mb-2 rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800">
                {freeDelivery}
              </p>
            )}
            <CouponBox
              code={couponCode}
              offer={preview.data?.offer ?? null}
              refusal={preview.data && !preview.isPlaceholderData ? preview.data.couponRefusal : null}
              onApply={applyCoupon}
              onRemove={removeCoupon}
            />
            {bill ? (
              <div aria-busy={preview.isFetching} className={preview.isFetching ? "opacity-60" : undefined}>
                <BillSummary bill={bill} />
              </div>
            ) : (
              // Before the server's bill arrives (or if it cannot be asked): the spec's own lines, from the cart.
              <dl className="space-y-1.5 text-sm" aria-label="Bill details" aria-busy={preview.isFetching}>
                <div className="flex justify-between">
                  <dt className="text-muted">Sub Total</dt>
                  <dd className="tabular-nums">{formatRupees(summary.subtotal)}</dd>
                </div>
                <div className="flex justify-between">
                  <dt className="text-muted">Delivery Charge</dt>
                  <dd className="tabular-nums">
                    {summary.totalQuantity > 0 && summary.deliveryCharge === 0 ? (
                      <span className="font-semibold text-veg">Free</span>
                    ) : (
                      formatRupees(summary.deliveryCharge)
                    )}
                  </dd>
                </div>
                <div className="flex justify-between border-t border-dashed border-stone-300 pt-2 text-base font-bold">
                  <dt>Total</dt>
                  <dd className="tabular-nums">{formatRupees(summary.total)}</dd>
                </div>
              </dl>
            )}
            <OrderForButton
              total={bill ? bill.totalPaise / 100 : summary.total}
              blockedReason={orderBlockedReason}
              waiting={checking || (preview.isPending && preview.fetchStatus === "fetching")}
              warning={outside ? `${outside}: checkout needs an address in its delivery area.` : undefined}
            />
          </div>
        </div>
      )}
    </Drawer>
  );
}

type MenuCheckStatusProps = Readonly<{ checking: boolean; failed: boolean; onRetry: () => void }>;

/** Whether the prices shown are the restaurant's current ones yet. */
function MenuCheckStatus({ checking, failed, onRetry }: MenuCheckStatusProps) {
  return (
    <div className="text-xs text-muted">
      <p role="status" className="empty:hidden mt-2">
        {checking && "Checking current prices…"}
        {failed && "Could not check the current prices; showing those from when you added the items."}
      </p>
      {failed && (
        <button type="button" onClick={onRetry} className="mt-1 font-semibold text-brand-600 hover:underline">
          Try again
        </button>
      )}
    </div>
  );
}
