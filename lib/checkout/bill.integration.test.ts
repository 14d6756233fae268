// The bill on the checkout path (issue 31): a checkout at a restaurant with its own charges asks the gateway for
// exactly the bill's total and keeps the bill with the order; the tip is checked; previewBill answers the bill
// the checkout then charges; the order lists carry the bill of new orders and of orders from before it.
import { describe, expect, it } from "vitest";
import { POST as previewBillRoute } from "@/app/api/(checkout)/previewBill/route";
import { db } from "@/lib/db";
import { TIP_MESSAGE } from "@/lib/checkout/schemas";
import { computeBill, DEFAULT_BILL_SETTINGS } from "@/lib/money/bill";
import { payAndVerify } from "@/tests/support/checkout-steps";
import { createMenuItem, createOpenRestaurant, createPaidOrder } from "@/tests/support/factories";
import { checkoutBody, customerSession, listOrders, post } from "@/tests/support/order-calls";
import { get as ownerGet } from "@/tests/support/owner-calls";
import { bearerHeaders, jsonPost } from "@/tests/support/session";

/**
 * A pizzeria whose prices are without GST: ₹30 delivery, free from ₹399 of food; ₹20 packaging on the pizza.
 * (PLATFORM_FEE_PAISE is unset in the tests: no platform fee.)
 */
async function pizzeria() {
  const restaurant = await createOpenRestaurant({
    taxMode: "exclusive",
    deliveryFeePaise: 3000,
    freeDeliveryFromPaise: 39_900,
  });
  const pizza = await createMenuItem(restaurant.id, { pricePaise: 29_900, packagingPaise: 2000 });
  const soda = await createMenuItem(restaurant.id, { pricePaise: 9900 });
  return { restaurant, pizza, soda };
}

