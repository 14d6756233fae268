// Steps of a checkout, shared by lib/orders/*checkout*.integration.test.ts: starting one and reading the
// customer's orders work with either gateway; paying (payAndVerify) and testWebhook are the test gateway's.
import { expect } from "vitest";
import { db } from "@/lib/db";
import { derivedTestSecret } from "@/lib/payments/provider";
import { paymentSignature, webhookSignature } from "@/lib/payments/signature";
import { uniqueSuffix } from "@/tests/support/factories";
import { checkoutBody, customerSession, openRestaurantWithDishes, post } from "@/tests/support/order-calls";

export async function ordersOf(customerId: string) {
  return db().order.findMany({ where: { customerId }, include: { payments: true, events: true } });
}

/** A customer with a started checkout of 2 dishes (₹250 + ₹120 + ₹20 delivery). */
export async function startedCheckout() {
  const session = await customerSession();
  const { restaurant, dishes } = await openRestaurantWithDishes();
  const body = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }, { id: dishes[1]!.id }]);
  const created = await post("createPaymentOrder", body, session.headers);
  expect(created.status).toBe(200);
  return { ...session, restaurant, dishes, body, created: created.body };
}

export async function payAndVerify(providerOrderId: string, headers: Record<string, string>) {
  const paid = await post("testPay", { order_id: providerOrderId }, headers);
  expect(paid.status).toBe(200);
  const verified = await post("verifyPayment", paid.body, headers);
  return { paid: paid.body, verified };
}

/** What the browser sends to verifyPayment for `paymentId` on `providerOrderId`, signed with the test gateway's key. */
export function testGatewaySigned(providerOrderId: string, paymentId: string) {
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(providerOrderId, paymentId, derivedTestSecret("test-gateway")),
  };
}

export function testWebhook(
  event: "payment.captured" | "payment.failed",
  entity: Record<string, unknown>,
  eventId?: string,
) {
  const body = JSON.stringify({ entity: "event", event, payload: { payment: { entity } } });
  return {
    body,
    headers: {
      "x-razorpay-signature": webhookSignature(body, derivedTestSecret("test-gateway-webhook")),
      "x-razorpay-event-id": eventId ?? `evt_${uniqueSuffix()}`,
    },
  };
}
