// Contract: the spec's "Payment and orders" rows for paying (section 7), sent exactly as its table
// writes them, by a client that knows only the spec: getPaymentAPIKey, createPaymentOrder with
// { amount, currency }, the payment widget (the TEST MODE gateway stands in for it) with its callback
// to the verification path, placeOrder with the stored local order plus payment_reference_id, and
// getOrdersByCustomerId. Section 9's money rules are the client's own: ₹20 delivery under 3 items.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { imageForm, specCustomer, specOwner } from "@/tests/contract/spec-accounts";
import { specClient } from "@/tests/contract/spec-client";

type MenuItem = { _id: string; name: string; price: number; restaurant_id?: string };
type Kitchen = { restaurantId: string; name: string; dosa: MenuItem; coffee: MenuItem };

let kitchen: Kitchen;

/** An owner signs up through the spec's calls and adds two dishes with addMenuItem. */
async function specKitchen(): Promise<Kitchen> {
  const owner = await specOwner();
  const restaurantId: string = owner.restaurantInfo._id;
  for (const [name, price] of [
    ["Masala Dosa", 120],
    ["Filter Coffee", 45.5],
  ] as const) {
    const upload = await owner.client.post("/api/uploadToCloudinary", imageForm("FoodItemImages"));
    const added = await owner.client.post("/api/addMenuItem", {
      name,
      category: "Breakfast",
      price,
      type: "veg",
      servesfor: 1,
      description: `${name}, made fresh`,
      imageUrl: upload.body.imageUrl,
      public_id: upload.body.public_id,
      restaurant_id: restaurantId,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const visitor = specClient();
  const menu = await visitor.get("/api/getMenuByRestaurantId", { _id: restaurantId });
  expect(menu.status).toBe(200);
  const dishes: MenuItem[] = menu.body.menuitems.flatMap((group: { items: MenuItem[] }) => group.items);
  const named = (name: string) => dishes.find((d) => d.name === name)!;
  return { restaurantId, name: owner.name, dosa: named("Masala Dosa"), coffee: named("Filter Coffee") };
}

/** The spec's stored local order ("order" in local storage) for one of each dish, and its total as the cart computes it. */
function localOrder(customer: { email: string; username: string }, lines: Array<{ dish: MenuItem; quantity: number }>) {
  const subtotal = lines.reduce((sum, l) => sum + l.dish.price * l.quantity, 0);
  const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  const totalPrice = Math.round((subtotal + (quantity < 3 ? 20 : 0)) * 100) / 100;
  return {
    user_email: customer.email,
    customerName: customer.username,
    restaurant_id: kitchen.restaurantId,
    items: lines.map((l) => ({ item_id: l.dish._id, quantity: l.quantity })),
    totalPrice,
    deliveryLocation: { address: "4 Anna Salai", city: "Chennai", state: "Tamil Nadu" },
    deliveryStatus: "pending",
    paymentStatus: "success",
  };
}

/** The payment widget: the TEST MODE gateway's Pay stands in for the card form (Razorpay's checkout.js). */
async function widgetPays(client: ReturnType<typeof specClient>, providerOrderId: string) {
  const paid = await client.post("/api/testGateway/pay", { order_id: providerOrderId });
  expect(paid.status).toBe(200);
  return paid.body as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
}

/** The widget's form post to the callback URL, from the provider's own page: none of our cookies, its own Origin. */
async function providerCallback(fields: Record<string, string>) {
  const providerPage = specClient({ origin: "https://api.razorpay.com" });
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return providerPage.post("/api/paymentVerification", form);
}

beforeAll(async () => {
  kitchen = await specKitchen();
});

describe("GET /api/getPaymentAPIKey", () => {
  it("answers key", async () => {
    const { client } = await specCustomer();
    const answer = await client.get("/api/getPaymentAPIKey");
    expect(answer.status).toBe(200);
    expect(answer.body.key).toBe("test_mode");
  });
});

describe("the spec's whole checkout", () => {
  it("createPaymentOrder {amount, currency} -> widget -> callback -> placeOrder {order + payment_reference_id} -> orders", async () => {
    const customer = await specCustomer();
    const { dosa, coffee } = kitchen;
    const order = localOrder(customer, [
      { dish: dosa, quantity: 1 },
      { dish: coffee, quantity: 1 },
    ]);
    expect(order.totalPrice).toBe(185.5);

    const created = await customer.client.post("/api/createPaymentOrder", {
      amount: order.totalPrice,
      currency: "INR",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const providerOrderId: string = created.body.order.id;
    expect(providerOrderId).toMatch(/^order_/);

    const widget = await widgetPays(customer.client, providerOrderId);
    const callback = await providerCallback(widget);
    expect(callback.status).toBe(303);

    const placed = await customer.client.post("/api/placeOrder", {
      ...order,
      payment_reference_id: widget.razorpay_payment_id,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const orders = await customer.client.get("/api/getOrdersByCustomerId", { _id: customer.user._id });
    expect(orders.status).toBe(200);
    expect(orders.body.orders).toHaveLength(1);
    const [shown] = orders.body.orders;
    expect(shown).toMatchObject({
      _id: expect.any(String),
      createdAt: expect.any(String),
      customerName: customer.username,
      deliveryLocation: { address: "4 Anna Salai", city: "Chennai", state: "Tamil Nadu" },
      restaurant_id: {
        name: kitchen.name,
        image: { imageUrl: expect.any(String) },
        location: { address: "12 Temple Street", city: "Chennai" },
      },
      totalPrice: 185.5,
      deliveryStatus: "pending",
    });
    expect(
      shown.items.map((i: { item_id: { name: string; type: string }; quantity: number }) => [
        i.item_id.name,
        i.item_id.type,
        i.quantity,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ["Masala Dosa", "veg", 1],
        ["Filter Coffee", "veg", 1],
      ]),
    );
  });

  it("a client whose widget calls a JS handler verifies with JSON at the same path", async () => {
    const customer = await specCustomer();
    const order = localOrder(customer, [{ dish: kitchen.dosa, quantity: 3 }]);
    const created = await customer.client.post("/api/createPaymentOrder", {
      amount: order.totalPrice,
      currency: "INR",
    });
    const widget = await widgetPays(customer.client, created.body.order.id);
    const verified = await customer.client.post("/api/paymentVerification", widget);
    expect(verified.status).toBe(200);
    const placed = await customer.client.post("/api/placeOrder", {
      ...order,
      payment_reference_id: widget.razorpay_payment_id,
    });
    expect(placed.status).toBe(200);
    expect(placed.body.order.totalPrice).toBe(360);
  });
});

describe("bad input creates no paid order", () => {
  async function paidOrderCount(customerId: string) {
    return db().order.count({ where: { customerId, paymentStatus: "paid" } });
  }

  it("an amount that differs from the server's total: 409 and the payment refunded", async () => {
    const customer = await specCustomer();
    const order = localOrder(customer, [{ dish: kitchen.dosa, quantity: 1 }]);
    const created = await customer.client.post("/api/createPaymentOrder", {
      amount: order.totalPrice - 100,
      currency: "INR",
    });
    const widget = await widgetPays(customer.client, created.body.order.id);
    await providerCallback(widget);
    const placed = await customer.client.post("/api/placeOrder", {
      ...order,
      payment_reference_id: widget.razorpay_payment_id,
    });
    expect(placed.status).toBe(409);
    expect(placed.body.message).toContain("does not match the order total");
    expect(placed.body.message).toContain("refunded");
    expect(await paidOrderCount(customer.user._id)).toBe(0);
  });

  it("a payment reused for a second order places nothing new", async () => {
    const customer = await specCustomer();
    const order = localOrder(customer, [{ dish: kitchen.coffee, quantity: 4 }]);
    const created = await customer.client.post("/api/createPaymentOrder", {
      amount: order.totalPrice,
      currency: "INR",
    });
    const widget = await widgetPays(customer.client, created.body.order.id);
    const first = await customer.client.post("/api/placeOrder", {
      ...order,
      payment_reference_id: widget.razorpay_payment_id,
    });
    expect(first.status).toBe(200);
    const again = await customer.client.post("/api/placeOrder", {
      ...order,
      customerName: "Someone Else",
      payment_reference_id: widget.razorpay_payment_id,
    });
    expect(again.body.order._id).toBe(first.body.order._id);
    expect(await paidOrderCount(customer.user._id)).toBe(1);
  });

  it("a foreign payment: 404", async () => {
    const payer = await specCustomer();
    const order = localOrder(payer, [{ dish: kitchen.dosa, quantity: 1 }]);
    const created = await payer.client.post("/api/createPaymentOrder", { amount: order.totalPrice, currency: "INR" });
    const widget = await widgetPays(payer.client, created.body.order.id);
    const thief = await specCustomer();
    const placed = await thief.client.post("/api/placeOrder", {
      ...localOrder(thief, [{ dish: kitchen.dosa, quantity: 1 }]),
      payment_reference_id: widget.razorpay_payment_id,
    });
    expect(placed.status).toBe(404);
    expect(await paidOrderCount(thief.user._id)).toBe(0);
    expect(await paidOrderCount(payer.user._id)).toBe(0);
  });

  it("an unknown or forged callback: 4xx", async () => {
    const customer = await specCustomer();
    const created = await customer.client.post("/api/createPaymentOrder", { amount: 140, currency: "INR" });
    const widget = await widgetPays(customer.client, created.body.order.id);
    const forged = await providerCallback({ ...widget, razorpay_signature: "f".repeat(64) });
    expect(forged.status).toBe(400);
    const unknown = await providerCallback({ ...widget, razorpay_order_id: "order_unknown" });
    expect(unknown.status).toBe(404);
    const payment = await db().payment.findUniqueOrThrow({ where: { providerOrderId: created.body.order.id } });
    expect(payment.status).toBe("created");
    expect(await paidOrderCount(customer.user._id)).toBe(0);
  });
});
