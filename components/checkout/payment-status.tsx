"use client";
import { Icon } from "@/components/ui/icon";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { clearCart } from "@/lib/cart/actions";
import { clearPendingOrder, readPendingOrder } from "@/lib/checkout/pending-order";
import { placeOrder } from "@/lib/checkout/queries";
import { useUiStore } from "@/lib/ui/store";

const FAILED_HEADING = "Your payment did not go through";

/**
 * Places the order paid by `reference`: on success the cart and the stored order are cleared and
 * the home page opens with orderSuccess. Anything else (an unknown or failed payment, someone
 * else's) leaves the cart as it was and says so.
 */
export function PaymentStatus({ reference }: Readonly<{ reference: string }>) {
  const router = useRouter();
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A plain call, not a useMutation: this page stays within its first-load JS budget without TanStack Query.
    placeOrder(readPendingOrder(), reference).then(
      () => {
        clearCart();
        clearPendingOrder();
        useUiStore.getState().openModal("orderSuccess");
        router.replace("/");
      },
      (error: unknown) => setFailure(errorMessage(error)),
    );
  }, [reference, router]);

  if (failure === null) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-24 text-center">
        <span
          className="h-12 w-12 animate-spin rounded-full border-4 border-brand-200 border-t-brand-500"
          aria-hidden
        />
        <p className="text-lg font-semibold text-brand-700">Placing your order…</p>
        <p className="text-sm text-muted">Checking your payment. Please keep this page open.</p>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="payment-failed-heading"
      className="mx-auto flex max-w-lg flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-stone-200"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-red-50">
        <Icon name="circle-alert" className="h-9 w-9 text-red-600" />
      </span>
      <h1 id="payment-failed-heading" className="mt-5 text-xl font-bold">
        {FAILED_HEADING}
      </h1>
      <p className="mt-2 text-sm text-muted">
        No order was placed. Your cart is kept just as it was, so you can try again.
      </p>
      {failure.toLowerCase() !== FAILED_HEADING.toLowerCase() && (
        <p className="mt-3 text-xs text-muted">Reason: {failure}</p>
      )}
      <div className="mt-6 flex w-full flex-col gap-3 sm:flex-row">
        <Button size="lg" className="whitespace-nowrap sm:flex-1" onClick={() => setCartOpen(true)}>
          <Icon name="shopping-bag" className="h-5 w-5" /> Back to cart
        </Button>
        <AppLink href="/restaurants" className={buttonClasses("outline", "lg", "whitespace-nowrap sm:flex-1")}>
          Browse restaurants
        </AppLink>
      </div>
    </section>
  );
}
