import { describe, expect, it } from "vitest";
import {
  cartRestaurantId,
  cartSummary,
  deliveryCharge,
  emptyCart,
  fromPaise,
  lineTotal,
  toPaise,
  withItemAdded,
  withLineRemoved,
  withLinesMerged,
  withQuantityDecreased,
  withQuantityIncreased,
  withTotals,
} from "./cart-math";
import type { CartItem, CartState } from "./types";

function dish(id: string, price: number, restaurant = "r1"): CartItem {
  return {
    _id: id,
    name: `Dish ${id}`,
    price,
    imageUrl: `/images/${id}.webp`,
    type: "veg",
    restaurant_id: restaurant,
    restaurantName: `Restaurant ${restaurant}`,
  };
}

/** Adds and expects it to succeed. */
function add(cart: CartState, item: CartItem): CartState {
  const result = withItemAdded(cart, item);
  expect(result.status).toBe("added");
  return result.cart;
}

const dosa = dish("dosa", 120);
const idli = dish("idli", 60.5);

describe("withItemAdded", () => {
  it("adds a new item as a line with quantity 1 and totals in step", () => {
    const cart = add(emptyCart(), dosa);
    expect(cart).toEqual({ items: [{ item: dosa, quantity: 1 }], totalPrice: 120, totalQuantity: 1 });
  });

  it("raises the quantity of an item already in the cart instead of adding a line", () => {
    const cart = add(add(add(emptyCart(), dosa), idli), dosa);
    expect(cart.items).toEqual([
      { item: dosa, quantity: 2 },
      { item: idli, quantity: 1 },
    ]);
    expect(cart.totalQuantity).toBe(3);
    expect(cart.totalPrice).toBe(300.5);
  });

  it("keeps the newest copy of the item, with the price the user was just shown", () => {
    const repriced = { ...dosa, price: 130 };
    const cart = add(add(emptyCart(), dosa), repriced);
    expect(cart.items).toEqual([{ item: repriced, quantity: 2 }]);
    expect(cart.totalPrice).toBe(260);
  });

  it("does not change the cart it was given", () => {
    const before = add(emptyCart(), dosa);
    const snapshot = structuredClone(before);
    add(before, dosa);
    add(before, idli);
    expect(before).toEqual(snapshot);
  });

  it("answers needsConfirm for another restaurant's item and leaves the cart as it was", () => {
    const cart = add(emptyCart(), dosa);
    const result = withItemAdded(cart, dish("kebab", 250, "r2"));
    expect(result.status).toBe("needsConfirm");
    expect(result.cart).toBe(cart);
  });
});

describe("withQuantityIncreased and withQuantityDecreased", () => {
  it("raise and lower one line's quantity and keep the totals in step", () => {
    let cart = add(add(emptyCart(), dosa), idli);
    cart = withQuantityIncreased(cart, "idli");
    expect(cart.items[1]).toEqual({ item: idli, quantity: 2 });
    expect(cart).toMatchObject({ totalQuantity: 3, totalPrice: 241 });
    cart = withQuantityDecreased(cart, "idli");
    expect(cart.items[1]).toEqual({ item: idli, quantity: 1 });
    expect(cart).toMatchObject({ totalQuantity: 2, totalPrice: 180.5 });
  });

  it("removes the line when its quantity reaches 0", () => {
    const cart = withQuantityDecreased(add(add(emptyCart(), dosa), idli), "dosa");
    expect(cart).toEqual({ items: [{ item: idli, quantity: 1 }], totalPrice: 60.5, totalQuantity: 1 });
    expect(withQuantityDecreased(cart, "idli")).toEqual(emptyCart());
  });

  it("leave the cart alone for an item that is not in it", () => {
    const cart = add(emptyCart(), dosa);
    expect(withQuantityIncreased(cart, "nope")).toBe(cart);
    expect(withQuantityDecreased(cart, "nope")).toBe(cart);
  });
});

describe("withLineRemoved", () => {
  it("removes the whole line whatever its quantity", () => {
    let cart = add(add(add(emptyCart(), dosa), dosa), idli);
    cart = withLineRemoved(cart, "dosa");
    expect(cart).toEqual({ items: [{ item: idli, quantity: 1 }], totalPrice: 60.5, totalQuantity: 1 });
    expect(withLineRemoved(cart, "nope")).toBe(cart);
  });
});

describe("emptyCart", () => {
  it("is the cleared cart, a new object each time", () => {
    expect(emptyCart()).toEqual({ items: [], totalPrice: 0, totalQuantity: 0 });
    expect(emptyCart()).not.toBe(emptyCart());
  });
});

