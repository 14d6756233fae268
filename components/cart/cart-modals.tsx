"use client";
import { lazyClient } from "@/components/ui/lazy-client";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { takeCartReturn } from "@/lib/checkout/cart-return";
import { useUiStore, type ModalName } from "@/lib/ui/store";

// Each modal's code (Radix dialog, forms) is fetched the first time it is needed, not on every page load.
const ItemsInCartModal = lazyClient(() =>
  import("@/components/cart/items-in-cart-modal").then((m) => m.ItemsInCartModal),
);
const LoginToPlaceOrderModal = lazyClient(() =>
  import("@/components/checkout/login-to-place-order-modal").then((m) => m.LoginToPlaceOrderModal),
);
const ConfirmDeliveryDetailsModal = lazyClient(() =>
  import("@/components/checkout/confirm-delivery-details-modal").then((m) => m.ConfirmDeliveryDetailsModal),
);
const OrderSuccessModal = lazyClient(() =>
  import("@/components/checkout/order-success-modal").then((m) => m.OrderSuccessModal),
);

const LAZY_MODALS = {
  itemsInCart: ItemsInCartModal,
  loginToPlaceOrder: LoginToPlaceOrderModal,
  confirmDeliveryDetails: ConfirmDeliveryDetailsModal,
  orderSuccess: OrderSuccessModal,
} as const;
type LazyModal = keyof typeof LAZY_MODALS;

const isLazyModal = (name: ModalName): name is LazyModal => name in LAZY_MODALS;

/** The cart's and checkout's modals, for the customer layout to render once. */
export function CartModals() {
  const modal = useUiStore((s) => s.modal);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const pathname = usePathname();
  // Each stays mounted after its first use, so the dialog can close normally and reopen at once.
  const [used, setUsed] = useState<ReadonlyArray<LazyModal>>([]);
  if (isLazyModal(modal) && !used.includes(modal)) setUsed([...used, modal]);

  // Back from logging in to place an order: the cart opens again where the visitor left it.
  useEffect(() => {
    if (takeCartReturn(`${window.location.pathname}${window.location.search}`)) setCartOpen(true);
  }, [pathname, setCartOpen]);

  return (
    <>
      {used.map((name) => {
        const Modal = LAZY_MODALS[name];
        return <Modal key={name} />;
      })}
    </>
  );
}
