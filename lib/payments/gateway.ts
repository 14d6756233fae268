import "server-only";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import type { GatewayName, PaymentGateway } from "@/lib/payments/provider";
import { ProviderError } from "@/lib/payments/provider";
import { createRazorpayGateway } from "@/lib/payments/razorpay-gateway";
import { testGateway } from "@/lib/payments/test-gateway";

// One interface over the two ways to take money: Razorpay (through its official SDK) and the
// built-in test gateway, which signs in Razorpay's format so both pass the same verification.

export type { GatewayName, PaymentGateway, ProviderOrder } from "@/lib/payments/provider";
export { ProviderError } from "@/lib/payments/provider";

export function isRazorpayConfigured(): boolean {
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET } = env();
  return Boolean(RAZORPAY_KEY_ID && RAZORPAY_KEY_SECRET);
}

let razorpay: PaymentGateway | undefined;

/** The gateway new checkouts use: Razorpay when its keys are set, else the test gateway. */
export function paymentGateway(): PaymentGateway {
  return gatewayFor(isRazorpayConfigured() ? "razorpay" : "test");
}

/** The gateway of a stored payment: it is always verified and refunded by the provider that took it. */
export function gatewayFor(provider: GatewayName): PaymentGateway {
  if (provider === "test") return testGateway;
  if (!isRazorpayConfigured()) {
    throw new ProviderError("unavailable", "this payment was made with Razorpay, which is no longer configured");
  }
  const { RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, RAZORPAY_API_BASE_URL, RAZORPAY_TIMEOUT_MS } =
    env();
  razorpay ??= createRazorpayGateway({
    keyId: RAZORPAY_KEY_ID!,
    keySecret: RAZORPAY_KEY_SECRET!,
    webhookSecret: RAZORPAY_WEBHOOK_SECRET,
    baseUrl: RAZORPAY_API_BASE_URL,
    timeoutMs: RAZORPAY_TIMEOUT_MS,
  });
  return razorpay;
}

/** The test gateway's pages exist only while Razorpay is not configured. */
export function assertTestGatewayOn(): void {
  if (isRazorpayConfigured()) {
    throw new AppError(404, "The test payment gateway is off: this server takes payments through Razorpay");
  }
}