async function previewBill(body: unknown, headers: Record<string, string> = {}) {
  const response = await previewBillRoute(jsonPost("/api/previewBill", body, headers));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("checkout through the bill", () => {
  it("asks the gateway for exactly the bill's total, with packaging, GST added and the tip, and keeps the bill", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, pizza, soda } = await pizzeria();
    const body = checkoutBody(restaurant.id, [{ id: pizza.id }, { id: soda.id }], { tipPaise: 3000 });

    const created = await post("createPaymentOrder", body, headers);
    expect(created.status).toBe(200);
    // Food ₹398 + packaging ₹20 = ₹418, 5% GST ₹20.90; delivery ₹30, 18% GST ₹5.40; tip ₹30.
    const total = 39_800 + 2000 + 3000 + 2090 + 540 + 3000;
    expect(created.body.order.amount).toBe(total);
    expect(created.body.bill).toMatchObject({ taxMode: "exclusive", totalPaise: total, gstPaise: 2630 });
    expect(created.body.bill.lines.map((l: { key: string }) => l.key)).toEqual([
      "items",
      "packaging",
      "delivery",
      "gst",
      "tip",
    ]);
    const providerOrder = await db().testGatewayOrder.findUniqueOrThrow({ where: { id: created.body.order.id } });
    expect(providerOrder.amountPaise).toBe(total);

    const order = await db().order.findUniqueOrThrow({ where: { id: created.body.orderId } });
    expect(order).toMatchObject({
      customerId: customer.id,
      subtotalPaise: 39_800,
      deliveryChargePaise: 3000,
      totalPaise: total,
      packagingPaise: 2000,
      platformFeePaise: 0,
      discountPaise: 0,
      tipPaise: 3000,
      gstPaise: 2630,
    });
    expect(order.bill).toEqual(created.body.bill);

    // A double click (the same cart and tip) gets the same order and bill; another tip is another checkout.
    const again = await post("createPaymentOrder", body, headers);
    expect(again.body).toMatchObject({ orderId: order.id, bill: created.body.bill });
    const moreTip = await post("createPaymentOrder", { ...body, tipPaise: 5000 }, headers);
    expect(moreTip.status).toBe(200);
    expect(moreTip.body.orderId).not.toBe(order.id);
    expect(moreTip.body.order.amount).toBe(total + 2000);
  });

  it("refuses an amount that is not the bill's total (the spec's subtotal + delivery is not, GST being added)", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, pizza } = await pizzeria();
    const body = checkoutBody(restaurant.id, [{ id: pizza.id }], { amount: 299 + 30 });
    const refused = await post("createPaymentOrder", body, headers);
    expect(refused).toMatchObject({ status: 422, body: { message: "The amount does not match the order total" } });
    expect(await db().order.count({ where: { customerId: customer.id } })).toBe(0);
  });

  it("refuses a tip below ₹0, above ₹1,000 or not in whole paise, naming tipPaise, and creates nothing", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, pizza } = await pizzeria();
    for (const tipPaise of [-1, 100_001, 1.5, "50"]) {
      const refused = await post(
        "createPaymentOrder",
        checkoutBody(restaurant.id, [{ id: pizza.id }], { tipPaise }),
        headers,
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ tipPaise: [TIP_MESSAGE] });
      const preview = await previewBill({
        restaurantId: restaurant.id,
        items: [{ menuItemId: pizza.id, quantity: 1 }],
        tipPaise,
      });
      expect(preview.status).toBe(422);
      expect(preview.body.errors).toEqual({ tipPaise: [TIP_MESSAGE] });
    }
    expect(await db().order.count({ where: { customerId: customer.id } })).toBe(0);
    expect(await db().payment.count({ where: { customerId: customer.id } })).toBe(0);
    // The ends are allowed: ₹0 and ₹1,000.
    for (const tipPaise of [0, 100_000]) {
      const started = await post(
        "createPaymentOrder",
        checkoutBody(restaurant.id, [{ id: pizza.id }], { tipPaise }),
        headers,
      );
      expect(started.status).toBe(200);
      expect(started.body.bill.tipPaise).toBe(tipPaise);
    }
  });

  it("a spec checkout (an amount alone) answers no bill", async () => {
    const { headers } = await customerSession();
    const started = await post("createPaymentOrder", { amount: 270, currency: "INR" }, headers);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ orderId: null, bill: null, order: { amount: 27_000 } });
  });
});

