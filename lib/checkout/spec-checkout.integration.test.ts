import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { derivedTestSecret } from "@/lib/payments/provider";
import { webhookSignature } from "@/lib/payments/signature";
import { retryPendingRefunds } from "@/lib/orders/refunds";
import { UNPLACED_PAYMENT_REFUND_AFTER_MS } from "@/lib/checkout/unplaced-payments";
import { createMenuItem, createOpenRestaurant, createUser } from "@/tests/support/factories";
import {
  checkoutBody,
  customerSession,
  openRestaurantWithDishes,
  post,
  postCallbackForm,
  postWebhook,
} from "@/tests/support/order-calls";
import { bearerHeaders } from "@/tests/support/session";

// The spec's checkout (section 7): createPaymentOrder with only { amount, currency }, the widget's
// callback to the verification path, then placeOrder with the stored local order plus
// payment_reference_id. The TEST MODE gateway stands in for the widget.

/** A customer and a restaurant with ₹250 and ₹120 dishes: both once is ₹390 with the ₹20 delivery charge. */
async function specCart() {
  const session = await customerSession();
  const { restaurant, dishes } = await openRestaurantWithDishes([25000, 12000]);
  const local = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }, { id: dishes[1]!.id }], { totalPrice: 390 });
  return { ...session, restaurant, dishes, local };
}

/** createPaymentOrder with the table's body, then the test gateway's Pay (the widget). */
async function paidSpecPayment(headers: Record<string, string>, amount: number) {
  const created = await post("createPaymentOrder", { amount, currency: "INR" }, headers);
  expect(created.status).toBe(200);
  const paid = await post("testPay", { order_id: created.body.order.id }, headers);
  expect(paid.status).toBe(200);
  return { created: created.body, paid: paid.body as Record<string, string> };
}

const ordersOf = (customerId: string) =>
  db().order.findMany({ where: { customerId }, include: { payments: true, items: true, events: true } });

describe("createPaymentOrder with the spec's body", () => {
  it("creates a provider order for the amount in rupees, bound to the caller, and reuses it on a repeat", async () => {
    const { customer, headers } = await customerSession();
    const first = await post("createPaymentOrder", { amount: 390, currency: "INR" }, headers);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      order: { id: expect.stringMatching(/^order_test_/), amount: 39000, currency: "INR" },
      key: "test_mode",
      orderId: null,
      checkoutUrl: `/payments/test/${first.body.order.id}`,
    });
    const payment = await db().payment.findUniqueOrThrow({ where: { providerOrderId: first.body.order.id } });
    expect(payment).toMatchObject({ customerId: customer.id, orderId: null, amountPaise: 39000, status: "created" });
    const again = await post("createPaymentOrder", { amount: 390, currency: "INR" }, headers);
    expect(again.body.order.id).toBe(first.body.order.id);
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it("takes paise decimals and refuses amounts that are not rupees", async () => {
    const { headers } = await customerSession();
    expect((await post("createPaymentOrder", { amount: 119.6, currency: "INR" }, headers)).body.order.amount).toBe(
      11960,
    );
    for (const amount of [0, -5, 1.234, "390", 600_000]) {
      const answer = await post("createPaymentOrder", { amount, currency: "INR" }, headers);
      expect(answer.status, `amount ${String(amount)}`).toBe(422);
      expect(answer.body.errors.amount).toBeDefined();
    }
    expect((await post("createPaymentOrder", { amount: 390, currency: "USD" }, headers)).status).toBe(422);
  });

  it("needs a customer", async () => {
    expect((await post("createPaymentOrder", { amount: 390, currency: "INR" }, {})).status).toBe(401);
    const owner = await createUser("restaurant");
    const answer = await post("createPaymentOrder", { amount: 390, currency: "INR" }, await bearerHeaders(owner));
    expect(answer.status).toBe(403);
  });
});

