import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { markPaymentFailed } from "@/lib/checkout/payment";
import { assertTestGatewayOn } from "@/lib/payments/gateway";
import type { PaymentFailure, PaymentSuccess } from "@/lib/payments/contract";
import { failTestOrder, payTestOrder } from "@/lib/payments/test-gateway";
import type { TestPaymentMethod } from "@/lib/payments/test-methods";

// The TEST MODE page's two buttons (the built-in gateway's stand-in for a provider's payment page), for
// the acting customer's own checkout only. Someone else's provider order is not found (404), so its id
// is not confirmed to exist.

async function assertOwnProviderOrder(customer: SessionUser, providerOrderId: string): Promise<void> {
  const payment = await db().payment.findUnique({ where: { providerOrderId }, select: { customerId: true } });
  if (payment?.customerId !== customer.id) throw new AppError(404, "Payment order not found");
}

/** Pay: a captured payment for the whole order, signed as the provider would sign it. */
export async function payTestCheckout(
  customer: SessionUser,
  providerOrderId: string,
  method?: TestPaymentMethod,
): Promise<PaymentSuccess> {
  assertTestGatewayOn();
  await assertOwnProviderOrder(customer, providerOrderId);
  return payTestOrder(providerOrderId, method);
}

/** Decline: a failed attempt, recorded as the provider's payment.failed would be. */
export async function failTestCheckout(customer: SessionUser, providerOrderId: string): Promise<PaymentFailure> {
  assertTestGatewayOn();
  await assertOwnProviderOrder(customer, providerOrderId);
  const failure = await failTestOrder(providerOrderId);
  await markPaymentFailed(failure.razorpay_order_id, failure.razorpay_payment_id, failure.error.description);
  return failure;
}
