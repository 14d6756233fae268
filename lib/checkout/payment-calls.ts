"use client";
import { apiFetch } from "@/lib/api/client";
import type { CheckoutInput } from "./pending-order";

// The checkout's calls to the payment handlers (docs/contracts-checkout.md), typed once.

export type GatewayName = "razorpay" | "test";
export type ProviderOrder = { id: string; amount: number; currency: "INR"; receipt: string };
export type PaymentOrderAnswer = {
  order: ProviderOrder;
  key: string;
  gateway: GatewayName;
  orderId: string;
  /** The TEST MODE page for the test gateway; null for Razorpay, whose own window takes the payment. */
  checkoutUrl: string | null;
};
export type PaymentResponse = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
export type VerifyAnswer = { message: string; payment_reference_id: string; orderId: string };
export type FailAnswer = { razorpay_order_id: string; razorpay_payment_id: string; error: { description: string } };

export function createPaymentOrder(input: CheckoutInput): Promise<PaymentOrderAnswer> {
  return apiFetch<PaymentOrderAnswer>("/api/createPaymentOrder", { method: "POST", json: input });
}

export function verifyPayment(response: PaymentResponse): Promise<VerifyAnswer> {
  return apiFetch<VerifyAnswer>("/api/verifyPayment", { method: "POST", json: response });
}

export function testGatewayPay(providerOrderId: string): Promise<PaymentResponse> {
  return apiFetch<PaymentResponse>("/api/testGateway/pay", { method: "POST", json: { order_id: providerOrderId } });
}

export function testGatewayFail(providerOrderId: string): Promise<FailAnswer> {
  return apiFetch<FailAnswer>("/api/testGateway/fail", { method: "POST", json: { order_id: providerOrderId } });
}

/** The payment result screen for a payment reference. */
export function paymentStatusPath(reference: string): string {
  return `/paymentStatus/${encodeURIComponent(reference)}`;
}
