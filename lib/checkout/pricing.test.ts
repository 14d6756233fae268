import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/http/errors";
import {
  assertInStock,
  orderMoneyColumns,
  priceOrder as priceWith,
  type CartLine,
  type ItemForPricing,
} from "@/lib/checkout/pricing";
import { DEFAULT_BILL_SETTINGS, type BillSettings } from "@/lib/money/bill";

const dish = (id: string, pricePaise: number, columns: Partial<ItemForPricing> = {}): ItemForPricing => ({
  id,
  restaurantId: "r1",
  name: `Dish ${id}`,
  type: "veg",
  category: "Starters",
  pricePaise,
  packagingPaise: 0,
  archivedAt: null,
  ...columns,
});

/** Priced at a restaurant with the default settings: the spec's totals. */
const priceOrder = (lines: readonly CartLine[], items: readonly ItemForPricing[]) =>
  priceWith(lines, items, { settings: DEFAULT_BILL_SETTINGS });

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
      // The engine's bill, whose item total, delivery fee and total the spec's three are.
      bill: expect.objectContaining({ itemTotalPaise: 24950, deliveryFeePaise: 2000, totalPaise: 26950 }),
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

describe("priceOrder through the bill engine", () => {
  // A tax-exclusive restaurant: ₹30 delivery, free from ₹399 of food, packaging on the pizza, a ₹5 platform fee.
  const napoli: BillSettings = {
    taxMode: "exclusive",
    foodGstBps: 500,
    deliveryFeePaise: 3000,
    freeDeliveryFromPaise: 39_900,
    platformFeePaise: 500,
  };
  const pizzeria = [
    dish("pizza", 29_900, { packagingPaise: 2000 }),
    dish("soda", 9900),
    dish("brownie", 100, { packagingPaise: 500 }),
  ];

  it("bills each dish's packaging per unit, GST added on food and fees, the tip as it is", () => {
    const priced = priceWith(
      [
        { menuItemId: "pizza", quantity: 1 },
        { menuItemId: "soda", quantity: 1 },
      ],
      pizzeria,
      { settings: napoli, tipPaise: 3000 },
    );
    // Food ₹398 + packaging ₹20 = ₹418 at 5% = ₹20.90; fees ₹30 + ₹5 = ₹35 at 18% = ₹6.30.
    expect(priced.bill.lines.map((l) => [l.key, l.amountPaise])).toEqual([
      ["items", 39_800],
      ["packaging", 2000],
      ["delivery", 3000],
      ["platformFee", 500],
      ["gst", 2720],
      ["tip", 3000],
    ]);
    expect(priced).toMatchObject({ subtotalPaise: 39_800, deliveryChargePaise: 3000, totalPaise: 51_020 });
    expect(priced.bill.totalPaise).toBe(51_020);
  });

  it("multiplies packaging by the quantity and makes delivery free from the restaurant's amount", () => {
    const priced = priceWith(
      [
        { menuItemId: "brownie", quantity: 3 },
        { menuItemId: "pizza", quantity: 1 },
        { menuItemId: "soda", quantity: 1 },
      ],
      pizzeria,
      { settings: napoli },
    );
    expect(priced.bill).toMatchObject({
      itemTotalPaise: 40_100,
      packagingPaise: 3500,
      deliveryFeePaise: 0,
      tipPaise: 0,
    });
    expect(priced.deliveryChargePaise).toBe(0);
  });

  it("keeps the spec's totals at default settings, packaging or not, with the GST inside them", () => {
    const priced = priceOrder([{ menuItemId: "a", quantity: 2 }], menu);
    expect(priced.totalPaise).toBe(2 * 19_900 + 2000);
    expect(priced.bill.gstPaise).toBeGreaterThan(0);
    expect(priced.bill.lines.some((l) => l.key === "gst")).toBe(false);
  });

  it("gives the order's columns from the bill, with the bill as its snapshot", () => {
    const { bill } = priceWith([{ menuItemId: "pizza", quantity: 1 }], pizzeria, { settings: napoli, tipPaise: 1000 });
    expect(orderMoneyColumns(bill)).toEqual({
      subtotalPaise: 29_900,
      deliveryChargePaise: 3000,
      totalPaise: bill.totalPaise,
      packagingPaise: 2000,
      platformFeePaise: 500,
      discountPaise: 0,
      tipPaise: 1000,
      gstPaise: bill.gstPaise,
      bill,
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
