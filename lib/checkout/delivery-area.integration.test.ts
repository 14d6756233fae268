import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { deliveryAreaColumns } from "@/lib/location/delivery-area";
import { createMenuItem, createOpenRestaurant } from "@/tests/support/factories";
import { checkoutBody, customerSession, post } from "@/tests/support/order-calls";

// Checkout refuses an address outside the restaurant's delivery area, and a paused restaurant, before
// anything is created or paid; the spec's placeOrder (paid first) refuses the same and refunds.

const KOLKATA = { address: "7 Park Street", city: "Kolkata", state: "West Bengal" };
const CHENNAI = { address: "4 Anna Salai", city: "Chennai", state: "Tamil Nadu" };

async function kitchen(columns: Parameters<typeof createOpenRestaurant>[0] = {}) {
  const restaurant = await createOpenRestaurant({
    name: `Snack Shack ${Math.random().toString(36).slice(2, 7)}`,
    city: "Chennai",
    state: "Tamil Nadu",
    ...columns,
  });
  const dish = await createMenuItem(restaurant.id, { pricePaise: 25000 });
  return { restaurant, dish };
}

/** Everything a checkout could leave behind for this customer: orders, payments, provider orders. */
async function tracesOf(customerId: string) {
  const payments = await db().payment.findMany({ where: { customerId }, select: { providerOrderId: true } });
  return {
    orders: await db().order.count({ where: { customerId } }),
    payments: payments.length,
    providerOrders: await db().testGatewayOrder.count({
      where: { id: { in: payments.map((p) => p.providerOrderId) } },
    }),
  };
}
const NOTHING = { orders: 0, payments: 0, providerOrders: 0 };

describe("createPaymentOrder and the delivery area", () => {
  it("refuses an address in a city the restaurant does not deliver to, naming both, and creates nothing", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dish } = await kitchen();

    const refused = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id }], { deliveryLocation: KOLKATA }),
      headers,
    );

    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: `${restaurant.name} does not deliver to Kolkata`,
      errors: { "deliveryLocation.city": [`${restaurant.name} does not deliver to Kolkata`] },
    });
    expect(await tracesOf(customer.id)).toEqual(NOTHING);
  });

  it("accepts an address in its city (any case) or in another city it lists, and keeps the address snapshot", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dish } = await kitchen(deliveryAreaColumns(["Chennai", "Puducherry"]));

    const inCity = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id }], {
        deliveryLocation: {
          ...CHENNAI,
          city: " chennai ",
          locality: "Teynampet",
          pincode: "600018",
          phone: "+91 98400 12345",
        },
      }),
      headers,
    );
    expect(inCity.status).toBe(200);
    const order = await db().order.findUniqueOrThrow({ where: { id: inCity.body.orderId } });
    expect(order).toMatchObject({
      deliveryAddress: "4 Anna Salai",
      deliveryCity: "chennai",
      deliveryLocality: "Teynampet",
      deliveryPincode: "600018",
      deliveryPhone: "9840012345",
    });

    const nearby = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id, quantity: 2 }], {
        deliveryLocation: { address: "1 Beach Road", city: "Puducherry", state: "Puducherry" },
      }),
      headers,
    );
    expect(nearby.status).toBe(200);
    expect(await tracesOf(customer.id)).toEqual({ orders: 2, payments: 2, providerOrders: 2 });
  });

  it("with a PIN list, takes only those PIN codes and says which one it refused", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dish } = await kitchen(deliveryAreaColumns(["Chennai"], ["600018", "600017"]));
    const body = (where: Record<string, string>) =>
      checkoutBody(restaurant.id, [{ id: dish.id }], { deliveryLocation: { ...CHENNAI, ...where } });

    const otherPin = await post("createPaymentOrder", body({ pincode: "600090" }), headers);
    expect(otherPin.status).toBe(422);
    expect(otherPin.body.message).toBe(`${restaurant.name} does not deliver to 600090, Chennai`);
    expect(otherPin.body.errors).toEqual({ "deliveryLocation.pincode": [otherPin.body.message] });

    const noPin = await post("createPaymentOrder", body({}), headers);
    expect(noPin.status).toBe(422);
    expect(noPin.body.message).toBe(
      `${restaurant.name} delivers only to some PIN codes in Chennai: give the PIN code of your address`,
    );
    expect(await tracesOf(customer.id)).toEqual(NOTHING);

    const listed = await post("createPaymentOrder", body({ pincode: "600017" }), headers);
    expect(listed.status).toBe(200);
  });

  it("refuses a paused restaurant with its owner's reason, and takes orders again once resumed", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dish } = await kitchen({ pausedAt: new Date(), pauseReason: "Back at 7 pm after a power cut" });
    const body = checkoutBody(restaurant.id, [{ id: dish.id }], { deliveryLocation: CHENNAI });

    const refused = await post("createPaymentOrder", body, headers);
    expect(refused).toEqual({
      status: 422,
      body: { message: `${restaurant.name} is not taking orders right now: Back at 7 pm after a power cut` },
    });
    expect(await tracesOf(customer.id)).toEqual(NOTHING);

    await db().restaurant.update({ where: { id: restaurant.id }, data: { pauseReason: null } });
    expect((await post("createPaymentOrder", body, headers)).body.message).toBe(
      `${restaurant.name} is not taking orders right now`,
    );

    await db().restaurant.update({ where: { id: restaurant.id }, data: { pausedAt: null } });
    expect((await post("createPaymentOrder", body, headers)).status).toBe(200);
  });

  it("answers 422 for a bad PIN code or phone in the delivery details, with nothing created", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dish } = await kitchen();
    const refused = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id }], {
        deliveryLocation: { ...CHENNAI, pincode: "060018", phone: "12345" },
      }),
      headers,
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(["deliveryLocation.phone", "deliveryLocation.pincode"]);
    expect(await tracesOf(customer.id)).toEqual(NOTHING);
  });
});

