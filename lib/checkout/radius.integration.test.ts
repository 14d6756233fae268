import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { ensureTestPincodes } from "@/lib/geo/test-pincodes";
import { createMenuItem, createOpenRestaurant } from "@/tests/support/factories";
import { checkoutBody, customerSession, post } from "@/tests/support/order-calls";

// Issue 32: checkout measures the address to a pinned restaurant and refuses one beyond its radius before
// anything is created; the order keeps its drop point (the saved address's pin, else the PIN code's place).

const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };
const WHERE = {
  address: "14 Rose Villa",
  city: "Bengaluru",
  state: "Karnataka",
  locality: "Koramangala",
  pincode: "560034",
};

async function kitchen(columns: Parameters<typeof createOpenRestaurant>[0] = {}) {
  const restaurant = await createOpenRestaurant({
    name: `Dosa Point ${Math.random().toString(36).slice(2, 7)}`,
    city: "Bengaluru",
    state: "Karnataka",
    ...columns,
  });
  const dish = await createMenuItem(restaurant.id, { pricePaise: 25000 });
  return { restaurant, dish };
}

async function savedAddress(
  userId: string,
  pin: { lat: number; lng: number } | null,
  extra: Partial<typeof WHERE> = {},
) {
  return db().address.create({
    data: { userId, label: "Home", phone: "9845012345", ...WHERE, ...extra, ...(pin ?? {}) },
  });
}

describe("checkout and the restaurant's radius", () => {
  it("refuses an address beyond the radius with both distances, creating nothing", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dish } = await kitchen({ ...KORAMANGALA, deliveryRadiusMeters: 7000 });
    // Whitefield, about 13.8 km east of Koramangala
    const far = await savedAddress(
      customer.id,
      { lat: 12.9698, lng: 77.75 },
      { address: "ITPL Main Road", pincode: "560066" },
    );

    const refused = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id }], {
        deliveryLocation: { ...WHERE, address: far.address, pincode: "560066", addressId: far.id },
      }),
      headers,
    );
    expect(refused.status).toBe(422);
    const message = `${restaurant.name} delivers within 7 km; this address is 14.1 km away`;
    expect(refused.body).toEqual({ message, errors: { "deliveryLocation.address": [message] } });
    expect(await db().order.count({ where: { customerId: customer.id } })).toBe(0);
  });

  it("takes an address inside the radius and keeps the saved address's pin as the drop point", async () => {
    const { customer, headers } = await customerSession();
    const { restaurant, dish } = await kitchen({ ...KORAMANGALA, deliveryRadiusMeters: 7000 });
    const home = await savedAddress(customer.id, { lat: 12.9401, lng: 77.6302 });

    const placed = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id }], { deliveryLocation: { ...WHERE, addressId: home.id } }),
      headers,
    );
    expect(placed.status).toBe(200);
    const order = await db().order.findUniqueOrThrow({ where: { id: placed.body.orderId } });
    expect(order).toMatchObject({ dropLat: 12.9401, dropLng: 77.6302 });
  });

  it("finds the saved address by its text when no id is sent, and ignores another customer's id", async () => {
    const { customer, headers } = await customerSession();
    const other = await customerSession();
    const { restaurant, dish } = await kitchen({ ...KORAMANGALA });
    await savedAddress(customer.id, { lat: 12.9355, lng: 77.6201 });
    const theirs = await savedAddress(other.customer.id, { lat: 12.98, lng: 77.6 });

    const byText = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id }], { deliveryLocation: WHERE }),
      headers,
    );
    expect(await db().order.findUniqueOrThrow({ where: { id: byText.body.orderId } })).toMatchObject({
      dropLat: 12.9355,
      dropLng: 77.6201,
    });

    await ensureTestPincodes();
    const foreign = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id }, { id: dish.id }], {
        deliveryLocation: { ...WHERE, address: "Somewhere else 5", addressId: theirs.id },
      }),
      headers,
    );
    expect(foreign.status).toBe(200);
    // not their pin: the PIN code's place
    expect(await db().order.findUniqueOrThrow({ where: { id: foreign.body.orderId } })).toMatchObject({
      dropLat: 12.9261,
      dropLng: 77.6221,
    });
  });

  it("places a typed address at its PIN code's place, and a restaurant without a pin keeps the city rules", async () => {
    await ensureTestPincodes();
    const { headers } = await customerSession();
    const { restaurant, dish } = await kitchen(); // no pin
    const placed = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id }], {
        deliveryLocation: { ...WHERE, pincode: "570001", city: "Bengaluru" },
      }),
      headers,
    );
    expect(placed.status).toBe(200);
    expect(await db().order.findUniqueOrThrow({ where: { id: placed.body.orderId } })).toMatchObject({
      dropLat: 12.3219,
      dropLng: 76.6499,
    });
  });

  it("leaves the drop point empty when nothing places the address", async () => {
    const { headers } = await customerSession();
    const { restaurant, dish } = await kitchen({ ...KORAMANGALA });
    const placed = await post(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id }], { deliveryLocation: { ...WHERE, pincode: "999999" } }),
      headers,
    );
    expect(placed.status).toBe(200);
    expect(await db().order.findUniqueOrThrow({ where: { id: placed.body.orderId } })).toMatchObject({
      dropLat: null,
      dropLng: null,
    });
  });
});
