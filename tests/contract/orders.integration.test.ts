// Spec section 7, "Payment and orders", the rows after paying: the order lists, both forms of
// cancelOrder and updateOrderStatus, with the table's fields, read as the spec's client reads them.
// Paying itself (createPaymentOrder, placeOrder) is in checkout.integration.test.ts; here the paid
// order is made with the factory, for a customer and a restaurant who signed up through the calls.
import { rm } from "node:fs/promises";
import { afterAll, describe, expect, it } from "vitest";
import { specCustomer, specOwner } from "@/tests/contract/spec-accounts";
import type { SpecClient } from "@/tests/contract/spec-client";
import { createMenuItem, createPaidOrder } from "@/tests/support/factories";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";

const dataDir = setTemporaryDataDir();
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** A customer's paid, pending order of two Masala Dosas (₹120 each, ₹20 delivery) at an owner's restaurant. */
async function paidOrder() {
  const customer = await specCustomer();
  const owner = await specOwner();
  const restaurantId: string = owner.restaurantInfo._id;
  const dish = await createMenuItem(restaurantId, { name: "Masala Dosa", type: "veg", pricePaise: 12000 });
  const order = await createPaidOrder(customer.user._id, restaurantId, {
    lines: [{ menuItemId: dish.id, quantity: 2, pricePaise: 12000, name: "Masala Dosa" }],
  });
  return { customer, owner, restaurantId, dish, order };
}

/** The order as the restaurant's list shows it after a reload. */
async function restaurantsView(client: SpecClient, restaurantId: string, orderId: string) {
  const answer = await client.get("/api/getOrdersByRestaurantId", { _id: restaurantId });
  expect(answer.status).toBe(200);
  return answer.body.orders.find((o: { _id: string }) => o._id === orderId);
}

describe("Orders as the spec's client lists and changes them", () => {
  it("GET /api/getOrdersByRestaurantId: query _id -> orders", async () => {
    const { owner, restaurantId, dish, order } = await paidOrder();
    const answer = await owner.client.get("/api/getOrdersByRestaurantId", { _id: restaurantId });
    expect(answer.status).toBe(200);
    expect(answer.body.orders).toHaveLength(1);
    const [listed] = answer.body.orders;
    expect(listed._id).toBe(order.id);
    expect(Date.parse(listed.createdAt)).toBe(order.createdAt.getTime());
    expect(listed.customerName).toBe("Test Customer");
    // the spec's three fields, then ours (unknown for an order made without them)
    expect(listed.deliveryLocation).toEqual({
      address: "2 Test Lane",
      city: "Hyderabad",
      state: "Telangana",
      locality: null,
      pincode: null,
      phone: null,
    });
    expect(listed.restaurant_id._id).toBe(restaurantId);
    expect(listed.restaurant_id.name).toBe(owner.name);
    expect(listed.restaurant_id.image.imageUrl).toBe(owner.image.imageUrl);
    expect(listed.restaurant_id.location).toEqual({ address: "12 Temple Street", city: "Chennai" });
    expect(listed.items).toEqual([
      // the spec's "populated as name and type"; the whole dish beside them is in reorder.integration.test.ts
      expect.objectContaining({
        item_id: expect.objectContaining({ _id: dish.id, name: "Masala Dosa", type: "veg" }),
        quantity: 2,
      }),
    ]);
    expect(listed.totalPrice).toBe(260);
    expect(listed.deliveryStatus).toBe("pending");
  });

  it("GET /api/getOrdersByCustomerId: query _id -> orders", async () => {
    const { customer, order } = await paidOrder();
    const answer = await customer.client.get("/api/getOrdersByCustomerId", { _id: customer.user._id });
    expect(answer.status).toBe(200);
    expect(answer.body.orders.map((o: { _id: string }) => o._id)).toEqual([order.id]);
    expect(answer.body.orders[0].totalPrice).toBe(260);
    expect(answer.body.orders[0].deliveryStatus).toBe("pending");
  });

  it("POST /api/cancelOrder as a customer: body {_id}", async () => {
    const { customer, order } = await paidOrder();
    const answer = await customer.client.post("/api/cancelOrder", { _id: order.id });
    expect(answer.status).toBe(200);
    const list = await customer.client.get("/api/getOrdersByCustomerId", { _id: customer.user._id });
    expect(list.body.orders[0].deliveryStatus).toBe("cancelled");
  });

  it("POST /api/cancelOrder as a restaurant: query _id, no body", async () => {
    const { owner, restaurantId, order } = await paidOrder();
    const answer = await owner.client.post("/api/cancelOrder", undefined, { _id: order.id });
    expect(answer.status).toBe(200);
    expect((await restaurantsView(owner.client, restaurantId, order.id)).deliveryStatus).toBe("cancelled");
  });

  it("POST /api/updateOrderStatus: _id, status (lowercase); the reloaded list shows it", async () => {
    const { owner, restaurantId, order } = await paidOrder();
    for (const status of ["out for delivery", "delivered"]) {
      const answer = await owner.client.post("/api/updateOrderStatus", { _id: order.id, status });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect((await restaurantsView(owner.client, restaurantId, order.id)).deliveryStatus).toBe(status);
    }
  });
});
