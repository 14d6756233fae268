// Issue 27, item 13: a client written from the spec's call table reorders by putting each line's
// `item_id` in its cart as the dish. With `item_id` only {_id, name, type} it showed ₹NaN and sent
// `amount: null`; both order lists now populate it with the dish as getMenuByRestaurantId gives it.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { specCustomer, specOwner } from "@/tests/contract/spec-accounts";
import type { SpecClient } from "@/tests/contract/spec-client";
import { createMenuItem, createPaidOrder } from "@/tests/support/factories";

type Dish = { _id: string; price: number; [field: string]: unknown };
type Line = { item_id: Dish & { available: boolean }; quantity: number };

async function menuOf(client: SpecClient, restaurantId: string): Promise<Map<string, Dish>> {
  const answer = await client.get("/api/getMenuByRestaurantId", { _id: restaurantId });
  expect(answer.status).toBe(200);
  const groups = answer.body.menuitems as Array<{ items: Dish[] }>;
  return new Map(groups.flatMap((g) => g.items).map((dish) => [dish._id, dish]));
}

/** The spec's cart math (section 4): the total of item.price x quantity, rounded to 2 decimals. */
const cartTotal = (lines: Line[]) =>
  Math.round(lines.reduce((sum, l) => sum + l.item_id.price * l.quantity, 0) * 100) / 100;

/** How many statements node-postgres runs while `work` does (test files run in their own workers). */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: object, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return count;
}

async function orderOfTwoDishes() {
  const customer = await specCustomer();
  const owner = await specOwner();
  const restaurantId: string = owner.restaurantInfo._id;
  const dosa = await createMenuItem(restaurantId, {
    name: "Masala Dosa",
    category: "Breakfast",
    pricePaise: 12050,
    servesFor: 2,
    description: "Crisp, with potato masala.",
  });
  const lassi = await createMenuItem(restaurantId, { name: "Sweet Lassi", category: "Beverages", pricePaise: 6000 });
  const order = await createPaidOrder(customer.user._id, restaurantId, {
    lines: [
      { menuItemId: dosa.id, quantity: 2, pricePaise: 12050, name: "Masala Dosa" },
      { menuItemId: lassi.id, quantity: 1, pricePaise: 6000, name: "Sweet Lassi" },
    ],
  });
  return { customer, owner, restaurantId, dosa, lassi, order };
}

describe("Reorder as a client written from the spec's call table", () => {
  it("both order lists populate item_id with the whole dish as the menu gives it, so the cart adds up", async () => {
    const { customer, owner, restaurantId, order } = await orderOfTwoDishes();
    const menu = await menuOf(customer.client, restaurantId);
    const lists = [
      await customer.client.get("/api/getOrdersByCustomerId", { _id: customer.user._id }),
      await owner.client.get("/api/getOrdersByRestaurantId", { _id: restaurantId }),
    ];
    for (const answer of lists) {
      expect(answer.status).toBe(200);
      const listed = answer.body.orders.find((o: { _id: string }) => o._id === order.id);
      const lines = listed.items as Line[];
      for (const line of lines) {
        // price, category, imageUrl, restaurant_id, servesfor, description: a superset of name and type
        expect(line.item_id).toEqual({ ...menu.get(line.item_id._id), available: true });
      }
      expect(lines.map((l) => [l.item_id.name, l.item_id.category, l.item_id.servesfor])).toEqual([
        ["Masala Dosa", "Breakfast", 2],
        ["Sweet Lassi", "Beverages", 1],
      ]);
      expect(cartTotal(lines)).toBe(301);
    }
  });

  it("a dish since taken off the menu is still populated, marked available: false", async () => {
    const { customer, lassi, order } = await orderOfTwoDishes();
    await db().menuItem.update({ where: { id: lassi.id }, data: { archivedAt: new Date() } });
    const answer = await customer.client.get("/api/getOrdersByCustomerId", { _id: customer.user._id });
    const lines = answer.body.orders.find((o: { _id: string }) => o._id === order.id).items as Line[];
    expect(lines.map((l) => [l.item_id.name, l.item_id.price, l.item_id.available])).toEqual([
      ["Masala Dosa", 120.5, true],
      ["Sweet Lassi", 60, false],
    ]);
  });

  it("reads a page of ten orders in as many statements as a page of one (no query per row)", async () => {
    const { customer, restaurantId, dosa, lassi } = await orderOfTwoDishes();
    const list = () => customer.client.get("/api/getOrdersByCustomerId", { _id: customer.user._id });
    await list(); // warm: the first call may open connections
    const one = await statementsDuring(list);
    expect(one).toBeGreaterThan(0);
    for (let i = 0; i < 9; i++) {
      await createPaidOrder(customer.user._id, restaurantId, {
        lines: [
          { menuItemId: dosa.id, quantity: 1, pricePaise: 12050 },
          { menuItemId: lassi.id, quantity: 3, pricePaise: 6000 },
        ],
      });
    }
    const ten = await statementsDuring(async () => {
      const answer = await list();
      expect(answer.body.orders).toHaveLength(10);
    });
    expect(ten).toBe(one);
  });
});
