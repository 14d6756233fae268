"use client";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { paymentStatusPath, verifyPayment } from "@/lib/checkout/queries";
import type { VerifyPaymentRequest } from "@/lib/checkout/contract";
import { useUiStore } from "@/lib/ui/store";

// Checkout's writes, the customer pages' way (docs/decisions/0013): a React transition is the pending
// flag, the calls are the checkout's (lib/checkout/queries.ts, through the API client).

/**
 * Confirm and Pay: the details are checked, the pending order stored (with the label a new address is
 * saved under once the order is placed) and a provider order asked for, as one write, so the button is
 * busy exactly while it runs. `start` does the work; a failure goes to `onError`.
 */
export function useStartPayment<Values>(start: (values: Values) => Promise<void>, onError: (error: unknown) => void) {
  const [isPending, startTransition] = useTransition();
  const run = (values: Values) =>
    startTransition(async () => {
      try {
        await start(values);
      } catch (error) {
        onError(error);
      }
    });
  return { run, isPending };
}

/**
 * After Razorpay's window took the payment: the app verifies it under the full-screen overlay, then
 * the result screen opens either way (on a failure it asks the server again and says what happened).
 */
export function useVerifyPayment() {
  const router = useRouter();
  return async (response: VerifyPaymentRequest) => {
    const { startLoading, stopLoading } = useUiStore.getState();
    startLoading();
    try {
      const verified = await verifyPayment(response);
      router.push(paymentStatusPath(verified.payment_reference_id));
    } catch {
      router.push(paymentStatusPath(response.razorpay_payment_id));
    } finally {
      stopLoading();
    }
  };
}
