import { describe, expect, it } from "vitest";
import type { CartItem, CartLine } from "@/lib/cart/types";
import {
  blankDeliveryFields,
  buildPendingOrder,
  clearPendingOrder,
  isOrderOfPending,
  parsePendingOrder,
  PENDING_ORDER_KEY,
  readPendingOrder,
  savePendingOrder,
  toCheckoutRequest,
  toLocalOrder,
} from "./pending-order";

const item = (id: string, price: number): CartItem => ({
  _id: id,
  name: `Dish ${id}`,
  price,
  imageUrl: "",
  type: "veg",
  restaurant_id: "r1",
  restaurantName: "Snack Shack Express",
});
const details = { customerName: "  Asha ", address: " 12 MG Road ", city: "Pune ", state: " Maharashtra" };

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("buildPendingOrder", () => {
  it("is the spec's stored order: trimmed details, item ids and quantities, the total with delivery", () => {
    const lines: CartLine[] = [
      { item: item("a", 99.5), quantity: 1 },
      { item: item("b", 0.1), quantity: 1 },
    ];
    const order = buildPendingOrder(lines, details, "asha@example.in");
    expect(order).toEqual({
      user_email: "asha@example.in",
      customerName: "Asha",
      restaurant_id: "r1",
      items: [
        { item_id: "a", quantity: 1 },
        { item_id: "b", quantity: 1 },
      ],
      // 99.50 + 0.10 + 20 delivery (under 3 items)
      totalPrice: 119.6,
      deliveryLocation: { address: "12 MG Road", city: "Pune", state: "Maharashtra" },
      deliveryStatus: "pending",
      paymentStatus: "success",
      amount: 119.6,
      currency: "INR",
    });
    expect(toCheckoutRequest(order)).toEqual({
      restaurant_id: "r1",
      items: order.items,
      customerName: "Asha",
      deliveryLocation: order.deliveryLocation,
      amount: 119.6,
      currency: "INR",
    });
  });

  it("takes the total of the server's bill the checkout showed, and sends the tip in it; the spec's placeOrder gets no tip", () => {
    const lines: CartLine[] = [{ item: item("a", 199), quantity: 1 }];
    const order = buildPendingOrder(lines, details, "asha@example.in", null, { totalPaise: 28_745, tipPaise: 3000 });
    expect(order.totalPrice).toBe(287.45);
    expect(order.amount).toBe(287.45);
    expect(order.tipPaise).toBe(3000);
    expect(toCheckoutRequest(order)).toMatchObject({ amount: 287.45, tipPaise: 3000 });
    expect(toLocalOrder(order)).not.toHaveProperty("tipPaise");
    // no tip: nothing sent, so a checkout without one is the same request as before
    const untipped = buildPendingOrder(lines, details, "asha@example.in", null, { totalPaise: 25_745, tipPaise: 0 });
    expect(toCheckoutRequest(untipped)).not.toHaveProperty("tipPaise");
    expect(parsePendingOrder(JSON.parse(JSON.stringify(order)))?.tipPaise).toBe(3000);
    expect(parsePendingOrder({ ...order, tipPaise: -5 })).not.toHaveProperty("tipPaise");
  });

  it("carries the locality, PIN code and phone when given, trimmed, and leaves blank ones out", () => {
    const lines: CartLine[] = [{ item: item("a", 50), quantity: 1 }];
    const full = buildPendingOrder(
      lines,
      { ...details, locality: " Kothrud ", pincode: "411038", phone: "9812345678" },
      "a@b.in",
    );
    expect(full.deliveryLocation).toEqual({
      address: "12 MG Road",
      city: "Pune",
      state: "Maharashtra",
      locality: "Kothrud",
      pincode: "411038",
      phone: "9812345678",
    });
    expect(toCheckoutRequest(full).deliveryLocation).toEqual(full.deliveryLocation);
    expect(buildPendingOrder(lines, { ...details, locality: "  " }, "a@b.in").deliveryLocation).toEqual({
      address: "12 MG Road",
      city: "Pune",
      state: "Maharashtra",
    });
  });

  it("makes delivery free from 3 items and refuses an empty cart", () => {
    const order = buildPendingOrder([{ item: item("a", 100), quantity: 3 }], details, "a@b.in");
    expect(order.totalPrice).toBe(300);
    expect(order.amount).toBe(300);
    expect(() => buildPendingOrder([], details, "a@b.in")).toThrow();
  });
});

describe("blankDeliveryFields", () => {
  it("names the fields left blank or only spaces", () => {
    expect(blankDeliveryFields(details)).toEqual([]);
    expect(blankDeliveryFields({ customerName: "A", address: "  ", city: "", state: "S" })).toEqual([
      "address",
      "city",
    ]);
  });
});

