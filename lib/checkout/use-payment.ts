"use client";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { appQueryClient } from "@/lib/query/client";
import { paymentStatusPath, verifyPayment } from "@/lib/checkout/queries";

/**
 * Confirm and Pay: the details are checked, the pending order stored (with the label a new address is
 * saved under once the order is placed) and a provider order asked for, as one write, so the button is
 * busy exactly while it runs. `start` does the work with the checkout's calls (lib/checkout/queries.ts);
 * a failure goes to `onError`.
 */
export function useStartPayment<Values>(start: (values: Values) => Promise<void>, onError: (error: unknown) => void) {
  return useMutation({ mutationFn: start, onError }, appQueryClient());
}

/**
 * After Razorpay's window took the payment: the app verifies it under the full-screen overlay, then
 * the result screen opens either way (on a failure it asks the server again and says what happened).
 */
export function useVerifyPayment() {
  const router = useRouter();
  return useMutation(
    {
      mutationFn: verifyPayment,
      meta: { loading: true },
      onSuccess: (verified) => router.push(paymentStatusPath(verified.payment_reference_id)),
      onError: (_error, response) => router.push(paymentStatusPath(response.razorpay_payment_id)),
    },
    appQueryClient(),
  );
}
