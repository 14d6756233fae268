import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/http/errors";
import { assertInStock, deliveryChargeFor, priceOrder, type ItemForPricing } from "@/lib/checkout/pricing";

const dish = (id: string, pricePaise: number, columns: Partial<ItemForPricing> = {}): ItemForPricing => ({
  id,
  restaurantId: "r1",
  name: `Dish ${id}`,
  type: "veg",
  category: "Starters",
  pricePaise,
  archivedAt: null,
  ...columns,
});

const menu = [dish("a", 19900), dish("b", 5050, { type: "non_veg", category: "Curries" }), dish("c", 100)];

function rejection(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a rejection");
}

describe("deliveryChargeFor", () => {
  it("charges ₹20 below 3 items in total and nothing from 3", () => {
    expect([0, 1, 2, 3, 4, 20].map(deliveryChargeFor)).toEqual([2000, 2000, 2000, 0, 0, 0]);
  });
});

describe("priceOrder", () => {
  it("prices 2 items with the delivery charge, from the menu's prices", () => {
    expect(
      priceOrder(
        [
          { menuItemId: "a", quantity: 1 },
          { menuItemId: "b", quantity: 1 },
        ],
        menu,
      ),
    ).toEqual({
      restaurantId: "r1",
      subtotalPaise: 24950,
      deliveryChargePaise: 2000,
      totalPaise: 26950,
      totalQuantity: 2,
      lines: [
        { menuItemId: "a", name: "Dish a", type: "veg", category: "Starters", unitPricePaise: 19900, quantity: 1 },
        { menuItemId: "b", name: "Dish b", type: "non_veg", category: "Curries", unitPricePaise: 5050, quantity: 1 },
      ],
    });
  });

  it("makes delivery free at exactly 3 items, counting quantities rather than lines", () => {
    const priced = priceOrder([{ menuItemId: "a", quantity: 3 }], menu);
    expect(priced).toMatchObject({ subtotalPaise: 59700, deliveryChargePaise: 0, totalPaise: 59700, totalQuantity: 3 });
    expect(priceOrder([{ menuItemId: "c", quantity: 2 }], menu)).toMatchObject({
      deliveryChargePaise: 2000,
      totalPaise: 2200,
    });
  });

  it("merges repeated lines of one dish, so the same cart always prices the same", () => {
    const priced = priceOrder(
      [
        { menuItemId: "c", quantity: 1 },
        { menuItemId: "a", quantity: 1 },
        { menuItemId: "c", quantity: 1 },
      ],
      menu,
    );
    expect(priced.lines.map((l) => [l.menuItemId, l.quantity])).toEqual([
      ["c", 2],
      ["a", 1],
    ]);
    expect(priced).toMatchObject({ subtotalPaise: 20100, deliveryChargePaise: 0, totalQuantity: 3 });
  });

  it("refuses an empty cart", () => {
    expect(rejection(() => priceOrder([], menu))).toEqual({ status: 422, message: "Your cart is empty" });
  });

  it("refuses quantities that are not whole numbers from 1, and more than 20 of a dish once merged", () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(rejection(() => priceOrder([{ menuItemId: "a", quantity }], menu)).status).toBe(422);
    }
    const merged = [
      { menuItemId: "a", quantity: 15 },
      { menuItemId: "a", quantity: 6 },
    ];
    expect(rejection(() => priceOrder(merged, menu))).toEqual({
      status: 422,
      message: "You can order at most 20 of Dish a",
    });
    expect(priceOrder([{ menuItemId: "a", quantity: 20 }], menu).totalQuantity).toBe(20);
  });

  it("refuses a dish that is not on any menu", () => {
    expect(rejection(() => priceOrder([{ menuItemId: "zzz", quantity: 1 }], menu))).toEqual({
      status: 422,
      message: "A dish in your cart is no longer on the menu. Please remove it and try again.",
    });
  });

  it("refuses an archived dish and names it", () => {
    const archived = [...menu, dish("old", 9900, { name: "Old Thali", archivedAt: new Date() })];
    expect(rejection(() => priceOrder([{ menuItemId: "old", quantity: 1 }], archived))).toEqual({
      status: 422,
      message: "Old Thali is no longer available. Please remove it and try again.",
    });
  });

  it("refuses dishes from two restaurants", () => {
    const twoPlaces = [...menu, dish("x", 1000, { restaurantId: "r2" })];
    const lines = [
      { menuItemId: "a", quantity: 1 },
      { menuItemId: "x", quantity: 1 },
    ];
    expect(rejection(() => priceOrder(lines, twoPlaces))).toEqual({
      status: 422,
      message: "Your cart has dishes from more than one restaurant. Order from one restaurant at a time.",
    });
  });
});

describe("assertInStock", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  const paneer = { id: "m1", name: "Paneer Tikka", outOfStockAt: null, outOfStockUntil: null };

  it("lets dishes in stock through, and those whose sold-out time has ended", () => {
    expect(() => assertInStock([{ menuItemId: "m1" }], [paneer], now)).not.toThrow();
    const ended = { ...paneer, outOfStockAt: new Date("2026-11-26T10:00:00Z"), outOfStockUntil: now };
    expect(() => assertInStock([{ menuItemId: "m1" }], [ended], now)).not.toThrow();
  });

  it("refuses a sold-out dish with a 409 naming it", () => {
    const sold = { ...paneer, outOfStockAt: now, outOfStockUntil: new Date("2026-11-27T18:30:00Z") };
    expect(() => assertInStock([{ menuItemId: "m1" }], [sold], now)).toThrow(
      expect.objectContaining({ status: 409, message: expect.stringContaining("Paneer Tikka is sold out") }),
    );
  });
});
