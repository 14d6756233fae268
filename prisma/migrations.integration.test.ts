import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createRestaurant } from "@/tests/support/factories";

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

  it("keeps one account per email and user type", async () => {
    const email = `dup-${Date.now()}@example.test`;
    await db().user.create({ data: { username: "a", email, userType: "customer" } });
    await db().user.create({ data: { username: "b", email, userType: "restaurant" } });
    await expect(db().user.create({ data: { username: "c", email, userType: "customer" } })).rejects.toMatchObject({
      code: "P2002",
    });
  });
});