describe("the widget's callback", () => {
  it("a form post to /api/paymentVerification is verified by its signature and redirects to the result screen", async () => {
    const { headers } = await specCart();
    const { created, paid } = await paidSpecPayment(headers, 390);
    const answer = await postCallbackForm("paymentVerification", paid);
    expect(answer).toEqual({
      status: 303,
      location: `/paymentStatus/${paid.razorpay_payment_id}`,
      body: null,
    });
    const payment = await db().payment.findUniqueOrThrow({ where: { providerOrderId: created.order.id } });
    expect(payment).toMatchObject({ status: "paid", providerPaymentId: paid.razorpay_payment_id, orderId: null });
    // The same callback again (a refresh of the provider's page) changes nothing and redirects the same.
    expect((await postCallbackForm("paymentVerification", paid)).location).toBe(answer.location);
  });

  it("our verification path takes the same form post", async () => {
    const { headers } = await specCart();
    const { paid } = await paidSpecPayment(headers, 390);
    expect((await postCallbackForm("verifyPayment", paid)).status).toBe(303);
  });

  it("refuses a forged or unknown callback with a 4xx and marks nothing paid", async () => {
    const { headers } = await specCart();
    const { created, paid } = await paidSpecPayment(headers, 390);
    const forged = await postCallbackForm("paymentVerification", { ...paid, razorpay_signature: "0".repeat(64) });
    expect(forged).toMatchObject({ status: 400, body: { message: "The payment signature is not valid" } });
    const unknown = await postCallbackForm("paymentVerification", { ...paid, razorpay_order_id: "order_test_nope" });
    expect(unknown.status).toBe(404);
    const empty = await postCallbackForm("paymentVerification", {});
    expect(empty.status).toBe(422);
    const payment = await db().payment.findUniqueOrThrow({ where: { providerOrderId: created.order.id } });
    expect(payment.status).toBe("created");
  });

  it("a failed attempt's form post goes to the result screen, which reports the failure", async () => {
    const { headers } = await specCart();
    const created = await post("createPaymentOrder", { amount: 390, currency: "INR" }, headers);
    const failed = await post("testFail", { order_id: created.body.order.id }, headers);
    const answer = await postCallbackForm("paymentVerification", {
      "error[code]": "BAD_REQUEST_ERROR",
      "error[description]": failed.body.error.description,
      "error[metadata]": JSON.stringify({
        payment_id: failed.body.razorpay_payment_id,
        order_id: created.body.order.id,
      }),
    });
    expect(answer).toMatchObject({ status: 303, location: `/paymentStatus/${failed.body.razorpay_payment_id}` });
  });

  it("the JSON variant still needs the customer's own session", async () => {
    const { headers } = await specCart();
    const { paid } = await paidSpecPayment(headers, 390);
    expect((await post("paymentVerification", paid, {})).status).toBe(401);
    const other = await customerSession();
    expect((await post("paymentVerification", paid, other.headers)).status).toBe(404);
    const mine = await post("paymentVerification", paid, headers);
    expect(mine).toEqual({
      status: 200,
      body: { message: "Payment verified", payment_reference_id: paid.razorpay_payment_id, orderId: null },
    });
  });
});