describe("the spec's placeOrder and the delivery area", () => {
  it("refuses a paid local order to an address outside the area and refunds the payment", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dish } = await kitchen();
    const created = await post("createPaymentOrder", { amount: 270, currency: "INR" }, headers);
    const paid = await post("testPay", { order_id: created.body.order.id }, headers);
    expect(paid.status).toBe(200);

    const placed = await post(
      "placeOrder",
      {
        ...checkoutBody(restaurant.id, [{ id: dish.id }], { deliveryLocation: KOLKATA }),
        payment_reference_id: paid.body.razorpay_payment_id,
      },
      headers,
    );

    expect(placed.status).toBe(409);
    expect(placed.body.message).toBe(`${restaurant.name} does not deliver to Kolkata. Your payment has been refunded.`);
    expect(await db().order.count({ where: { customerId: customer.id } })).toBe(0);
    const payment = await db().payment.findUniqueOrThrow({ where: { providerOrderId: created.body.order.id } });
    expect(payment).toMatchObject({ status: "refunded", orderId: null });
  });

  it("places one inside the area with the address snapshot", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dish } = await kitchen();
    const created = await post("createPaymentOrder", { amount: 270, currency: "INR" }, headers);
    const paid = await post("testPay", { order_id: created.body.order.id }, headers);

    const placed = await post(
      "placeOrder",
      {
        ...checkoutBody(restaurant.id, [{ id: dish.id }], {
          deliveryLocation: { ...CHENNAI, locality: "Teynampet", pincode: "600018", phone: "9840012345" },
        }),
        payment_reference_id: paid.body.razorpay_payment_id,
      },
      headers,
    );

    expect(placed.status).toBe(200);
    expect(placed.body.order.deliveryLocation).toEqual({
      ...CHENNAI,
      locality: "Teynampet",
      pincode: "600018",
      phone: "9840012345",
    });
    expect(await db().order.count({ where: { customerId: customer.id, paymentStatus: "paid" } })).toBe(1);
  });
});
