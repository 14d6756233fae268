import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { CHECKOUT_CHANGED, CHECKOUT_EXPIRED, CHECKOUT_TTL_MS } from "@/lib/checkout/expiry";
import { derivedTestSecret } from "@/lib/payments/provider";
import { webhookSignature } from "@/lib/payments/signature";
import {
  checkoutBody,
  customerSession,
  openRestaurantWithDishes,
  post,
  postWebhook,
} from "@/tests/support/order-calls";

// Issue 13, finding 5: a checkout priced at ₹10 could be paid an hour later, after the owner raised
// the price and deleted the dish, and became a paid order at ₹10. Now a checkout can be paid for 15
// minutes and only while what it bought is unchanged; a later payment is refused and refunded.

const REFUNDED = "Your payment has been refunded.";

async function startedCheckout(prices = [1000]) {
  const session = await customerSession();
  const { restaurant, dishes } = await openRestaurantWithDishes(prices);
  const body = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]);
  const created = await post("createPaymentOrder", body, session.headers);
  expect(created.status).toBe(200);
  return { ...session, restaurant, dishes, body, providerOrderId: created.body.order.id as string };
}

/** Moves a checkout's start back in time, as if the customer had waited. */
async function age(providerOrderId: string, ms: number) {
  const payment = await db().payment.findUniqueOrThrow({ where: { providerOrderId } });
  const then = new Date(Date.now() - ms);
  await db().payment.update({ where: { id: payment.id }, data: { createdAt: then } });
  if (payment.orderId) await db().order.update({ where: { id: payment.orderId }, data: { createdAt: then } });
}

async function expectRefundedNothingPaid(customerId: string, paymentId: string) {
  const payment = await db().payment.findUniqueOrThrow({ where: { providerPaymentId: paymentId } });
  expect(payment).toMatchObject({ status: "refunded", refundId: expect.stringMatching(/^rfnd_/) });
  expect((await db().testGatewayPayment.findUniqueOrThrow({ where: { id: paymentId } })).status).toBe("refunded");
  expect(await db().order.count({ where: { customerId, paymentStatus: "paid" } })).toBe(0);
}

describe("a checkout that expired or changed", () => {
  it("a payment after 15 minutes is refused with 409 and refunded; no paid order", async () => {
    const { customer, headers, providerOrderId } = await startedCheckout();
    await age(providerOrderId, CHECKOUT_TTL_MS + 60_000);
    const paid = await post("testPay", { order_id: providerOrderId }, headers);
    const verified = await post("verifyPayment", paid.body, headers);
    expect(verified).toEqual({ status: 409, body: { message: `${CHECKOUT_EXPIRED} ${REFUNDED}` } });
    await expectRefundedNothingPaid(customer.id, paid.body.razorpay_payment_id);
    // A repeat of the verification does not revive it.
    expect((await post("verifyPayment", paid.body, headers)).status).toBeGreaterThanOrEqual(400);
    expect(await db().order.count({ where: { customerId: customer.id, paymentStatus: "paid" } })).toBe(0);
  });

  it("within 15 minutes it is paid as usual", async () => {
    const { customer, headers, providerOrderId } = await startedCheckout();
    await age(providerOrderId, CHECKOUT_TTL_MS - 60_000);
    const paid = await post("testPay", { order_id: providerOrderId }, headers);
    expect((await post("verifyPayment", paid.body, headers)).status).toBe(200);
    expect(await db().order.count({ where: { customerId: customer.id, paymentStatus: "paid" } })).toBe(1);
  });

  it("a payment after the owner raised the price is refused and refunded", async () => {
    const { customer, headers, dishes, providerOrderId } = await startedCheckout();
    await db().menuItem.update({ where: { id: dishes[0]!.id }, data: { pricePaise: 50000 } });
    const paid = await post("testPay", { order_id: providerOrderId }, headers);
    const verified = await post("verifyPayment", paid.body, headers);
    expect(verified).toEqual({ status: 409, body: { message: `${CHECKOUT_CHANGED} ${REFUNDED}` } });
    await expectRefundedNothingPaid(customer.id, paid.body.razorpay_payment_id);
  });

  it("a payment after the dish was deleted is refused and refunded", async () => {
    const { customer, headers, dishes, providerOrderId } = await startedCheckout();
    await db().menuItem.update({ where: { id: dishes[0]!.id }, data: { archivedAt: new Date() } });
    const paid = await post("testPay", { order_id: providerOrderId }, headers);
    expect((await post("verifyPayment", paid.body, headers)).status).toBe(409);
    await expectRefundedNothingPaid(customer.id, paid.body.razorpay_payment_id);
  });

  it("the webhook path refuses and refunds an expired checkout's payment too", async () => {
    const { customer, headers, providerOrderId } = await startedCheckout();
    await age(providerOrderId, CHECKOUT_TTL_MS + 60_000);
    const paid = await post("testPay", { order_id: providerOrderId }, headers);
    const body = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: {
        payment: {
          entity: { id: paid.body.razorpay_payment_id, order_id: providerOrderId, amount: 3000, status: "captured" },
        },
      },
    });
    const hook = await postWebhook(body, {
      "x-razorpay-signature": webhookSignature(body, derivedTestSecret("test-gateway-webhook")),
      "x-razorpay-event-id": `evt_expired_${paid.body.razorpay_payment_id}`,
    });
    expect(hook.status).toBe(200);
    await expectRefundedNothingPaid(customer.id, paid.body.razorpay_payment_id);
  });

  it("the spec's amount-only checkout expires the same way", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dishes } = await openRestaurantWithDishes([1000]);
    const created = await post("createPaymentOrder", { amount: 30, currency: "INR" }, headers);
    await age(created.body.order.id, CHECKOUT_TTL_MS + 60_000);
    const paid = await post("testPay", { order_id: created.body.order.id }, headers);
    const placed = await post(
      "placeOrder",
      { ...checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]), payment_reference_id: paid.body.razorpay_payment_id },
      headers,
    );
    expect(placed).toEqual({ status: 409, body: { message: `${CHECKOUT_EXPIRED} ${REFUNDED}` } });
    await expectRefundedNothingPaid(customer.id, paid.body.razorpay_payment_id);
  });

  it("a repeat of the same checkout after 10 minutes starts a new one instead of reusing one about to expire", async () => {
    const { headers, body, providerOrderId } = await startedCheckout();
    await age(providerOrderId, 11 * 60_000);
    const again = await post("createPaymentOrder", body, headers);
    expect(again.status).toBe(200);
    expect(again.body.order.id).not.toBe(providerOrderId);
  });
});
