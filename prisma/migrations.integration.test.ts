import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { runToExit } from "@/tests/support/exit-wait";
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

describe("prisma migrate, as npm start and the tests run it", () => {
  it("ends once its work is done, not when the engine's timer or the pool's idle connections let it go", async () => {
    // Prisma 6.19's schema engine left a 10 s timer behind and the pool its connections: every migrate command sat
    // about 10 s after its last line (scripts/lib/prisma-migrate-preload.mjs, prisma-migrate.config.ts).
    const { code, output, afterLastLineMs } = await runToExit("node", ["scripts/prisma.mjs", "migrate", "deploy"]);
    expect(code, output).toBe(0);
    expect(output).toContain("No pending migrations to apply.");
    expect(afterLastLineMs).toBeLessThan(5_000);
  }, 60_000);
});
