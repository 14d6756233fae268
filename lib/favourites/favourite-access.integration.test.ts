import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createMenuItem, createRestaurant, createUser } from "@/tests/support/factories";
import { call, readFavourites } from "@/tests/support/favourite-calls";
import { bearerHeaders } from "@/tests/support/session";

// The favourite calls act for the logged-in customer only, whatever ids the request names.
describe("who may use the favourite calls", () => {
  const calls = async (userId: string) => {
    const restaurant = await createRestaurant();
    const dish = await createMenuItem(restaurant.id);
    return [
      () => ({
        name: "markRestaurant" as const,
        body: { restaurant_id: restaurant.id, user_id: userId },
      }),
      () => ({
        name: "removeRestaurant" as const,
        body: { restaurant_id: restaurant.id, user_id: userId },
      }),
      () => ({
        name: "markFoodItem" as const,
        body: { menuitem_id: dish.id, user_id: userId },
      }),
      () => ({
        name: "removeFoodItem" as const,
        body: { menuitem_id: dish.id, user_id: userId },
      }),
    ].map((make) => make());
  };

  it("refuses (403) to read or change another customer's favourites", async () => {
    const caller = await createUser("customer");
    const victim = await createUser("customer");
    const headers = await bearerHeaders(caller);
    const forbidden = { message: "You can only see and change your own favourites" };

    for (const { name, body } of await calls(victim.id)) {
      expect(await call(name, body, headers)).toEqual({ status: 403, body: forbidden });
    }
    expect(await readFavourites(victim.id, headers)).toEqual({ status: 403, body: forbidden });
    expect(await db().favouriteRestaurant.count({ where: { userId: { in: [caller.id, victim.id] } } })).toBe(0);
    expect(await db().favouriteMenuItem.count({ where: { userId: { in: [caller.id, victim.id] } } })).toBe(0);
  });

  it("refuses (403) restaurant accounts, even for their own id", async () => {
    const owner = await createUser("restaurant");
    const headers = await bearerHeaders(owner);
    const refusal = { message: "Only customer accounts can do this" };

    for (const { name, body } of await calls(owner.id)) {
      expect(await call(name, body, headers)).toEqual({ status: 403, body: refusal });
    }
    expect(await readFavourites(owner.id, headers)).toEqual({ status: 403, body: refusal });
  });

  it("needs a login (401)", async () => {
    const customer = await createUser("customer");
    for (const { name, body } of await calls(customer.id)) {
      expect(await call(name, body, {})).toEqual({
        status: 401,
        body: { message: "Please log in to continue" },
      });
    }
    expect(await readFavourites(customer.id, {})).toEqual({
      status: 401,
      body: { message: "Please log in to continue" },
    });
  });

  it("answers 422 for a missing or malformed customer id", async () => {
    const customer = await createUser("customer");
    const headers = await bearerHeaders(customer);
    const restaurant = await createRestaurant();

    const missing = await call("markRestaurant", { restaurant_id: restaurant.id }, headers);
    expect(missing).toEqual({
      status: 422,
      body: { message: "Some fields are missing or invalid", errors: { user_id: ["user_id is required"] } },
    });
    expect((await readFavourites("%3Cscript%3E", headers)).status).toBe(422);
  });
});
