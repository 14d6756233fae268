"use client";
import { Icon } from "@/components/ui/icon";
import { useCartStore } from "@/lib/cart/store";
import { useCartSync } from "@/lib/cart/use-cart-sync";
import { useUiStore } from "@/lib/ui/store";

/**
 * Opens the cart drawer; the badge shows how many items the cart holds. Being on every customer
 * page, it is also what loads the stored cart and keeps it in step with other tabs.
 */
export function CartButton() {
  const count = useCartStore((s) => s.totalQuantity);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  useCartSync();

  return (
    <button
      type="button"
      onClick={() => setCartOpen(true)}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-stone-100"
      aria-label={count > 0 ? `Cart, ${count} item${count === 1 ? "" : "s"}` : "Cart, empty"}
    >
      <Icon name="shopping-bag" className="h-5 w-5" />
      {count > 0 && (
        <span className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-500 px-1 text-[11px] font-bold text-white">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </button>
  );
}
