import { describe, expect, it } from "vitest";
import { checkCartAgainstMenu, mergePriceNotices, type CurrentMenu } from "./menu-check";
import type { CartItem, CartLine } from "./types";

function dish(id: string, price: number): CartItem {
  return {
    _id: id,
    name: `Dish ${id}`,
    price,
    imageUrl: `/images/${id}.webp`,
    type: "veg",
    restaurant_id: "r1",
    restaurantName: "Udupi Tiffins",
  };
}

function menuOf(...items: CartItem[]): CurrentMenu {
  return new Map(items.map(({ restaurantName: _n, restaurant_id: _r, ...entry }) => [entry._id, entry]));
}

const lines: CartLine[] = [
  { item: dish("dosa", 120), quantity: 2 },
  { item: dish("idli", 60), quantity: 1 },
  { item: dish("vada", 40), quantity: 3 },
];

describe("checkCartAgainstMenu", () => {
  it("finds nothing to change when the menu matches the cart", () => {
    const check = checkCartAgainstMenu(lines, menuOf(...lines.map((l) => l.item)));
    expect(check.changed).toBe(false);
    expect(check.lines.map((c) => c.status)).toEqual(["available", "available", "available"]);
    expect(check.lines.every((c) => c.status === "available" && c.previousPrice === null)).toBe(true);
  });

  it("flags an item no longer on the menu and keeps its stored line", () => {
    const check = checkCartAgainstMenu(lines, menuOf(dish("dosa", 120), dish("vada", 40)));
    expect(check.lines[1]).toEqual({ status: "unavailable", line: lines[1] });
    expect(check.changed).toBe(false);
  });

  it("takes the server's price for a repriced item and remembers the stored one", () => {
    const check = checkCartAgainstMenu(lines, menuOf(dish("dosa", 135.5), dish("idli", 60), dish("vada", 40)));
    expect(check.changed).toBe(true);
    expect(check.lines[0]).toEqual({
      status: "available",
      line: { item: dish("dosa", 135.5), quantity: 2 },
      previousPrice: 120,
    });
    expect(check.lines[1]).toMatchObject({ previousPrice: null });
  });

  it("updates a renamed item without calling it a price change", () => {
    const renamed = { ...dish("idli", 60), name: "Rava Idli" };
    const check = checkCartAgainstMenu(lines, menuOf(dish("dosa", 120), renamed, dish("vada", 40)));
    expect(check.changed).toBe(true);
    expect(check.lines[1]).toEqual({ status: "available", line: { item: renamed, quantity: 1 }, previousPrice: null });
  });

  it("flags every line when the restaurant has no menu any more", () => {
    const check = checkCartAgainstMenu(lines, new Map());
    expect(check.lines.map((c) => c.status)).toEqual(["unavailable", "unavailable", "unavailable"]);
  });
});

describe("mergePriceNotices", () => {
  const repriced = (price: number) => checkCartAgainstMenu([lines[0]!], menuOf(dish("dosa", price)));

  it("records from the stored price to the server's", () => {
    expect(mergePriceNotices({}, repriced(150))).toEqual({ dosa: { from: 120, to: 150 } });
  });

  it("keeps the first price the user saw across a second change", () => {
    const later = checkCartAgainstMenu([{ item: dish("dosa", 150), quantity: 2 }], menuOf(dish("dosa", 170)));
    expect(mergePriceNotices({ dosa: { from: 120, to: 150 } }, later)).toEqual({ dosa: { from: 120, to: 170 } });
  });

  it("drops the notice when the price is back where it started", () => {
    const back = checkCartAgainstMenu([{ item: dish("dosa", 150), quantity: 2 }], menuOf(dish("dosa", 120)));
    expect(mergePriceNotices({ dosa: { from: 120, to: 150 } }, back)).toEqual({});
  });

  it("leaves other notices alone", () => {
    expect(mergePriceNotices({ idli: { from: 50, to: 60 } }, repriced(120))).toEqual({ idli: { from: 50, to: 60 } });
  });
});