describe("withLinesMerged (bulk add)", () => {
  it("merges lines into the cart, adding quantities of items already there", () => {
    const cart = add(emptyCart(), dosa);
    const result = withLinesMerged(cart, [
      { item: dosa, quantity: 2 },
      { item: idli, quantity: 3 },
    ]);
    expect(result.status).toBe("added");
    expect(result.cart).toEqual({
      items: [
        { item: dosa, quantity: 3 },
        { item: idli, quantity: 3 },
      ],
      totalPrice: 541.5,
      totalQuantity: 6,
    });
  });

  it("merges repeated items within the batch", () => {
    const { cart } = withLinesMerged(emptyCart(), [
      { item: idli, quantity: 1 },
      { item: idli, quantity: 2 },
    ]);
    expect(cart.items).toEqual([{ item: idli, quantity: 3 }]);
  });

  it("answers needsConfirm for another restaurant's lines without changing the cart", () => {
    const cart = add(emptyCart(), dosa);
    const result = withLinesMerged(cart, [{ item: dish("kebab", 250, "r2"), quantity: 2 }]);
    expect(result).toEqual({ status: "needsConfirm", cart });
    expect(result.cart).toBe(cart);
  });

  it("refuses a batch from two restaurants and quantities that are not whole and positive", () => {
    expect(() =>
      withLinesMerged(emptyCart(), [
        { item: dosa, quantity: 1 },
        { item: dish("kebab", 250, "r2"), quantity: 1 },
      ]),
    ).toThrow(RangeError);
    expect(() => withLinesMerged(emptyCart(), [{ item: dosa, quantity: 0 }])).toThrow(RangeError);
    expect(() => withLinesMerged(emptyCart(), [{ item: dosa, quantity: 1.5 }])).toThrow(RangeError);
  });

  it("changes nothing for an empty batch", () => {
    const cart = add(emptyCart(), dosa);
    expect(withLinesMerged(cart, [])).toEqual({ status: "added", cart });
  });
});

describe("totals", () => {
  it("are rounded to 2 decimals with no floating-point drift", () => {
    const { cart } = withLinesMerged(emptyCart(), [
      { item: dish("a", 0.1), quantity: 1 },
      { item: dish("b", 0.2), quantity: 1 },
    ]);
    expect(cart.totalPrice).toBe(0.3);
    // 19.99 * 3 in floating point is 59.970000000000006
    expect(withTotals([{ item: dish("c", 19.99), quantity: 3 }]).totalPrice).toBe(59.97);
    expect(lineTotal({ item: dish("c", 19.99), quantity: 3 })).toBe(59.97);
    expect(withTotals([{ item: dish("d", 1.15), quantity: 7 }]).totalPrice).toBe(8.05);
  });

  it("are zero for an empty cart", () => {
    expect(withTotals([])).toEqual(emptyCart());
  });
});

describe("cartRestaurantId", () => {
  it("is the first line's restaurant, or null for an empty cart", () => {
    expect(cartRestaurantId(emptyCart())).toBeNull();
    expect(cartRestaurantId(add(emptyCart(), dosa))).toBe("r1");
  });
});

describe("deliveryCharge and cartSummary", () => {
  it("charge ₹20 below 3 items by quantity and nothing from 3, nor on an empty cart", () => {
    expect(deliveryCharge(0)).toBe(0);
    expect(deliveryCharge(1)).toBe(20);
    expect(deliveryCharge(2)).toBe(20);
    expect(deliveryCharge(3)).toBe(0);
    expect(deliveryCharge(10)).toBe(0);
  });

  it("count quantities, not lines, across the 2 -> 3 boundary", () => {
    const two = [{ item: dosa, quantity: 2 }];
    expect(cartSummary(two)).toEqual({ totalQuantity: 2, subtotal: 240, deliveryCharge: 20, total: 260 });
    const three = [{ item: dosa, quantity: 3 }];
    expect(cartSummary(three)).toEqual({ totalQuantity: 3, subtotal: 360, deliveryCharge: 0, total: 360 });
  });

  it("add the charge to the subtotal without drift", () => {
    expect(
      cartSummary([
        { item: dish("x", 10.1), quantity: 1 },
        { item: dish("y", 0.2), quantity: 1 },
      ]).total,
    ).toBe(30.3);
  });

  it("is all zero for an empty cart", () => {
    expect(cartSummary([])).toEqual({ totalQuantity: 0, subtotal: 0, deliveryCharge: 0, total: 0 });
  });
});

describe("toPaise and fromPaise", () => {
  it("turn rupees into whole paise, removing floating-point noise", () => {
    expect(toPaise(540)).toBe(54000);
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(0)).toBe(0);
    expect(Number.isInteger(toPaise(1234.56))).toBe(true);
  });

  it("refuse what is not an amount", () => {
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toPaise(-1)).toThrow(RangeError);
  });

  it("round-trip", () => {
    expect(fromPaise(toPaise(260.5))).toBe(260.5);
    expect(fromPaise(5997)).toBe(59.97);
  });
});
