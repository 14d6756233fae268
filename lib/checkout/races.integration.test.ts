import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ordersOf, payAndVerify, startedCheckout, testWebhook } from "@/tests/support/checkout-steps";
import {
  checkoutBody,
  customerSession,
  openRestaurantWithDishes,
  post,
  postWebhook,
} from "@/tests/support/order-calls";

// Double clicks, retries and simultaneous verifications of one checkout, through the built-in test
// gateway (Razorpay is not configured in this file).

describe("double clicks and races", () => {
  it("gives a repeated checkout the same pending order and provider order", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dishes } = await openRestaurantWithDishes();
    const body = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => post("createPaymentOrder", body, headers)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.order.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);
    expect(await ordersOf(customer.id)).toHaveLength(1);

    // another cart is another order
    const other = await post("createPaymentOrder", checkoutBody(restaurant.id, [{ id: dishes[1]!.id }]), headers);
    expect(other.body.orderId).not.toBe(answers[0]!.body.orderId);

    // once paid, the same cart is not taken again at once (it would be paying twice)
    await payAndVerify(answers[0]!.body.order.id, headers);
    expect(await post("createPaymentOrder", body, headers)).toEqual({
      status: 409,
      body: {
        message:
          "You have just paid for this cart: that order is pending in My Orders. To order the same again, wait 5 minutes or cancel the first order.",
      },
    });
    expect(await ordersOf(customer.id)).toHaveLength(2);
  });

  it("lets the same cart be ordered again once the paid order is delivered or a few minutes old", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dishes } = await openRestaurantWithDishes();
    const body = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]);
    const first = await post("createPaymentOrder", body, headers);
    await payAndVerify(first.body.order.id, headers);
    expect((await post("createPaymentOrder", body, headers)).status).toBe(409);

    // the lunch arrived: the same lunch again is a new order, not a double payment
    await db().order.update({ where: { id: first.body.orderId }, data: { status: "delivered" } });
    const again = await post("createPaymentOrder", body, headers);
    expect(again.status).toBe(200);
    expect(again.body.orderId).not.toBe(first.body.orderId);
    await payAndVerify(again.body.order.id, headers);

    // still pending but paid 6 minutes ago: no longer a double click
    expect((await post("createPaymentOrder", body, headers)).status).toBe(409);
    await db().order.update({
      where: { id: again.body.orderId },
      data: { createdAt: new Date(Date.now() - 6 * 60_000) },
    });
    const third = await post("createPaymentOrder", body, headers);
    expect(third.status).toBe(200);
    expect(new Set([first.body.orderId, again.body.orderId, third.body.orderId]).size).toBe(3);
    expect(await ordersOf(customer.id)).toHaveLength(3);
  });

  it("takes over a pending order whose first request died before recording its payment attempt", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dishes } = await openRestaurantWithDishes();
    const body = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]);
    const first = await post("createPaymentOrder", body, headers);
    const orderId = first.body.orderId as string;
    // As if the database went away between the claim and the payment attempt: no attempt recorded.
    const orphan = async (claimedMsAgo: number) => {
      await db().payment.deleteMany({ where: { orderId } });
      await db().order.update({ where: { id: orderId }, data: { updatedAt: new Date(Date.now() - claimedMsAgo) } });
    };

    await orphan(60_000);
    const again = await post("createPaymentOrder", body, headers);
    expect(again.status).toBe(200);
    expect(again.body.orderId).toBe(orderId);
    expect(again.body.order.id).not.toBe(first.body.order.id);

    // claimed 4 s ago (the test gateway's claims go stale after 5 s): waits for it, then takes it over
    await orphan(4_000);
    const started = Date.now();
    const waited = await post("createPaymentOrder", body, headers);
    expect(waited.status).toBe(200);
    expect(waited.body.orderId).toBe(orderId);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);

    const { verified } = await payAndVerify(waited.body.order.id, headers);
    expect(verified.status).toBe(200);
    const orders = await ordersOf(customer.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.paymentStatus).toBe("paid");
    expect(orders[0]!.payments).toHaveLength(1);
  });

  it("marks one order paid, with one event, for 20 simultaneous verifications of one payment", async () => {
    const { customer, headers, created } = await startedCheckout();
    const paid = await post("testPay", { order_id: created.order.id }, headers);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post("verifyPayment", paid.body, headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const orders = await ordersOf(customer.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.paymentStatus).toBe("paid");
    expect(orders[0]!.events.filter((e) => e.type === "order.paid")).toHaveLength(1);
  });

  it("marks one order paid when the browser's verification and the webhook arrive together", async () => {
    const { customer, headers, created } = await startedCheckout();
    const paid = await post("testPay", { order_id: created.order.id }, headers);
    const hook = testWebhook("payment.captured", {
      id: paid.body.razorpay_payment_id,
      order_id: created.order.id,
      amount: created.order.amount,
      status: "captured",
    });
    const [verified, delivered, redelivered] = await Promise.all([
      post("verifyPayment", paid.body, headers),
      postWebhook(hook.body, hook.headers),
      postWebhook(hook.body, hook.headers),
    ]);
    expect([verified.status, delivered.status, redelivered.status]).toEqual([200, 200, 200]);
    const [order] = await ordersOf(customer.id);
    expect(order!.paymentStatus).toBe("paid");
    expect(order!.events.filter((e) => e.type === "order.paid")).toHaveLength(1);
  });
});
