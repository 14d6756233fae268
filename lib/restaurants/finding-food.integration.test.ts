import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { getFavourites } from "@/lib/favourites/service";
import { assertNoTwinRestaurant, listRestaurants } from "@/lib/restaurants/service";
import { searchCatalog } from "@/lib/search/service";
import { createMenuItem, createRestaurantWith, createUser, uniqueSuffix } from "@/tests/support/factories";
import { sessionUserOf } from "@/tests/support/session";

// Issue 15, "Finding food": each test lists only its own city, so other tests' restaurants never count.
const newCity = () => `Findtown ${uniqueSuffix()}`;

describe("search results include restaurants found by a dish", () => {
  it("lists the restaurants whose dishes match, naming the dish, typo-tolerant, within the delivery city", async () => {
    const city = newCity();
    const tikka = await createRestaurantWith({
      city,
      name: `Green Leaf ${uniqueSuffix()}`,
      openMinute: 0,
      closeMinute: 0,
    });
    await createMenuItem(tikka.id, { name: "Paneer Tikka", pricePaise: 24900 });
    const burgers = await createRestaurantWith({
      city,
      name: `Burger Barn ${uniqueSuffix()}`,
      openMinute: 0,
      closeMinute: 0,
    });
    await createMenuItem(burgers.id, { name: "Classic Burger", pricePaise: 19900 });
    const diner = await createRestaurantWith({
      city,
      name: `Corner Diner ${uniqueSuffix()}`,
      openMinute: 0,
      closeMinute: 0,
    });
    await createMenuItem(diner.id, { name: "Chicken Burger", pricePaise: 22950 });
    // Elsewhere: the same dish, in a city the shopper is not in.
    const away = await createRestaurantWith({ city: newCity(), openMinute: 0, closeMinute: 0 });
    await createMenuItem(away.id, { name: "Paneer Tikka" });

    const paneer = await listRestaurants({ q: "panner", city });
    expect(paneer.total).toBe(1);
    expect(paneer.restaurants.map((r) => [r.id, r.matchedDish])).toEqual([[tikka.id, "Paneer Tikka, ₹249"]]);

    const burger = await listRestaurants({ q: "burger", city });
    expect(burger.total).toBe(2);
    expect(new Set(burger.restaurants.map((r) => r.id))).toEqual(new Set([burgers.id, diner.id]));
    expect(burger.restaurants.find((r) => r.id === diner.id)?.matchedDish).toBe("Chicken Burger, ₹229.50");
  });
});

describe("open restaurants come first", () => {
  it("puts the open ones on the first pages whatever the sort, a paused one among the closed", async () => {
    const city = newCity();
    // 12:00 UTC is 17:30 in Kolkata: 06:00-07:00 is closed, 00:00-00:00 (all day) and 17:00-02:00 are open.
    const now = new Date("2026-03-02T12:00:00Z");
    const closed = [];
    for (const name of ["Aa", "Ab", "Ac"]) {
      const r = await createRestaurantWith({
        city,
        name: `${name} ${uniqueSuffix()}`,
        openMinute: 360,
        closeMinute: 420,
        deliveryMinutes: 28,
      });
      await createMenuItem(r.id);
      closed.push(r.id);
    }
    const paused = await createRestaurantWith({
      city,
      name: `Ad ${uniqueSuffix()}`,
      openMinute: 0,
      closeMinute: 0,
      pausedAt: now,
      pauseReason: "Kitchen is very busy",
    });
    await createMenuItem(paused.id);
    closed.push(paused.id);
    const open = [];
    for (const [name, openMinute, closeMinute] of [
      ["Zx", 0, 0],
      ["Zy", 17 * 60, 120],
      ["Zz", 0, 0],
    ] as const) {
      const r = await createRestaurantWith({
        city,
        name: `${name} ${uniqueSuffix()}`,
        openMinute,
        closeMinute,
        deliveryMinutes: 45,
      });
      await createMenuItem(r.id);
      open.push(r.id);
    }

    for (const sort of [undefined, "deliveryTime", "rating"] as const) {
      const seen: string[] = [];
      for (const page of [1, 2, 3, 4]) {
        const list = await listRestaurants({ city, sort, page, pageSize: 2 }, now);
        expect(list.total).toBe(7);
        seen.push(...list.restaurants.map((r) => r.id));
      }
      expect(new Set(seen.slice(0, 3))).toEqual(new Set(open));
      expect(new Set(seen.slice(3))).toEqual(new Set(closed));
    }
  });
});

describe("a restaurant is listed once it has a dish on sale", () => {
  it("hides restaurants with no dish, or only archived ones, from the list, search and favourites", async () => {
    const city = newCity();
    const tag = uniqueSuffix();
    const empty = await createRestaurantWith({ city, name: `Quiet ${tag} One` });
    const archived = await createRestaurantWith({ city, name: `Quiet ${tag} Two` });
    await createMenuItem(archived.id, { archivedAt: new Date() });
    const listed = await createRestaurantWith({ city, name: `Quiet ${tag} Three` });
    await createMenuItem(listed.id);

    const list = await listRestaurants({ city });
    expect(list.restaurants.map((r) => r.id)).toEqual([listed.id]);
    expect(list.total).toBe(1);
    const found = await searchCatalog(`Quiet ${tag}`, 10, new Date(), { city });
    expect(found.restaurants.map((r) => r.id)).toEqual([listed.id]);

    const customer = await createUser();
    await db().favouriteRestaurant.createMany({
      data: [empty, archived, listed].map((r) => ({ userId: customer.id, restaurantId: r.id })),
    });
    expect((await getFavourites(sessionUserOf(customer))).restaurants.map((r) => r.id)).toEqual([listed.id]);
  });
});

describe("one restaurant of a name at an address", () => {
  it("refuses a twin with 409, ignoring case and spaces, but lets a restaurant keep its own name", async () => {
    const address = `${uniqueSuffix()} Temple Street`;
    const first = await createRestaurantWith({ name: "Ravi's Dosa Corner", address, city: "Chennai" });
    const twin = db().$transaction((tx) =>
      assertNoTwinRestaurant(tx, { name: " ravi's  dosa corner", address: address.toUpperCase(), city: "chennai" }),
    );
    await expect(twin).rejects.toMatchObject({ status: 409 });
    await expect(twin).rejects.toBeInstanceOf(AppError);
    await db().$transaction((tx) =>
      assertNoTwinRestaurant(tx, { name: "Ravi's Dosa Corner", address, city: "Chennai" }, first.id),
    );
    await db().$transaction((tx) =>
      assertNoTwinRestaurant(tx, { name: "Ravi's Dosa Corner", address: `${address} 2`, city: "Chennai" }),
    );
  });
});
