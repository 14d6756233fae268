import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createRestaurant, createUser } from "@/tests/support/factories";

// The migrations add CHECK constraints that hold even if application code has a bug.
describe("database constraints", () => {
  it("rejects a negative price and a serves-for of 0", async () => {
    const restaurant = await createRestaurant();
    const base = {
      restaurantId: restaurant.id,
      name: "Bad",
      category: "Starters",
      description: "d",
      imageUrl: "/x.webp",
    };
    await expect(db().menuItem.create({ data: { ...base, pricePaise: -1 } })).rejects.toThrow(/MenuItem_price_check/);
    await expect(db().menuItem.create({ data: { ...base, pricePaise: 100, servesFor: 0 } })).rejects.toThrow(
      /MenuItem_servesFor_check/,
    );
    expect(await db().menuItem.count({ where: { restaurantId: restaurant.id } })).toBe(0);
  });

  it("keeps an order's total equal to its bill's terms, GST added or contained", async () => {
    const customer = await createUser();
    const restaurant = await createRestaurant();
    const order = (money: Record<string, number>) =>
      db().order.create({
        data: {
          customerId: customer.id,
          restaurantId: restaurant.id,
          customerName: "Bill Check",
          deliveryAddress: "1 Road",
          deliveryCity: "Hyderabad",
          deliveryState: "Telangana",
          subtotalPaise: 29_900,
          deliveryChargePaise: 3000,
          packagingPaise: 2000,
          tipPaise: 1000,
          gstPaise: 2035,
          totalPaise: 0,
          ...money,
        },
      });
    // Contained (inclusive prices) and added (exclusive prices) both hold; anything else does not.
    await order({ totalPaise: 29_900 + 3000 + 2000 + 1000 });
    await order({ totalPaise: 29_900 + 3000 + 2000 + 1000 + 2035 });
    await expect(order({ totalPaise: 29_900 + 3000 })).rejects.toThrow(/Order_money_check/);
    expect(await db().order.count({ where: { customerId: customer.id } })).toBe(2);
  });

  it("keeps one account per email and user type", async () => {
    const email = `dup-${Date.now()}@example.test`;
    await db().user.create({ data: { username: "a", email, userType: "customer" } });
    await db().user.create({ data: { username: "b", email, userType: "restaurant" } });
    await expect(db().user.create({ data: { username: "c", email, userType: "customer" } })).rejects.toMatchObject({
      code: "P2002",
    });
  });
});
