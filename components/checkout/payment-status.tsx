"use client";
import { Icon } from "@/components/ui/icon";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { lazyClient } from "@/components/ui/lazy-client";
import { ApiError, errorMessage } from "@/lib/api/client";
import { clearCart } from "@/lib/cart/actions";
import { clearPendingOrder, isOrderOfPending, readPendingOrder, type PendingOrder } from "@/lib/checkout/pending-order";
import { placeOrder } from "@/lib/checkout/queries";
import type { ApiOrder } from "@/lib/orders/contract";
import { useUiStore } from "@/lib/ui/store";

const FAILED_HEADING = "Your payment did not go through";

// Both are needed only off the usual path (an old URL; an address to save), so they are fetched then:
// this page keeps its first-load JS as it was.
const PaymentReceipt = lazyClient(() => import("@/components/checkout/payment-receipt").then((m) => m.PaymentReceipt));

/** Saves the checkout's new address when it asked to; never throws. */
async function saveAddressOf(pending: PendingOrder): Promise<void> {
  if (!pending.saveAddressAs) return;
  await import("@/lib/checkout/save-order-address").then((m) => m.saveOrderAddress(pending)).catch(() => undefined);
}

type Outcome =
  | { kind: "placing" }
  /** A payment handled before (an old URL): its order, read only. */
  | { kind: "receipt"; order: ApiOrder }
  /** `refused`: the payment arrived but paid for nothing (placeOrder's 409) and was refunded or is being refunded. */
  | { kind: "failed"; message: string; refused: boolean };

function failureOf(error: unknown): Outcome {
  const message = errorMessage(error);
  const refused =
    error instanceof ApiError && error.status === 409 && message.toLowerCase() !== FAILED_HEADING.toLowerCase();
  return { kind: "failed", message, refused };
}

/**
 * The payment result screen. The order `reference` paid for is asked of the server (placeOrder);
 * only when it is the order of the checkout stored in this browser are the cart and the stored order
 * cleared (and a new address saved, if asked) and the success dialog shown on the home page. The
 * order of an earlier payment, reached again through an old URL, is shown as a receipt that changes
 * nothing. A payment that was declined, unknown, someone else's, or refused and refunded leaves the
 * cart as it was and says why.
 */
export function PaymentStatus({ reference }: Readonly<{ reference: string }>) {
  const router = useRouter();
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "placing" });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = readPendingOrder();
    // A plain call, not a useMutation: this page stays within its first-load JS budget without TanStack Query.
    placeOrder(pending, reference).then(
      async ({ order }) => {
        if (!pending || !isOrderOfPending(pending, order)) {
          setOutcome({ kind: "receipt", order });
          return;
        }
        clearCart();
        clearPendingOrder();
        // Before leaving, so that the next page's navigation cannot cut the call short (it never throws).
        await saveAddressOf(pending);
        useUiStore.getState().openModal("orderSuccess");
        router.replace("/");
      },
      (error: unknown) => setOutcome(failureOf(error)),
    );
  }, [reference, router]);

  if (outcome.kind === "placing") {
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
  if (outcome.kind === "receipt") return <PaymentReceipt order={outcome.order} />;

  const { message, refused } = outcome;
  return (
    <section
      aria-labelledby="payment-failed-heading"
      className="mx-auto flex max-w-lg flex-col items-center rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-stone-200"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-red-50">
        <Icon name="circle-alert" className="h-9 w-9 text-red-600" />
      </span>
      <h1 id="payment-failed-heading" className="mt-5 text-xl font-bold">
        {refused ? "No order was placed" : FAILED_HEADING}
      </h1>
      {refused ? (
        <>
          {/* The server's reason, with where the refund is. */}
          <p className="mt-2 text-sm font-medium">{message}</p>
          <p className="mt-2 text-sm text-muted">Your cart is kept just as it was: check it and try again.</p>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            No order was placed. Your cart is kept just as it was, so you can try again.
          </p>
          {message.toLowerCase() !== FAILED_HEADING.toLowerCase() && (
            <p className="mt-3 text-xs text-muted">Reason: {message}</p>
          )}
        </>
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
