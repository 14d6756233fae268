import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { settleCaptured } from "@/lib/checkout/payment";
import { paymentSignature } from "@/lib/payments/signature";
import { ordersOf, payAndVerify, startedCheckout, testGatewaySigned } from "@/tests/support/checkout-steps";
import { uniqueSuffix } from "@/tests/support/factories";
import { checkoutBody, customerSession, post } from "@/tests/support/order-calls";

// verifyPayment and placeOrder refusing what does not match the order, and a failed payment retried,
// through the built-in test gateway (Razorpay is not configured in this file).

/** A customer's paid checkout, and a second checkout of theirs (another dish) still unpaid. */
async function paidThenAnotherCheckout() {
  const first = await startedCheckout();
  const { paid } = await payAndVerify(first.created.order.id, first.headers);
  const second = await post(
    "createPaymentOrder",
    checkoutBody(first.restaurant.id, [{ id: first.dishes[2]!.id }]),
    first.headers,
  );
  return { first, paid, second };
}

describe("verifyPayment refuses", () => {
  it("a bad signature, and leaves the order unpaid", async () => {
    const { customer, headers, created } = await startedCheckout();
    const paid = await post("testPay", { order_id: created.order.id }, headers);
    const forged = {
      ...paid.body,
      razorpay_signature: paymentSignature(created.order.id, paid.body.razorpay_payment_id, "guess"),
    };
    expect(await post("verifyPayment", forged, headers)).toEqual({
      status: 400,
      body: { message: "The payment signature is not valid" },
    });
    expect(await post("verifyPayment", { ...paid.body, razorpay_signature: "not-hex" }, headers)).toMatchObject({
      status: 400,
    });
    expect((await ordersOf(customer.id))[0]!.paymentStatus).toBe("awaiting_payment");
  });

  it("another customer's order, even with that order's genuine payment", async () => {
    const victim = await startedCheckout();
    const paid = await post("testPay", { order_id: victim.created.order.id }, victim.headers);
    const thief = await customerSession();
    expect(await post("verifyPayment", paid.body, thief.headers)).toEqual({
      status: 404,
      body: { message: "Payment order not found" },
    });
    expect((await post("testPay", { order_id: victim.created.order.id }, thief.headers)).status).toBe(404);
    expect((await ordersOf(victim.customer.id))[0]!.paymentStatus).toBe("awaiting_payment");
    // the owner can still verify it
    expect((await post("verifyPayment", paid.body, victim.headers)).status).toBe(200);
  });

  it("a made-up payment id, even correctly signed", async () => {
    const { customer, headers, created } = await startedCheckout();
    const madeUp = `pay_test_${uniqueSuffix()}`;
    const body = testGatewaySigned(created.order.id, madeUp);
    expect(await post("verifyPayment", body, headers)).toEqual({
      status: 404,
      body: { message: "The payment service does not know this payment" },
    });
    expect((await ordersOf(customer.id))[0]!.paymentStatus).toBe("awaiting_payment");
  });

  it("a payment id already used for another order", async () => {
    const { first, paid, second } = await paidThenAnotherCheckout();
    const reuse = testGatewaySigned(second.body.order.id, paid.razorpay_payment_id);
    expect(await post("verifyPayment", reuse, first.headers)).toEqual({
      status: 409,
      body: { message: "This payment was already used for another order" },
    });
    const unpaid = await db().order.findUniqueOrThrow({ where: { id: second.body.orderId } });
    expect(unpaid.paymentStatus).toBe("awaiting_payment");
  });

  it("a payment id taken by another attempt between the check and the write: the unique key refuses it (409)", async () => {
    const { paid, second } = await paidThenAnotherCheckout();
    const attempt = await db().payment.findUniqueOrThrow({
      where: { providerOrderId: second.body.order.id },
      select: { id: true, orderId: true, createdAt: true },
    });
    // Past verifyPayment's holder check, as a request that read before the first one's commit would be.
    await expect(settleCaptured(attempt, paid.razorpay_payment_id)).rejects.toMatchObject({
      status: 409,
      message: "This payment was already used for another order",
    });
    const unpaid = await db().order.findUniqueOrThrow({ where: { id: second.body.orderId } });
    expect(unpaid.paymentStatus).toBe("awaiting_payment");
    const untouched = await db().payment.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(untouched).toMatchObject({ status: "created", providerPaymentId: null });
  });

  it("a payment of another amount than the order's", async () => {
    const { customer, headers, created } = await startedCheckout();
    const paymentId = `pay_test_${uniqueSuffix()}`;
    // the provider reports a payment of ₹1 on this order
    await db().testGatewayPayment.create({
      data: { id: paymentId, providerOrderId: created.order.id, amountPaise: 100, status: "captured" },
    });
    const body = testGatewaySigned(created.order.id, paymentId);
    expect(await post("verifyPayment", body, headers)).toEqual({
      status: 400,
      body: { message: "The amount paid does not match the order total" },
    });
    expect((await ordersOf(customer.id))[0]!.paymentStatus).toBe("awaiting_payment");
  });
});

describe("placeOrder", () => {
  it("places nothing for an unknown, a failed or someone else's payment", async () => {
    const { headers, created, customer } = await startedCheckout();
    expect(await post("placeOrder", { payment_reference_id: "pay_made_up_123" }, headers)).toEqual({
      status: 404,
      body: { message: "We could not find this payment" },
    });
    const failed = await post("testFail", { order_id: created.order.id }, headers);
    expect(failed.body).toEqual({
      razorpay_order_id: created.order.id,
      razorpay_payment_id: expect.stringMatching(/^pay_test_/),
      error: { description: "The test payment was declined (TEST MODE)" },
    });
    expect(await post("placeOrder", { payment_reference_id: failed.body.razorpay_payment_id }, headers)).toEqual({
      status: 409,
      body: { message: "Your payment did not go through" },
    });
    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({ paymentStatus: "failed" });
    expect(order!.payments[0]).toMatchObject({
      status: "failed",
      failureReason: "The test payment was declined (TEST MODE)",
    });

    const { paid } = await payAndVerify(created.order.id, headers);
    const stranger = await customerSession();
    expect(
      (await post("placeOrder", { payment_reference_id: paid.razorpay_payment_id }, stranger.headers)).status,
    ).toBe(404);
  });

  it("lets a failed payment be retried on the same order, which ends paid once", async () => {
    const { headers, customer, body, created } = await startedCheckout();
    await post("testFail", { order_id: created.order.id }, headers);
    const again = await post("createPaymentOrder", body, headers);
    expect(again.body.orderId).toBe(created.orderId);
    expect(again.body.order.id).toBe(created.order.id);
    const { verified } = await payAndVerify(created.order.id, headers);
    expect(verified.status).toBe(200);
    const orders = await ordersOf(customer.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentStatus: "paid" });
    expect(orders[0]!.payments[0]).toMatchObject({ status: "paid", failureReason: null });
  });
});
