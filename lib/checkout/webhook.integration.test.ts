import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ordersOf, startedCheckout, testWebhook } from "@/tests/support/checkout-steps";
import { uniqueSuffix } from "@/tests/support/factories";
import { post, postWebhook } from "@/tests/support/order-calls";

// The payment webhook of the built-in test gateway, signed with its secret (Razorpay is not configured
// in this file).

describe("the payment webhook (test gateway secret)", () => {
  it("refuses a bad signature", async () => {
    const hook = testWebhook("payment.captured", { id: "pay_x", order_id: "order_x", amount: 100, status: "captured" });
    expect(await postWebhook(hook.body, { ...hook.headers, "x-razorpay-signature": "0".repeat(64) })).toEqual({
      status: 400,
      body: { message: "Invalid webhook signature" },
    });
    expect((await postWebhook(`${hook.body} `, hook.headers)).status).toBe(400);
  });

  it("reconciles a captured payment whose browser never came back, once however often it is delivered", async () => {
    const { customer, headers, created } = await startedCheckout();
    const paid = await post("testPay", { order_id: created.order.id }, headers);
    const eventId = `evt_${uniqueSuffix()}`;
    const hook = testWebhook(
      "payment.captured",
      { id: paid.body.razorpay_payment_id, order_id: created.order.id, amount: 39000, status: "captured" },
      eventId,
    );
    expect(await postWebhook(hook.body, hook.headers)).toEqual({ status: 200, body: { ok: true } });
    expect(await postWebhook(hook.body, hook.headers)).toEqual({ status: 200, body: { ok: true } });

    const [order] = await ordersOf(customer.id);
    expect(order!.paymentStatus).toBe("paid");
    expect(order!.events.map((e) => e.type)).toEqual(["order.paid"]);
    expect(await db().webhookEvent.findUnique({ where: { id: eventId } })).toMatchObject({ type: "payment.captured" });
    // the browser may still come back later: the same payment places the same order
    expect((await post("verifyPayment", paid.body, headers)).status).toBe(200);
    const placed = await post("placeOrder", { payment_reference_id: paid.body.razorpay_payment_id }, headers);
    expect(placed.body.order._id).toBe(created.orderId);
  });

  it("does not pay an order for a captured payment of the wrong amount", async () => {
    const { customer, created } = await startedCheckout();
    const hook = testWebhook("payment.captured", {
      id: `pay_test_${uniqueSuffix()}`,
      order_id: created.order.id,
      amount: 100,
      status: "captured",
    });
    expect((await postWebhook(hook.body, hook.headers)).status).toBe(200);
    expect((await ordersOf(customer.id))[0]!.paymentStatus).toBe("awaiting_payment");
  });

  it("records a failed payment and pays nothing", async () => {
    const { customer, created } = await startedCheckout();
    const hook = testWebhook("payment.failed", {
      id: `pay_test_${uniqueSuffix()}`,
      order_id: created.order.id,
      amount: 39000,
      status: "failed",
      error_description: "Card declined by the bank",
    });
    expect(await postWebhook(hook.body, hook.headers)).toEqual({ status: 200, body: { ok: true } });
    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({ paymentStatus: "failed" });
    expect(order!.payments[0]).toMatchObject({ status: "failed", failureReason: "Card declined by the bank" });
    expect(order!.events).toEqual([]);
  });
});
