import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createMenuItem, createRestaurant, createUser } from "@/tests/support/factories";
import {
  call,
  markFoodItem,
  markRestaurant,
  readFavourites,
  removeFoodItem,
  removeRestaurant,
} from "@/tests/support/favourite-calls";
import { bearerHeaders } from "@/tests/support/session";

// The favourite calls act for the logged-in customer only, whatever ids the request names.
describe("who may use the favourite calls", () => {
  const calls = async (userId: string) => {
    const restaurant = await createRestaurant();
    const dish = await createMenuItem(restaurant.id);
    return [
      () => ({
        route: markRestaurant,
        path: "/api/markRestaurantAsFavourite",
        body: { restaurant_id: restaurant.id, user_id: userId },
      }),
      () => ({
        route: removeRestaurant,
        path: "/api/reomveRestaurantFromFavourite",
        body: { restaurant_id: restaurant.id, user_id: userId },
      }),
      () => ({
        route: markFoodItem,
        path: "/api/markFoodItemAsFavourite",
        body: { menuitem_id: dish.id, user_id: userId },
      }),
      () => ({
        route: removeFoodItem,
        path: "/api/removeFoodItemFromFavourite",
        body: { menuitem_id: dish.id, user_id: userId },
      }),
    ].map((make) => make());
  };

  it("refuses (403) to read or change another customer's favourites", async () => {
    const caller = await createUser("customer");
    const victim = await createUser("customer");
    const headers = await bearerHeaders(caller);
    const forbidden = { message: "You can only see and change your own favourites" };

    for (const { route, path, body } of await calls(victim.id)) {
      expect(await call(route, path, body, headers)).toEqual({ status: 403, body: forbidden });
    }
    expect(await readFavourites(victim.id, headers)).toEqual({ status: 403, body: forbidden });
    expect(await db().favouriteRestaurant.count({ where: { userId: { in: [caller.id, victim.id] } } })).toBe(0);
    expect(await db().favouriteMenuItem.count({ where: { userId: { in: [caller.id, victim.id] } } })).toBe(0);
  });

  it("refuses (403) restaurant accounts, even for their own id", async () => {
    const owner = await createUser("restaurant");
    const headers = await bearerHeaders(owner);
    const refusal = { message: "Only customer accounts can do this" };

    for (const { route, path, body } of await calls(owner.id)) {
      expect(await call(route, path, body, headers)).toEqual({ status: 403, body: refusal });
    }
    expect(await readFavourites(owner.id, headers)).toEqual({ status: 403, body: refusal });
  });

  it("needs a login (401)", async () => {
    const customer = await createUser("customer");
    for (const { route, path, body } of await calls(customer.id)) {
      expect(await call(route, path, body, {})).toEqual({
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

    const missing = await call(
      markRestaurant,
      "/api/markRestaurantAsFavourite",
      { restaurant_id: restaurant.id },
      headers,
    );
    expect(missing).toEqual({
      status: 422,
      body: { message: "Some fields are missing or invalid", errors: { user_id: ["user_id is required"] } },
    });
    expect((await readFavourites("%3Cscript%3E", headers)).status).toBe(422);
  });
});