describe("stored pending order", () => {
  it("round-trips under the spec's key and is cleared", () => {
    const storage = memoryStorage();
    const order = buildPendingOrder([{ item: item("a", 50), quantity: 2 }], details, "a@b.in");
    savePendingOrder(order, storage);
    expect(JSON.parse(storage.values.get(PENDING_ORDER_KEY)!)).toEqual(order);
    expect(readPendingOrder(storage)).toEqual(order);
    clearPendingOrder(storage);
    expect(storage.values.has(PENDING_ORDER_KEY)).toBe(false);
    expect(readPendingOrder(storage)).toBeNull();
  });

  it("reads nothing from a damaged or foreign value", () => {
    const storage = memoryStorage();
    storage.values.set(PENDING_ORDER_KEY, "{not json");
    expect(readPendingOrder(storage)).toBeNull();
    expect(parsePendingOrder({ restaurant_id: "r1", items: [] })).toBeNull();
    expect(parsePendingOrder([1, 2])).toBeNull();
    const good = buildPendingOrder([{ item: item("a", 50), quantity: 1 }], details, "a@b.in");
    expect(parsePendingOrder({ ...good, items: [{ item_id: "a", quantity: 0 }] })).toBeNull();
    expect(parsePendingOrder({ ...good, deliveryLocation: { address: "x" } })).toBeNull();
  });

  it("keeps the locality, PIN code and phone of a stored order, and reads older orders without them", () => {
    const order = buildPendingOrder(
      [{ item: item("a", 50), quantity: 1 }],
      { ...details, locality: "Kothrud", pincode: "411038", phone: "9812345678" },
      "a@b.in",
    );
    expect(parsePendingOrder(JSON.parse(JSON.stringify(order)))).toEqual(order);
    const older = { ...order, deliveryLocation: { address: "1 Road", city: "Pune", state: "Maharashtra", pincode: 4 } };
    expect(parsePendingOrder(older)?.deliveryLocation).toEqual({
      address: "1 Road",
      city: "Pune",
      state: "Maharashtra",
    });
  });

  it("takes the amount from the total (older versions stored none, or paise)", () => {
    const { amount: _dropped, ...older } = buildPendingOrder([{ item: item("a", 12.34), quantity: 1 }], details, "");
    expect(parsePendingOrder(older)?.amount).toBe(32.34);
    expect(parsePendingOrder({ ...older, amount: 3234 })?.amount).toBe(32.34);
  });

  it("survives storage that throws (private mode, quota)", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    const order = buildPendingOrder([{ item: item("a", 10), quantity: 1 }], details, "");
    expect(() => savePendingOrder(order, broken)).not.toThrow();
    expect(readPendingOrder(broken)).toBeNull();
    expect(() => clearPendingOrder(broken)).not.toThrow();
  });
});

describe("our bookkeeping beside the spec's stored order", () => {
  const lines: CartLine[] = [
    { item: item("a", 50), quantity: 2 },
    { item: item("b", 20), quantity: 1 },
  ];
  const placed = (
    id: string,
    restaurant = "r1",
    items: ReadonlyArray<readonly [string, number]> = [
      ["a", 2],
      ["b", 1],
    ],
  ) => ({
    _id: id,
    restaurant_id: { _id: restaurant },
    items: items.map(([itemId, quantity]) => ({ item_id: { _id: itemId }, quantity })),
  });

  it("keeps the checkout's order id and the label to save the address under, and placeOrder gets neither", () => {
    const order = { ...buildPendingOrder(lines, details, "a@b.in", "Home"), orderId: "o1" };
    expect(order.saveAddressAs).toBe("Home");
    expect(parsePendingOrder(JSON.parse(JSON.stringify(order)))).toEqual(order);
    expect(buildPendingOrder(lines, details, "a@b.in")).not.toHaveProperty("saveAddressAs");
    const local = toLocalOrder(order);
    expect(local).not.toHaveProperty("orderId");
    expect(local).not.toHaveProperty("saveAddressAs");
    expect(local).toMatchObject({
      restaurant_id: "r1",
      items: [
        { item_id: "a", quantity: 2 },
        { item_id: "b", quantity: 1 },
      ],
    });
  });

  it("tells this checkout's order from an earlier one (an old result URL)", () => {
    const pending = { ...buildPendingOrder(lines, details, "a@b.in"), orderId: "o2" };
    expect(isOrderOfPending(pending, placed("o2"))).toBe(true);
    // the same cart ordered before: another order id, so not this checkout's
    expect(isOrderOfPending(pending, placed("o1"))).toBe(false);
    expect(isOrderOfPending(null, placed("o2"))).toBe(false);
  });

  it("matches a pending order stored without an order id by restaurant, dishes and quantities", () => {
    const older = buildPendingOrder(lines, details, "a@b.in");
    expect(
      isOrderOfPending(
        older,
        placed("o9", "r1", [
          ["b", 1],
          ["a", 2],
        ]),
      ),
    ).toBe(true);
    expect(isOrderOfPending(older, placed("o9", "r2"))).toBe(false);
    expect(
      isOrderOfPending(
        older,
        placed("o9", "r1", [
          ["a", 1],
          ["b", 1],
        ]),
      ),
    ).toBe(false);
  });
});
