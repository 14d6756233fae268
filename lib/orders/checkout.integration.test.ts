import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { AMOUNT_MISMATCH } from "@/lib/orders/checkout-service";
import { derivedTestSecret } from "@/lib/payments/provider";
import { paymentSignature, webhookSignature } from "@/lib/payments/signature";
import { minutesInZone } from "@/lib/restaurants/hours";
import { createMenuItem, createRestaurantWith, createUser, uniqueSuffix } from "@/tests/support/factories";
import {
  checkoutBody,
  customerSession,
  getPaymentApiKey,
  listOrders,
  openRestaurantWithDishes,
  post,
  postWebhook,
} from "@/tests/support/order-calls";
import { bearerHeaders } from "@/tests/support/session";

// Checkout through the built-in test gateway (Razorpay is not configured in this file).

async function ordersOf(customerId: string) {
  return db().order.findMany({ where: { customerId }, include: { payments: true, events: true } });
}

/** A customer with a started checkout of 2 dishes (₹250 + ₹120 + ₹20 delivery). */
async function startedCheckout() {
  const session = await customerSession();
  const { restaurant, dishes } = await openRestaurantWithDishes();
  const body = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }, { id: dishes[1]!.id }]);
  const created = await post("createPaymentOrder", body, session.headers);
  expect(created.status).toBe(200);
  return { ...session, restaurant, dishes, body, created: created.body };
}

async function payAndVerify(providerOrderId: string, headers: Record<string, string>) {
  const paid = await post("testPay", { order_id: providerOrderId }, headers);
  expect(paid.status).toBe(200);
  const verified = await post("verifyPayment", paid.body, headers);
  return { paid: paid.body, verified };
}

function testWebhook(event: "payment.captured" | "payment.failed", entity: Record<string, unknown>, eventId?: string) {
  const body = JSON.stringify({ entity: "event", event, payload: { payment: { entity } } });
  return {
    body,
    headers: {
      "x-razorpay-signature": webhookSignature(body, derivedTestSecret("test-gateway-webhook")),
      "x-razorpay-event-id": eventId ?? `evt_${uniqueSuffix()}`,
    },
  };
}

describe("getPaymentAPIKey", () => {
  it("answers the test gateway's public key id and nothing secret", async () => {
    const { headers } = await customerSession();
    expect(await getPaymentApiKey(headers)).toEqual({ status: 200, body: { key: "test_mode", gateway: "test" } });
  });

  it("needs a customer", async () => {
    expect((await getPaymentApiKey({})).status).toBe(401);
    const owner = await createUser("restaurant");
    expect((await getPaymentApiKey(await bearerHeaders(owner))).status).toBe(403);
  });
});

