import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { PROVIDER_DOWN_AT_CHECKOUT } from "@/lib/checkout/service";
import { retryPendingRefunds } from "@/lib/orders/refunds";
import { createRazorpayGateway } from "@/lib/payments/razorpay-gateway";
import { paymentSignature } from "@/lib/payments/signature";
import { ordersOf, startedCheckout } from "@/tests/support/checkout-steps";
import { FAKE_KEY_ID, FAKE_KEY_SECRET, fakeRazorpayForFile } from "@/tests/support/fake-razorpay";
import {
  checkoutBody,
  customerSession,
  getPaymentApiKey,
  openRestaurantWithDishes,
  post,
  postWebhook,
} from "@/tests/support/order-calls";

// Checkout through Razorpay's official SDK against a local fake of its API. The environment is
// set before anything reads it (lib/env.ts parses it once, on first use).
const fake = await fakeRazorpayForFile();

async function paidThroughRazorpay() {
  const started = await startedCheckout();
  const paid = fake.pay(started.created.order.id);
  expect((await post("verifyPayment", paid, started.headers)).status).toBe(200);
  return { ...started, paid };
}

describe("checkout through Razorpay", () => {
  it("answers Razorpay's key id and creates the provider order for exactly the total, in paise", async () => {
    const { headers } = await customerSession();
    expect(await getPaymentApiKey(headers)).toEqual({ status: 200, body: { key: FAKE_KEY_ID, gateway: "razorpay" } });

    const { created, customer } = await startedCheckout();
    expect(created).toEqual({
      order: { id: expect.stringMatching(/^order_/), amount: 39000, currency: "INR", receipt: created.orderId },
      key: FAKE_KEY_ID,
      gateway: "razorpay",
      orderId: expect.any(String),
      checkoutUrl: null,
      // The bill the total is (issue 31): at the default settings the spec's ₹370 + ₹20 delivery.
      bill: expect.objectContaining({ itemTotalPaise: 37000, deliveryFeePaise: 2000, totalPaise: 39000 }),
    });
    expect(fake.orders.get(created.order.id)).toMatchObject({
      amount: 39000,
      currency: "INR",
      receipt: created.orderId,
    });
    const [order] = await ordersOf(customer.id);
    expect(order!.payments[0]).toMatchObject({
      provider: "razorpay",
      providerOrderId: created.order.id,
      status: "created",
    });
  });

  it("verifies a payment made in the widget with the SDK's record of it, then places the order", async () => {
    const { customer, headers, created } = await startedCheckout();
    const paid = fake.pay(created.order.id);
    const before = fake.requests.length;

    expect(await post("verifyPayment", paid, headers)).toEqual({
      status: 200,
      body: { message: "Payment verified", payment_reference_id: paid.razorpay_payment_id, orderId: created.orderId },
    });
    expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
      `GET /v1/payments/${paid.razorpay_payment_id} 200`,
    ]);
    const placed = await post("placeOrder", { payment_reference_id: paid.razorpay_payment_id }, headers);
    expect(placed.body.order).toMatchObject({ _id: created.orderId, paymentStatus: "paid", totalPrice: 390 });
    expect((await ordersOf(customer.id))[0]!.events.map((e) => e.type)).toEqual(["order.paid"]);
  });

  it("refuses the test gateway's pages", async () => {
    const { headers, created } = await startedCheckout();
    for (const name of ["testPay", "testFail"] as const) {
      expect(await post(name, { order_id: created.order.id }, headers)).toEqual({
        status: 404,
        body: { message: "The test payment gateway is off: this server takes payments through Razorpay" },
      });
    }
  });
});

describe("Razorpay repeats and races", () => {
  it("pays once for 20 simultaneous verifications plus the webhook, with one 'order.paid'", async () => {
    const { customer, headers, created } = await startedCheckout();
    const paid = fake.pay(created.order.id);
    const hook = fake.webhook("payment.captured", paid.razorpay_payment_id);
    const [delivered, ...answers] = await Promise.all([
      postWebhook(hook.body, hook.headers),
      ...Array.from({ length: 20 }, () => post("verifyPayment", paid, headers)),
    ]);
    expect([delivered!.status, ...answers.map((a) => a.status)]).toEqual(Array(21).fill(200));
    const orders = await ordersOf(customer.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.events.filter((e) => e.type === "order.paid")).toHaveLength(1);
  });

  it("answers a double click on Pay with one provider order", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dishes } = await openRestaurantWithDishes();
    const body = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]);
    const before = fake.orders.size;
    const answers = await Promise.all([1, 2, 3].map(() => post("createPaymentOrder", body, headers)));
    expect(new Set(answers.map((a) => a.body.order.id)).size).toBe(1);
    expect(fake.orders.size - before).toBeLessThanOrEqual(3);
    expect([...fake.orders.values()].filter((o) => o.receipt === answers[0]!.body.orderId)).toHaveLength(1);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });
});

