import { describe, expect, it } from "vitest";
import { AMOUNT_MISMATCH } from "@/lib/checkout/price-cart";
import { minutesInZone } from "@/lib/restaurants/hours";
import { ordersOf, payAndVerify, startedCheckout } from "@/tests/support/checkout-steps";
import { createMenuItem, createRestaurantWith, createUser, uniqueSuffix } from "@/tests/support/factories";
import {
  checkoutBody,
  customerSession,
  getPaymentApiKey,
  listOrders,
  openRestaurantWithDishes,
  post,
} from "@/tests/support/order-calls";
import { bearerHeaders } from "@/tests/support/session";

// Checkout through the built-in test gateway (Razorpay is not configured in this file).

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
      // The bill the total is (issue 31): at the default settings the spec's ₹370 + ₹20 delivery.
      bill: expect.objectContaining({ itemTotalPaise: 37000, deliveryFeePaise: 2000, totalPaise: 39000 }),
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