describe("a checkout paid through the test gateway", () => {
  it("prices on the server, verifies the signed payment, and places exactly that order", async () => {
    const { customer, headers, restaurant, dishes, created } = await startedCheckout();

    expect(created).toEqual({
      order: { id: expect.stringMatching(/^order_test_/), amount: 39000, currency: "INR", receipt: created.orderId },
      key: "test_mode",
      gateway: "test",
      orderId: expect.any(String),
      checkoutUrl: `/payments/test/${created.order.id}`,
    });
    const [pending] = await ordersOf(customer.id);
    expect(pending).toMatchObject({
      paymentStatus: "awaiting_payment",
      subtotalPaise: 37000,
      deliveryChargePaise: 2000,
    });
    expect(pending!.payments).toEqual([
      expect.objectContaining({
        provider: "test",
        providerOrderId: created.order.id,
        amountPaise: 39000,
        status: "created",
      }),
    ]);
    // an order awaiting payment is nobody's order yet
    expect((await listOrders({ _id: customer.id }, headers)).body.total).toBe(0);

    const { paid, verified } = await payAndVerify(created.order.id, headers);
    expect(verified).toEqual({
      status: 200,
      body: { message: "Payment verified", payment_reference_id: paid.razorpay_payment_id, orderId: created.orderId },
    });

    const placed = await post(
      "placeOrder",
      { ...checkoutBody(restaurant.id, []), payment_reference_id: paid.razorpay_payment_id },
      headers,
    );
    expect(placed.status).toBe(200);
    expect(placed.body.message).toBe("Order placed");
    expect(placed.body.order).toMatchObject({
      _id: created.orderId,
      customerName: "Asha Rao",
      deliveryLocation: {
        address: "12 Road No. 3, Banjara Hills",
        city: "Hyderabad",
        state: "Telangana",
        locality: null,
        pincode: null,
        phone: null,
      },
      restaurant_id: { _id: restaurant.id, name: restaurant.name },
      items: [
        { item_id: { _id: dishes[0]!.id, name: dishes[0]!.name, type: "veg" }, quantity: 1, price: 250 },
        { item_id: { _id: dishes[1]!.id, name: dishes[1]!.name, type: "veg" }, quantity: 1, price: 120 },
      ],
      subTotal: 370,
      deliveryCharge: 20,
      totalPrice: 390,
      deliveryStatus: "pending",
      paymentStatus: "paid",
      refund: null,
      review: null,
      payment_reference_id: paid.razorpay_payment_id,
    });

    const [order] = await ordersOf(customer.id);
    expect(order!.paymentStatus).toBe("paid");
    expect(order!.payments[0]).toMatchObject({ status: "paid", providerPaymentId: paid.razorpay_payment_id });
    expect(order!.events.map((e) => e.type)).toEqual(["order.paid"]);
    const listed = await listOrders({ _id: customer.id }, headers);
    expect(listed.body.orders.map((o: { _id: string }) => o._id)).toEqual([created.orderId]);

    // repeating the verification and the placing changes nothing
    expect(await post("verifyPayment", paid, headers)).toEqual(verified);
    expect((await post("placeOrder", { payment_reference_id: paid.razorpay_payment_id }, headers)).body).toEqual(
      placed.body,
    );
    expect((await ordersOf(customer.id)).flatMap((o) => o.events)).toHaveLength(1);
  });

  it("accepts the browser's amount when it matches and refuses a tampered one, creating nothing", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dishes } = await openRestaurantWithDishes([25000]);
    const tampered = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }], { amount: 1, currency: "INR" });
    expect(await post("createPaymentOrder", tampered, headers)).toEqual({
      status: 422,
      body: { message: AMOUNT_MISMATCH },
    });
    expect(await ordersOf(customer.id)).toEqual([]);

    const honest = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }], { amount: 270, currency: "INR" });
    const created = await post("createPaymentOrder", honest, headers);
    expect(created.status).toBe(200);
    expect(created.body.order.amount).toBe(27000);
  });

  it("refuses a cart it cannot sell, with a clear 4xx and no order", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dishes } = await openRestaurantWithDishes([25000]);
    const other = await openRestaurantWithDishes([10000]);
    const archived = await createMenuItem(restaurant.id, { name: "Old Thali", archivedAt: new Date() });
    const m = minutesInZone(new Date(), "Asia/Kolkata");
    const closed = await createRestaurantWith({
      name: `Night Kitchen ${uniqueSuffix()}`,
      openMinute: (m + 60) % 1440,
      closeMinute: (m + 120) % 1440,
    });
    const closedDish = await createMenuItem(closed.id);

    const cases: Array<[unknown, number, string]> = [
      [checkoutBody(restaurant.id, []), 422, "Some fields are missing or invalid"],
      [
        checkoutBody(restaurant.id, [{ id: dishes[0]!.id }, { id: other.dishes[0]!.id }]),
        422,
        "Your cart has dishes from more than one restaurant. Order from one restaurant at a time.",
      ],
      [checkoutBody(closed.id, [{ id: closedDish.id }]), 422, `${closed.name} is closed now`],
      [
        checkoutBody(restaurant.id, [{ id: archived.id }]),
        422,
        "Old Thali is no longer available. Please remove it and try again.",
      ],
      [
        checkoutBody(restaurant.id, [{ id: other.dishes[0]!.id }]),
        422,
        `These dishes are not on ${restaurant.name}'s menu`,
      ],
      [checkoutBody("cnosuchrestaurant00000000", [{ id: dishes[0]!.id }]), 404, "Restaurant not found"],
      [checkoutBody(restaurant.id, [{ id: dishes[0]!.id, quantity: 21 }]), 422, "Some fields are missing or invalid"],
      [
        { ...checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]), customerName: " " },
        422,
        "Some fields are missing or invalid",
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await post("createPaymentOrder", body, headers);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
    }
    const empty = await post("createPaymentOrder", checkoutBody(restaurant.id, []), headers);
    expect(empty.body.errors).toEqual({ items: ["Your cart is empty"] });
    expect(await ordersOf(customer.id)).toEqual([]);
  });

  it("answers 401 to a visitor and 403 to a restaurant account on every payment call", async () => {
    const owner = await createUser("restaurant");
    const ownerHeaders = await bearerHeaders(owner);
    const bodies = {
      createPaymentOrder: checkoutBody("cnosuchrestaurant00000000", [{ id: "cnosuchdish0000000000000" }]),
      verifyPayment: { razorpay_order_id: "order_x", razorpay_payment_id: "pay_x", razorpay_signature: "00" },
      placeOrder: { payment_reference_id: "pay_x" },
      testPay: { order_id: "order_x" },
      testFail: { order_id: "order_x" },
      addReview: { order_id: "cnosuchorder000000000000", rating: 5 },
    } as const;
    for (const [name, body] of Object.entries(bodies) as Array<[keyof typeof bodies, unknown]>) {
      expect((await post(name, body, {})).status, name).toBe(401);
      expect((await post(name, body, ownerHeaders)).status, name).toBe(403);
    }
  });
});

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
    const body = {
      razorpay_order_id: created.order.id,
      razorpay_payment_id: madeUp,
      razorpay_signature: paymentSignature(created.order.id, madeUp, derivedTestSecret("test-gateway")),
    };
    expect(await post("verifyPayment", body, headers)).toEqual({
      status: 404,
      body: { message: "The payment service does not know this payment" },
    });
    expect((await ordersOf(customer.id))[0]!.paymentStatus).toBe("awaiting_payment");
  });

  it("a payment id already used for another order", async () => {
    const first = await startedCheckout();
    const { paid } = await payAndVerify(first.created.order.id, first.headers);
    const second = await post(
      "createPaymentOrder",
      checkoutBody(first.restaurant.id, [{ id: first.dishes[2]!.id }]),
      first.headers,
    );
    const reuse = {
      razorpay_order_id: second.body.order.id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paymentSignature(
        second.body.order.id,
        paid.razorpay_payment_id,
        derivedTestSecret("test-gateway"),
      ),
    };
    expect(await post("verifyPayment", reuse, first.headers)).toEqual({
      status: 409,
      body: { message: "This payment was already used for another order" },
    });
    const unpaid = await db().order.findUniqueOrThrow({ where: { id: second.body.orderId } });
    expect(unpaid.paymentStatus).toBe("awaiting_payment");
  });

  it("a payment of another amount than the order's", async () => {
    const { customer, headers, created } = await startedCheckout();
    const paymentId = `pay_test_${uniqueSuffix()}`;
    // the provider reports a payment of ₹1 on this order
    await db().testGatewayPayment.create({
      data: { id: paymentId, providerOrderId: created.order.id, amountPaise: 100, status: "captured" },
    });
    const body = {
      razorpay_order_id: created.order.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(created.order.id, paymentId, derivedTestSecret("test-gateway")),
    };
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
