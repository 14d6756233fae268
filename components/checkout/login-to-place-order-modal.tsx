"use client";
import { Icon } from "@/components/ui/icon";
import { AppLink } from "@/components/ui/app-link";
import { ModalShell } from "@/components/checkout/modal-shell";
import { buttonClasses } from "@/components/ui/button";
import { rememberCartReturn } from "@/lib/checkout/cart-return";
import { useUiStore } from "@/lib/ui/store";

/**
 * The spec's loginToPlaceOrder: a visitor pressed Order For. Login or Signup, then back to this
 * page with the cart open again (lib/checkout/cart-return.ts).
 */
export function LoginToPlaceOrderModal() {
  const open = useUiStore((s) => s.modal === "loginToPlaceOrder");
  const closeModal = useUiStore((s) => s.closeModal);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  // Rendered only in the browser (loaded with ssr: false), so the address bar is at hand.
  const here = `${window.location.pathname}${window.location.search}`;
  const query = `?redirect=${encodeURIComponent(here)}`;

  const leave = () => {
    rememberCartReturn(here);
    closeModal();
    setCartOpen(false);
  };

  return (
    <ModalShell
      open={open}
      onClose={closeModal}
      closeButton
      title="Login to place your order"
      description="Your cart is saved on this device. Log in or sign up, and you will come straight back to it."
    >
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <AppLink
          href={`/auth/login/customer${query}`}
          onClick={leave}
          className={buttonClasses("primary", "lg", "sm:flex-1")}
        >
          <Icon name="log-in" className="h-5 w-5" /> Login
        </AppLink>
        <AppLink
          href={`/auth/signup/customer${query}`}
          onClick={leave}
          className={buttonClasses("outline", "lg", "sm:flex-1")}
        >
          <Icon name="user-plus" className="h-5 w-5" /> Signup
        </AppLink>
      </div>
    </ModalShell>
  );
}
