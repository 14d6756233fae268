import { apiFetch } from "@/lib/api/client";
import type {
  CheckoutRequest,
  PaymentOrderAnswer,
  PlaceOrderAnswer,
  TestGatewayFailAnswer,
  TestGatewayPayAnswer,
  VerifyPaymentAnswer,
  VerifyPaymentRequest,
} from "@/lib/checkout/contract";
import { toLocalOrder, type PendingOrder } from "@/lib/checkout/pending-order";
import type { TestPaymentMethod } from "@/lib/payments/test-methods";

// The browser's side of checkout (docs/api.md): its calls. No TanStack Query here, so the
// TEST MODE and payment result pages can use them without loading it. Who is checking out comes from the
// viewer store (use-checkout-viewer.ts).

export function createPaymentOrder(input: CheckoutRequest): Promise<PaymentOrderAnswer> {
  return apiFetch<PaymentOrderAnswer>("/api/createPaymentOrder", { method: "POST", json: input });
}

export function verifyPayment(response: VerifyPaymentRequest): Promise<VerifyPaymentAnswer> {
  return apiFetch<VerifyPaymentAnswer>("/api/verifyPayment", { method: "POST", json: response });
}

export function testGatewayPay(providerOrderId: string, method: TestPaymentMethod): Promise<TestGatewayPayAnswer> {
  return apiFetch<TestGatewayPayAnswer>("/api/testGateway/pay", {
    method: "POST",
    json: { order_id: providerOrderId, method },
  });
}

export function testGatewayFail(providerOrderId: string): Promise<TestGatewayFailAnswer> {
  return apiFetch<TestGatewayFailAnswer>("/api/testGateway/fail", {
    method: "POST",
    json: { order_id: providerOrderId },
  });
}

/** The spec's placeOrder: the stored order (if any) with the payment reference. */
export function placeOrder(pending: PendingOrder | null, reference: string): Promise<PlaceOrderAnswer> {
  return apiFetch<PlaceOrderAnswer>("/api/placeOrder", {
    method: "POST",
    json: { ...(pending && toLocalOrder(pending)), payment_reference_id: reference },
  });
}

/** The payment result screen for a payment reference. */
export function paymentStatusPath(reference: string): string {
  return `/paymentStatus/${encodeURIComponent(reference)}`;
}
