import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { createMenuItem, createRestaurant, createRestaurantWith, createUser } from "@/tests/support/factories";
import { call, readFavourites } from "@/tests/support/favourite-calls";
import { bearerHeaders, cookieHeaders } from "@/tests/support/session";

const unknownId = "cnosuchthing0000000000000";

describe("favourite restaurants", () => {
  it("marks a restaurant once however often it is marked, and answers the caller's ids", async () => {
    const customer = await createUser("customer");
    const headers = await cookieHeaders(customer);
    const restaurant = await createRestaurant();
    const body = { restaurant_id: restaurant.id, user_id: customer.id };

    const first = await call("markRestaurant", body, headers);
    const again = await call("markRestaurant", body, headers);

    expect(first).toEqual({
      status: 200,
      body: {
        message: "Restaurant marked as favourite",
        favouriteRestaurants: [restaurant.id],
        favouriteFoodItems: [],
      },
    });
    expect(again).toEqual(first);
    expect(await db().favouriteRestaurant.count({ where: { userId: customer.id } })).toBe(1);
  });

  it("keeps one row when the same mark arrives several times at once", async () => {
    const customer = await createUser("customer");
    const headers = await bearerHeaders(customer);
    const restaurant = await createRestaurant();
    const body = { restaurant_id: restaurant.id, user_id: customer.id };

    const answers = await Promise.all(Array.from({ length: 5 }, () => call("markRestaurant", body, headers)));

    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await db().favouriteRestaurant.count({ where: { userId: customer.id } })).toBe(1);
  });

  it("removes a restaurant, and removing it again changes nothing", async () => {
    const customer = await createUser("customer");
    const headers = await bearerHeaders(customer);
    const kept = await createRestaurant();
    const dropped = await createRestaurant();
    for (const r of [kept, dropped]) {
      await call("markRestaurant", { restaurant_id: r.id, user_id: customer.id }, headers);
    }

    const body = { restaurant_id: dropped.id, user_id: customer.id };
    const first = await call("removeRestaurant", body, headers);
    const again = await call("removeRestaurant", body, headers);

    expect(first).toEqual({
      status: 200,
      body: { message: "Restaurant removed from favourites", favouriteRestaurants: [kept.id], favouriteFoodItems: [] },
    });
    expect(again).toEqual(first);
  });

  it("answers 404 for an unknown restaurant and 422 for a malformed one", async () => {
    const customer = await createUser("customer");
    const headers = await bearerHeaders(customer);
    for (const name of ["markRestaurant", "removeRestaurant"] as const) {
      expect(await call(name, { restaurant_id: unknownId, user_id: customer.id }, headers)).toEqual({
        status: 404,
        body: { message: "Restaurant not found" },
      });
      const malformed = await call(name, { restaurant_id: "not an id!", user_id: customer.id }, headers);
      expect(malformed).toEqual({
        status: 422,
        body: {
          message: "Some fields are missing or invalid",
          errors: { restaurant_id: ["restaurant_id is not a valid id"] },
        },
      });
    }
  });
});

describe("favourite food items", () => {
  it("marks and removes a dish idempotently", async () => {
    const customer = await createUser("customer");
    const headers = await cookieHeaders(customer);
    const restaurant = await createRestaurant();
    const dish = await createMenuItem(restaurant.id);
    const body = { menuitem_id: dish.id, user_id: customer.id };

    const marked = await call("markFoodItem", body, headers);
    expect(await call("markFoodItem", body, headers)).toEqual(marked);
    expect(marked).toEqual({
      status: 200,
      body: { message: "Food item marked as favourite", favouriteRestaurants: [], favouriteFoodItems: [dish.id] },
    });
    expect(await db().favouriteMenuItem.count({ where: { userId: customer.id } })).toBe(1);

    const removed = await call("removeFoodItem", body, headers);
    expect(await call("removeFoodItem", body, headers)).toEqual(removed);
    expect(removed).toEqual({
      status: 200,
      body: { message: "Food item removed from favourites", favouriteRestaurants: [], favouriteFoodItems: [] },
    });
  });

  it("answers 404 for an unknown or archived dish", async () => {
    const customer = await createUser("customer");
    const headers = await bearerHeaders(customer);
    const restaurant = await createRestaurant();
    const archived = await createMenuItem(restaurant.id, { archivedAt: new Date() });

    for (const id of [unknownId, archived.id]) {
      expect(await call("markFoodItem", { menuitem_id: id, user_id: customer.id }, headers)).toEqual({
        status: 404,
        body: { message: "Menu item not found" },
      });
    }
    expect(await call("removeFoodItem", { menuitem_id: unknownId, user_id: customer.id }, headers)).toEqual({
      status: 404,
      body: { message: "Menu item not found" },
    });
  });

  it("hides a favourite dish once it is archived, and still lets the customer remove it", async () => {
    const customer = await createUser("customer");
    const headers = await bearerHeaders(customer);
    const restaurant = await createRestaurant();
    const dish = await createMenuItem(restaurant.id);
    const body = { menuitem_id: dish.id, user_id: customer.id };
    await call("markFoodItem", body, headers);
    await db().menuItem.update({ where: { id: dish.id }, data: { archivedAt: new Date() } });

    expect((await readFavourites(customer.id, headers)).body).toEqual({
      favouriteRestaurants: [],
      favouriteFoodItems: [],
    });
    const removed = await call("removeFoodItem", body, headers);
    expect(removed.status).toBe(200);
    expect(await db().favouriteMenuItem.count({ where: { userId: customer.id } })).toBe(0);
  });
});

describe("GET /api/getFavouritesByCustomerid", () => {
  it("answers the caller's favourite restaurants and dishes in the spec's shapes, newest first", async () => {
    const customer = await createUser("customer");
    const headers = await bearerHeaders(customer);
    const older = await createRestaurantWith({ name: "Older Favourite", openMinute: 0, closeMinute: 0 });
    const newer = await createRestaurant();
    // Favourite restaurants are listed, like every public list, only with a dish on sale.
    await createMenuItem(newer.id);
    const dish = await createMenuItem(older.id, { name: "Favourite Dosa", category: "Breakfast", pricePaise: 12050 });
    await db().favouriteRestaurant.createMany({
      data: [
        { userId: customer.id, restaurantId: older.id, createdAt: new Date("2026-01-01T00:00:00Z") },
        { userId: customer.id, restaurantId: newer.id, createdAt: new Date("2026-02-01T00:00:00Z") },
      ],
    });
    await call("markFoodItem", { menuitem_id: dish.id, user_id: customer.id }, headers);

    const { status, body } = await readFavourites(customer.id, headers);

    expect(status).toBe(200);
    const restaurants = body.favouriteRestaurants as Array<Record<string, unknown>>;
    expect(restaurants.map((r) => r._id)).toEqual([newer.id, older.id]);
    expect(restaurants[1]).toMatchObject({
      _id: older.id,
      name: "Older Favourite",
      image: { imageUrl: "/images/restaurants/r01.webp" },
      cuisines: ["Biryani", "Hyderbadi"],
      isOpen: true,
      deliveryTime: 33,
      rating: null,
    });
    expect(body.favouriteFoodItems).toEqual([
      {
        _id: dish.id,
        name: "Favourite Dosa",
        category: "Breakfast",
        price: 120.5,
        type: "veg",
        servesfor: 1,
        description: "A test dish.",
        imageUrl: "/images/dishes/paneer-tikka.webp",
        restaurant_id: older.id,
      },
    ]);
  });
});
