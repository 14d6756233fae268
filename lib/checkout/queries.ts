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
import type { PendingOrder } from "@/lib/checkout/pending-order";
import { getCheckoutViewer, type CheckoutViewer } from "@/lib/checkout/viewer";

// The browser's side of checkout (docs/contracts-checkout.md): its query keys and its calls. No
// TanStack Query here, so the TEST MODE and payment result pages can use the calls without loading it.

export const checkoutKeys = {
  all: ["checkout"] as const,
  /** Who is pressing Order For (a visitor, a restaurant, a customer with their details). */
  viewer: () => [...checkoutKeys.all, "viewer"] as const,
};

/** Who is checking out; a visitor whose hour-long session lapsed is renewed from the refresh cookie first. */
export async function loadCheckoutViewer(): Promise<CheckoutViewer> {
  const viewer = await getCheckoutViewer();
  if (viewer.kind !== "visitor" || !viewer.canRenew) return viewer;
  const renewed = await apiFetch("/api/refreshAccessToken", { method: "POST", json: {}, reauth: false }).then(
    () => true,
    () => false,
  );
  return renewed ? getCheckoutViewer() : viewer;
}

export function createPaymentOrder(input: CheckoutRequest): Promise<PaymentOrderAnswer> {
  return apiFetch<PaymentOrderAnswer>("/api/createPaymentOrder", { method: "POST", json: input });
}

export function verifyPayment(response: VerifyPaymentRequest): Promise<VerifyPaymentAnswer> {
  return apiFetch<VerifyPaymentAnswer>("/api/verifyPayment", { method: "POST", json: response });
}

export function testGatewayPay(providerOrderId: string): Promise<TestGatewayPayAnswer> {
  return apiFetch<TestGatewayPayAnswer>("/api/testGateway/pay", {
    method: "POST",
    json: { order_id: providerOrderId },
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
    json: { ...pending, payment_reference_id: reference },
  });
}

/** The payment result screen for a payment reference. */
export function paymentStatusPath(reference: string): string {
  return `/paymentStatus/${encodeURIComponent(reference)}`;
}
