import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { CHECKOUT_CHANGED, CHECKOUT_EXPIRED, CHECKOUT_TTL_MS } from "@/lib/checkout/expiry";
import { startedCheckout } from "@/tests/support/checkout-steps";
import { cancelAsRestaurant, post } from "@/tests/support/order-calls";
import { bearerHeaders } from "@/tests/support/session";

// Issue 27, item 2: a payment that verifyPayment refused and refunded (its checkout changed or
// expired) was then "placed" by placeOrder: 200 "Order placed" with an order that was never paid, and
// the result screen emptied the cart. placeOrder must refuse it the same way, with the reason and
// where the refund is, however often it is asked.

const REFUNDED = "Your payment has been refunded.";
const REFUND_PENDING = "Your payment will be refunded: the payment service did not answer just now.";

/** A started checkout, paid with the test gateway after `meanwhile` changed it; verifyPayment's answer. */
async function refusedPayment(meanwhile: (checkout: Awaited<ReturnType<typeof startedCheckout>>) => Promise<void>) {
  const checkout = await startedCheckout();
  await meanwhile(checkout);
  const paid = await post("testPay", { order_id: checkout.created.order.id }, checkout.headers);
  expect(paid.status).toBe(200);
  const verified = await post("verifyPayment", paid.body, checkout.headers);
  return { ...checkout, paid: paid.body, paymentId: paid.body.razorpay_payment_id as string, verified };
}

const raisePrice = async ({ dishes }: Awaited<ReturnType<typeof startedCheckout>>) => {
  await db().menuItem.update({ where: { id: dishes[0]!.id }, data: { pricePaise: 99900 } });
};

const expire = async ({ created }: Awaited<ReturnType<typeof startedCheckout>>) => {
  const payment = await db().payment.findUniqueOrThrow({ where: { providerOrderId: created.order.id } });
  const then = new Date(Date.now() - CHECKOUT_TTL_MS - 60_000);
  await db().payment.update({ where: { id: payment.id }, data: { createdAt: then } });
  await db().order.update({ where: { id: payment.orderId! }, data: { createdAt: then } });
};

describe("placeOrder after verifyPayment refused and refunded the payment", () => {
  it("the owner changed a price: 409 with the reason and the refund, every time; no paid order", async () => {
    const { customer, headers, paymentId, verified } = await refusedPayment(raisePrice);
    expect(verified).toEqual({ status: 409, body: { message: `${CHECKOUT_CHANGED} ${REFUNDED}` } });
    for (let i = 0; i < 2; i++) {
      expect(await post("placeOrder", { payment_reference_id: paymentId }, headers)).toEqual({
        status: 409,
        body: { message: `${CHECKOUT_CHANGED} ${REFUNDED}` },
      });
    }
    expect(await db().order.count({ where: { customerId: customer.id, paymentStatus: "paid" } })).toBe(0);
  });

  it("the checkout expired: 409 says so, also with the stored local order in the body", async () => {
    const { headers, body, paymentId, verified } = await refusedPayment(expire);
    expect(verified.status).toBe(409);
    expect(await post("placeOrder", { ...body, payment_reference_id: paymentId }, headers)).toEqual({
      status: 409,
      body: { message: `${CHECKOUT_EXPIRED} ${REFUNDED}` },
    });
  });

  it("a refund the provider has not confirmed yet is said to be on its way", async () => {
    const { headers, paymentId, verified } = await refusedPayment(raisePrice);
    expect(verified.status).toBe(409);
    // As if the provider had not answered the refund: refused and asked for, not yet refunded.
    await db().payment.update({
      where: { providerPaymentId: paymentId },
      data: { status: "paid", refundId: null, refundedAt: null },
    });
    expect(await post("placeOrder", { payment_reference_id: paymentId }, headers)).toEqual({
      status: 409,
      body: { message: `${CHECKOUT_CHANGED} ${REFUND_PENDING}` },
    });
  });

  it("a repeat of verifyPayment gives the same reason", async () => {
    const { headers, paid } = await refusedPayment(raisePrice);
    expect(await post("verifyPayment", paid, headers)).toEqual({
      status: 409,
      body: { message: `${CHECKOUT_CHANGED} ${REFUNDED}` },
    });
  });

  it("a paid order later cancelled and refunded is still the order its payment placed (200)", async () => {
    const checkout = await startedCheckout();
    const paid = await post("testPay", { order_id: checkout.created.order.id }, checkout.headers);
    expect((await post("verifyPayment", paid.body, checkout.headers)).status).toBe(200);
    const owner = await db().user.findUniqueOrThrow({ where: { id: checkout.restaurant.ownerId } });
    const ownerHeaders = await bearerHeaders(owner, checkout.restaurant.id);
    expect((await cancelAsRestaurant(checkout.created.orderId, ownerHeaders)).status).toBe(200);
    const placed = await post("placeOrder", { payment_reference_id: paid.body.razorpay_payment_id }, checkout.headers);
    expect(placed.status).toBe(200);
    expect(placed.body.order).toMatchObject({ _id: checkout.created.orderId, deliveryStatus: "cancelled" });
  });
});