describe("Razorpay payments that must not count", () => {
  it("a payment of a tampered amount", async () => {
    const { customer, headers, created } = await startedCheckout();
    const paid = fake.pay(created.order.id, { amount: 100 });
    expect(await post("verifyPayment", paid, headers)).toEqual({
      status: 400,
      body: { message: "The amount paid does not match the order total" },
    });
    expect((await ordersOf(customer.id))[0]!.paymentStatus).toBe("awaiting_payment");
  });

  it("a bad signature, a made-up payment id, another customer's order and a reused payment", async () => {
    const { customer, headers, created, restaurant, dishes } = await startedCheckout();
    const paid = fake.pay(created.order.id);

    const badSignature = {
      ...paid,
      razorpay_signature: paymentSignature(created.order.id, paid.razorpay_payment_id, "x"),
    };
    expect((await post("verifyPayment", badSignature, headers)).status).toBe(400);

    const madeUp = "pay_MadeUp00000000";
    const signedMadeUp = {
      razorpay_order_id: created.order.id,
      razorpay_payment_id: madeUp,
      razorpay_signature: paymentSignature(created.order.id, madeUp, FAKE_KEY_SECRET),
    };
    expect(await post("verifyPayment", signedMadeUp, headers)).toEqual({
      status: 404,
      body: { message: "The payment service does not know this payment" },
    });

    const stranger = await customerSession();
    expect((await post("verifyPayment", paid, stranger.headers)).status).toBe(404);
    expect((await ordersOf(customer.id))[0]!.paymentStatus).toBe("awaiting_payment");

    expect((await post("verifyPayment", paid, headers)).status).toBe(200);
    const second = await post("createPaymentOrder", checkoutBody(restaurant.id, [{ id: dishes[2]!.id }]), headers);
    const reused = {
      razorpay_order_id: second.body.order.id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paymentSignature(second.body.order.id, paid.razorpay_payment_id, FAKE_KEY_SECRET),
    };
    expect(await post("verifyPayment", reused, headers)).toEqual({
      status: 409,
      body: { message: "This payment was already used for another order" },
    });
    const orders = await ordersOf(customer.id);
    expect(orders.map((o) => o.paymentStatus).sort()).toEqual(["awaiting_payment", "paid"]);
  });
});

describe("a Razorpay outage", () => {
  it("answers 502 at checkout with the cart kept and no order left behind", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dishes } = await openRestaurantWithDishes();
    fake.mode = "error";
    try {
      expect(await post("createPaymentOrder", checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]), headers)).toEqual({
        status: 502,
        body: { message: PROVIDER_DOWN_AT_CHECKOUT },
      });
    } finally {
      fake.mode = "ok";
    }
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it("answers 504 when Razorpay does not answer in time, leaving no order", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dishes } = await openRestaurantWithDishes();
    fake.mode = "timeout";
    try {
      const started = Date.now();
      expect(await post("createPaymentOrder", checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]), headers)).toEqual({
        status: 504,
        body: { message: PROVIDER_DOWN_AT_CHECKOUT },
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      fake.mode = "ok";
    }
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it("marks nothing paid while the payment cannot be confirmed, and confirms it once Razorpay answers", async () => {
    const { customer, headers, created } = await startedCheckout();
    const paid = fake.pay(created.order.id);
    for (const [mode, status] of [
      ["error", 502],
      ["timeout", 504],
    ] as const) {
      fake.mode = mode;
      try {
        const answer = await post("verifyPayment", paid, headers);
        expect(answer.status).toBe(status);
        expect(answer.body.message).toMatch(/^We could not confirm your payment with the payment service/);
      } finally {
        fake.mode = "ok";
      }
      expect((await ordersOf(customer.id))[0]!.paymentStatus).toBe("awaiting_payment");
    }
    expect((await post("verifyPayment", paid, headers)).status).toBe(200);
  });
});