describe("placeOrder with the stored local order", () => {
  it("prices the order from the database and creates it paid when the payment is exactly its total", async () => {
    const { customer, restaurant, dishes, headers, local } = await specCart();
    const { paid } = await paidSpecPayment(headers, 390);
    await postCallbackForm("paymentVerification", paid);
    const placed = await post("placeOrder", { ...local, payment_reference_id: paid.razorpay_payment_id }, headers);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({
      message: "Order placed",
      order: {
        customerName: "Asha Rao",
        restaurant_id: { _id: restaurant.id },
        totalPrice: 390,
        deliveryStatus: "pending",
        paymentStatus: "paid",
        payment_reference_id: paid.razorpay_payment_id,
      },
    });
    const [order, ...more] = await ordersOf(customer.id);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ paymentStatus: "paid", totalPaise: 39000, deliveryCity: "Hyderabad" });
    expect(order!.items.map((i) => [i.menuItemId, i.unitPricePaise]).sort()).toEqual(
      [
        [dishes[0]!.id, 25000],
        [dishes[1]!.id, 12000],
      ].sort(),
    );
    expect(order!.events.map((e) => e.type)).toEqual(["order.paid"]);
    // The restaurant's dashboard counts it.
    const stats = await db().restaurantMonthStats.findMany({ where: { restaurantId: restaurant.id } });
    expect(stats.reduce((sum, s) => sum + s.orders, 0)).toBe(1);

    // A repeat answers the same order and creates nothing.
    const again = await post("placeOrder", { ...local, payment_reference_id: paid.razorpay_payment_id }, headers);
    expect(again.body.order._id).toBe(placed.body.order._id);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it("places the order even when the callback never reached us, on the provider's word", async () => {
    const { customer, headers, local } = await specCart();
    const { paid } = await paidSpecPayment(headers, 390);
    const placed = await post("placeOrder", { ...local, payment_reference_id: paid.razorpay_payment_id }, headers);
    expect(placed.status).toBe(200);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it("refuses an amount that is not the order's total with a 409 and refunds the payment", async () => {
    const { customer, headers, local } = await specCart();
    const { paid } = await paidSpecPayment(headers, 10);
    await postCallbackForm("paymentVerification", paid);
    const placed = await post("placeOrder", { ...local, payment_reference_id: paid.razorpay_payment_id }, headers);
    expect(placed).toEqual({
      status: 409,
      body: {
        message: "The payment of ₹10.00 does not match the order total of ₹390.00. Your payment has been refunded.",
      },
    });
    expect(await ordersOf(customer.id)).toEqual([]);
    const payment = await db().payment.findUniqueOrThrow({ where: { providerPaymentId: paid.razorpay_payment_id } });
    expect(payment).toMatchObject({ status: "refunded", orderId: null, refundId: expect.stringMatching(/^rfnd_/) });
    const atProvider = await db().testGatewayPayment.findUniqueOrThrow({ where: { id: paid.razorpay_payment_id } });
    expect(atProvider.status).toBe("refunded");
    // Sending the right order afterwards does not revive a refunded payment.
    const retry = await post("placeOrder", { ...local, payment_reference_id: paid.razorpay_payment_id }, headers);
    expect(retry.status).toBe(409);
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it("refuses and refunds when the kitchen closed between paying and placing", async () => {
    const { customer, headers } = await customerSession();
    const restaurant = await createOpenRestaurant();
    const dishes = [await createMenuItem(restaurant.id, { pricePaise: 5000 })];
    const local = checkoutBody(restaurant.id, [{ id: dishes[0]!.id, quantity: 3 }]);
    const { paid } = await paidSpecPayment(headers, 150);
    await db().restaurant.update({ where: { id: restaurant.id }, data: { openMinute: 1, closeMinute: 2 } });
    const placed = await post("placeOrder", { ...local, payment_reference_id: paid.razorpay_payment_id }, headers);
    expect(placed.status).toBe(409);
    expect(placed.body.message).toMatch(/is closed now\. Your payment has been refunded\.$/);
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it("refuses another customer's payment and an unknown one with a 404, creating nothing", async () => {
    const { customer, headers, local } = await specCart();
    const { paid } = await paidSpecPayment(headers, 390);
    const thief = await customerSession();
    const stolen = await post(
      "placeOrder",
      { ...local, payment_reference_id: paid.razorpay_payment_id },
      thief.headers,
    );
    expect(stolen).toEqual({ status: 404, body: { message: "We could not find this payment" } });
    const unknown = await post("placeOrder", { ...local, payment_reference_id: "pay_test_nope" }, headers);
    expect(unknown.status).toBe(404);
    expect(await ordersOf(customer.id)).toEqual([]);
    expect(await ordersOf(thief.customer.id)).toEqual([]);
  });

  it("never places a second order with a payment that already paid one", async () => {
    const { customer, headers, local, restaurant, dishes } = await specCart();
    const { paid } = await paidSpecPayment(headers, 390);
    const first = await post("placeOrder", { ...local, payment_reference_id: paid.razorpay_payment_id }, headers);
    const otherCart = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }, { id: dishes[1]!.id }], {
      deliveryLocation: { address: "Somewhere else", city: "Mysuru", state: "Karnataka" },
    });
    const second = await post("placeOrder", { ...otherCart, payment_reference_id: paid.razorpay_payment_id }, headers);
    expect(second.body.order._id).toBe(first.body.order._id);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });

  it("of many simultaneous placeOrders exactly one creates the order", async () => {
    const { customer, headers, local } = await specCart();
    const { paid } = await paidSpecPayment(headers, 390);
    await postCallbackForm("paymentVerification", paid);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post("placeOrder", { ...local, payment_reference_id: paid.razorpay_payment_id }, headers),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.order._id)).size).toBe(1);
    const orders = await ordersOf(customer.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.events).toHaveLength(1);
  });

  it("needs the local order with a payment that has none, and places nothing for an unpaid one", async () => {
    const { customer, headers, local } = await specCart();
    const { paid } = await paidSpecPayment(headers, 390);
    const bare = await post("placeOrder", { payment_reference_id: paid.razorpay_payment_id }, headers);
    expect(bare.status).toBe(422);
    const created = await post("createPaymentOrder", { amount: 500, currency: "INR" }, headers);
    const failed = await post("testFail", { order_id: created.body.order.id }, headers);
    const unpaid = await post(
      "placeOrder",
      { ...local, payment_reference_id: failed.body.razorpay_payment_id },
      headers,
    );
    expect(unpaid).toEqual({ status: 409, body: { message: "Your payment did not go through" } });
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it("our own checkout's payment still confirms its existing order and ignores the local order's fields", async () => {
    const { customer, headers, local } = await specCart();
    const created = await post("createPaymentOrder", local, headers);
    const paid = await post("testPay", { order_id: created.body.order.id }, headers);
    await post("verifyPayment", paid.body, headers);
    const placed = await post(
      "placeOrder",
      { ...local, totalPrice: 1, payment_reference_id: paid.body.razorpay_payment_id },
      headers,
    );
    expect(placed.body.order).toMatchObject({ _id: created.body.orderId, totalPrice: 390 });
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });
});

describe("the provider's webhook for a spec payment", () => {
  it("records the payment as verified and leaves placing the order to placeOrder", async () => {
    const { customer, headers, local } = await specCart();
    const { created, paid } = await paidSpecPayment(headers, 390);
    const body = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: {
        payment: {
          entity: { id: paid.razorpay_payment_id, order_id: created.order.id, amount: 39000, status: "captured" },
        },
      },
    });
    const hook = await postWebhook(body, {
      "x-razorpay-signature": webhookSignature(body, derivedTestSecret("test-gateway-webhook")),
      "x-razorpay-event-id": `evt_${paid.razorpay_payment_id}`,
    });
    expect(hook).toEqual({ status: 200, body: { ok: true } });
    const payment = await db().payment.findUniqueOrThrow({ where: { providerOrderId: created.order.id } });
    expect(payment).toMatchObject({ status: "paid", orderId: null });
    expect(await ordersOf(customer.id)).toEqual([]);
    const placed = await post("placeOrder", { ...local, payment_reference_id: paid.razorpay_payment_id }, headers);
    expect(placed.status).toBe(200);
    expect(await ordersOf(customer.id)).toHaveLength(1);
  });
});

describe("a spec payment nobody places", () => {
  it("is refunded by the refund job once it has waited too long", async () => {
    const { customer, headers } = await specCart();
    const { paid } = await paidSpecPayment(headers, 390);
    await postCallbackForm("paymentVerification", paid);
    const old = new Date(Date.now() - UNPLACED_PAYMENT_REFUND_AFTER_MS - 60_000);
    await db().payment.update({ where: { providerPaymentId: paid.razorpay_payment_id }, data: { createdAt: old } });
    await retryPendingRefunds();
    const payment = await db().payment.findUniqueOrThrow({ where: { providerPaymentId: paid.razorpay_payment_id } });
    expect(payment.status).toBe("refunded");
    expect(await ordersOf(customer.id)).toEqual([]);
  });
});
