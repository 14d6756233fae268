import { createHmac } from "node:crypto";
import { env } from "@/lib/env";
import type { GatewayName, ProviderOrder } from "@/lib/payments/contract";

// What both gateways share, apart from the choice between them (gateway.ts).

export type { GatewayName, ProviderOrder } from "@/lib/payments/contract";

export type ProviderPaymentStatus = "created" | "authorized" | "captured" | "failed" | "refunded";

/** A payment as the provider reports it. */
export type ProviderPayment = {
  id: string;
  orderId: string;
  amount: number;
  status: ProviderPaymentStatus;
  /** How the customer paid, as the provider names it (upi, card, netbanking, wallet...); null when it does not say. */
  method: string | null;
};

export interface PaymentGateway {
  name: GatewayName;
  /** The public key id the checkout widget needs ("rzp_test_…"; the test gateway: "test_mode"). */
  keyId: string;
  createOrder(amountPaise: number, receipt: string): Promise<ProviderOrder>;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  /**
   * A refund of `amountPaise` of a captured payment (the whole payment, or a part: several parts may follow until
   * the whole is refunded); the provider's refund id. `receipt` names the refund on our side (the platform's
   * refunds, issue 33), so findRefund can tell whether an attempt cut short had reached the provider.
   */
  refund(paymentId: string, amountPaise: number, receipt?: string): Promise<{ id: string }>;
  /** The refund of `paymentId` made with `receipt`, if the provider has one; null when it has none. */
  findRefund(paymentId: string, receipt: string): Promise<{ id: string } | null>;
  /** HMAC key of `order_id|payment_id` signatures. */
  keySecret(): string;
  /** HMAC key of webhook bodies; throws a 503 AppError when none is configured. */
  webhookSecret(): string;
}

/**
 * A call to the provider that did not give an answer we can use: `timeout` (no answer in time),
 * `unavailable` (network error or a 5xx) or `rejected` (a 4xx: the provider refused the request,
 * e.g. an unknown payment id or a refund it will not make). Callers turn it into a message for
 * the situation they are in; `description` is for the server log and failure reasons.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: "timeout" | "unavailable" | "rejected",
    readonly description: string,
    readonly providerStatus?: number,
  ) {
    super(`Payment provider ${kind}: ${description}`);
    this.name = "ProviderError";
  }
}

/** A secret derived from AUTH_SECRET for one purpose of the test gateway. */
export function derivedTestSecret(purpose: "test-gateway" | "test-gateway-webhook"): string {
  return createHmac("sha256", env().AUTH_SECRET).update(purpose).digest("hex");
}