describe("the Razorpay webhook", () => {
  it("refuses a delivery not signed with the webhook secret", async () => {
    const { created } = await startedCheckout();
    const hook = fake.webhook("payment.captured", fake.pay(created.order.id).razorpay_payment_id);
    const signedWithKey = paymentSignature("a", "b", FAKE_KEY_SECRET);
    expect(await postWebhook(hook.body, { ...hook.headers, "x-razorpay-signature": signedWithKey })).toEqual({
      status: 400,
      body: { message: "Invalid webhook signature" },
    });
    const withoutSignature = { ...hook.headers, "x-razorpay-signature": "" };
    expect((await postWebhook(hook.body, withoutSignature)).status).toBe(400);
  });

  it("reconciles payment.captured when the browser never came back; a redelivery changes nothing", async () => {
    const { customer, headers, created } = await startedCheckout();
    const paid = fake.pay(created.order.id);
    const hook = fake.webhook("payment.captured", paid.razorpay_payment_id);

    expect(await postWebhook(hook.body, hook.headers)).toEqual({ status: 200, body: { ok: true } });
    expect(await postWebhook(hook.body, hook.headers)).toEqual({ status: 200, body: { ok: true } });
    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({ paymentStatus: "paid" });
    expect(order!.payments[0]).toMatchObject({ status: "paid", providerPaymentId: paid.razorpay_payment_id });
    expect(order!.events.map((e) => e.type)).toEqual(["order.paid"]);
    const placed = await post("placeOrder", { payment_reference_id: paid.razorpay_payment_id }, headers);
    expect(placed.body.order._id).toBe(created.orderId);
  });

  it("records payment.failed and pays nothing", async () => {
    const { customer, created } = await startedCheckout();
    const failedId = fake.fail(created.order.id, "Payment declined by the issuing bank");
    const hook = fake.webhook("payment.failed", failedId);
    expect((await postWebhook(hook.body, hook.headers)).status).toBe(200);
    const [order] = await ordersOf(customer.id);
    expect(order).toMatchObject({ paymentStatus: "failed" });
    expect(order!.payments[0]).toMatchObject({
      status: "failed",
      providerPaymentId: failedId,
      failureReason: "Payment declined by the issuing bank",
    });
  });

  it("answers 503 when Razorpay is configured without a webhook secret", () => {
    const gateway = createRazorpayGateway({
      keyId: FAKE_KEY_ID,
      keySecret: FAKE_KEY_SECRET,
      webhookSecret: undefined,
      baseUrl: fake.baseUrl,
      timeoutMs: 1000,
    });
    expect(() => gateway.webhookSecret()).toThrow(AppError);
    expect(() => gateway.webhookSecret()).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
  });
});

describe("refunds through Razorpay", () => {
  it("refunds a cancelled order in full through the refund API", async () => {
    const { headers, created, paid } = await paidThroughRazorpay();
    const answer = await post("cancelOrder", { _id: created.orderId }, headers);
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ paymentStatus: "refunded", refund: { status: "refunded", amount: 390 } });
    const refunds = fake.refunds.filter((r) => r.payment_id === paid.razorpay_payment_id);
    expect(refunds).toEqual([
      { id: expect.stringMatching(/^rfnd_/), payment_id: paid.razorpay_payment_id, amount: 39000 },
    ]);
    expect(await db().payment.findFirstOrThrow({ where: { orderId: created.orderId } })).toMatchObject({
      status: "refunded",
      refundId: refunds[0]!.id,
    });
  });

  it("keeps a refund the provider refused pending, and a retry completes it once", async () => {
    const { headers, created, paid } = await paidThroughRazorpay();
    fake.refundsFailing = true;
    let answer;
    try {
      answer = await post("cancelOrder", { _id: created.orderId }, headers);
    } finally {
      fake.refundsFailing = false;
    }
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/^Order cancelled\. Your refund of ₹390\.00 is pending/);
    expect(answer.body.order).toMatchObject({
      deliveryStatus: "cancelled",
      paymentStatus: "paid",
      refund: { status: "pending", amount: 390 },
    });
    const pending = await db().payment.findFirstOrThrow({ where: { orderId: created.orderId } });
    expect(pending).toMatchObject({ status: "paid", refundId: null, refundLockedAt: null });
    expect(pending.failureReason).toMatch(/^Refund failed: GATEWAY_ERROR/);

    const result = await retryPendingRefunds();
    expect(result.refunded).toBeGreaterThanOrEqual(1);
    expect(await db().order.findUniqueOrThrow({ where: { id: created.orderId } })).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
    });
    await retryPendingRefunds();
    expect(fake.refunds.filter((r) => r.payment_id === paid.razorpay_payment_id)).toHaveLength(1);
    expect(await db().payment.findFirstOrThrow({ where: { orderId: created.orderId } })).toMatchObject({
      status: "refunded",
      failureReason: null,
    });
  });
});