describe("POST /api/previewBill", () => {
  it("answers a visitor the bill the checkout then charges for the same cart, and what free delivery needs", async () => {
    const { headers } = await customerSession();
    const { restaurant, pizza, soda } = await pizzeria();
    const preview = await previewBill({
      restaurantId: restaurant.id,
      items: [
        { menuItemId: pizza.id, quantity: 1 },
        { menuItemId: soda.id, quantity: 1 },
      ],
      tipPaise: 2000,
    });
    expect(preview.status).toBe(200);
    // ₹398 of food: ₹1 short of the restaurant's ₹399.
    expect(preview.body.freeDelivery).toEqual({ paise: 100 });

    const created = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: pizza.id }, { id: soda.id }], { tipPaise: 2000 }),
      headers,
    );
    expect(created.status).toBe(200);
    expect(preview.body.bill).toEqual(created.body.bill);
    expect(created.body.order.amount).toBe(created.body.bill.totalPaise);
  });

  it("at a default restaurant: the spec's total, and the dishes still needed for free delivery", async () => {
    const restaurant = await createOpenRestaurant();
    const dish = await createMenuItem(restaurant.id, { pricePaise: 12_000 });
    const preview = await previewBill({ restaurantId: restaurant.id, items: [{ menuItemId: dish.id, quantity: 2 }] });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      bill: computeBill({ lines: [{ unitPricePaise: 12_000, packagingPaise: 0, quantity: 2 }] }, DEFAULT_BILL_SETTINGS),
      freeDelivery: { dishes: 1 },
      cod: { allowed: true, reason: null },
      // No offer at this restaurant and no code sent: the bill is exactly as without offers.
      offer: null,
      couponRefusal: null,
    });
    expect((preview.body.bill as { totalPaise: number }).totalPaise).toBe(26_000);
    const three = await previewBill({ restaurantId: restaurant.id, items: [{ menuItemId: dish.id, quantity: 3 }] });
    expect(three.body.freeDelivery).toBeNull();
  });

  it("refuses what checkout refuses about the dishes: unknown, archived, another restaurant's (422), sold out (409)", async () => {
    const { restaurant, pizza } = await pizzeria();
    const other = await createOpenRestaurant();
    const elsewhere = await createMenuItem(other.id);
    const archived = await createMenuItem(restaurant.id, {
      name: `Old Calzone ${restaurant.id}`,
      archivedAt: new Date(),
    });
    const soldOut = await createMenuItem(restaurant.id, {
      name: `Sold Out Pie ${restaurant.id}`,
      outOfStockAt: new Date(),
      outOfStockUntil: new Date(Date.now() + 3_600_000),
    });
    const cart = (menuItemId: string) => ({ restaurantId: restaurant.id, items: [{ menuItemId, quantity: 1 }] });

    expect(await previewBill(cart("cnosuchdish000000000000000"))).toMatchObject({
      status: 422,
      body: { message: "A dish in your cart is no longer on the menu. Please remove it and try again." },
    });
    expect(await previewBill(cart(archived.id))).toMatchObject({
      status: 422,
      body: { message: `${archived.name} is no longer available. Please remove it and try again.` },
    });
    expect(await previewBill(cart(elsewhere.id))).toMatchObject({
      status: 422,
      body: { message: `These dishes are not on ${restaurant.name}'s menu` },
    });
    expect(await previewBill(cart(soldOut.id))).toMatchObject({
      status: 409,
      body: { message: `${soldOut.name} is sold out. Please remove it from your cart and try again.` },
    });
    expect(
      await previewBill({ restaurantId: "cnosuchrestaurant00000000", items: [{ menuItemId: pizza.id, quantity: 1 }] }),
    ).toMatchObject({ status: 404 });
  });
});

describe("the order lists carry the bill", () => {
  it("the snapshot of an order checked out with a bill, and a bill derived for an order from before", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, pizza } = await pizzeria();
    const created = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: pizza.id, quantity: 2 }], { tipPaise: 1000 }),
      headers,
    );
    expect(created.status).toBe(200);
    const { verified } = await payAndVerify(created.body.order.id, headers);
    expect(verified.status).toBe(200);
    // An order of before the bill: only the spec's totals in its columns (₹199 + ₹20 delivery), no snapshot.
    const older = await createPaidOrder(customer.id, restaurant.id);
    expect(older.bill).toBeNull();

    const mine = await listOrders({ _id: customer.id }, headers);
    expect(mine.status).toBe(200);
    const owner = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
    const theirs = await ownerGet(
      "getOrdersByRestaurantId",
      { _id: restaurant.id },
      await bearerHeaders(owner, restaurant.id),
    );
    expect(theirs.status).toBe(200);

    for (const list of [mine.body.orders, theirs.body.orders] as Array<Array<Record<string, unknown>>>) {
      const byId = new Map(list.map((order) => [order._id, order]));
      expect(byId.get(created.body.orderId)).toMatchObject({ bill: created.body.bill });
      const old = byId.get(older.id) as {
        totalPrice: number;
        bill: { totalPaise: number; taxMode: string; lines: unknown[] };
      };
      expect(old.bill).toEqual(
        computeBill(
          { lines: [{ unitPricePaise: older.subtotalPaise, packagingPaise: 0, quantity: 1 }] },
          { ...DEFAULT_BILL_SETTINGS, deliveryFeePaise: older.deliveryChargePaise },
        ),
      );
      expect(old.bill.totalPaise).toBe(old.totalPrice * 100);
      expect(old.bill.taxMode).toBe("inclusive");
    }
  });
});
