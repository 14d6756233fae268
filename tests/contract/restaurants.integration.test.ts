// Spec section 7, "Restaurants, menus and favourites": each row's request fields as the table names
// them (its misspelled paths included), and the answer read as the spec's client reads it.
import { describe, expect, it } from "vitest";
import { SPEC_LIST_CAP } from "@/lib/http/list-window";
import { SPEC_PASSWORD, specCustomer } from "@/tests/contract/spec-accounts";
import { specClient } from "@/tests/contract/spec-client";
import { createMenuItem, createOpenRestaurant, uniqueSuffix } from "@/tests/support/factories";

/** A restaurant open around the clock with a starter and a curry. The name sorts near the top of unpaged lists. */
async function restaurantWithMenu() {
  const restaurant = await createOpenRestaurant({ name: `Aaa Contract ${uniqueSuffix()}`, cuisines: ["Biryani"] });
  const starter = await createMenuItem(restaurant.id, {
    name: "Paneer Tikka",
    category: "Starters",
    pricePaise: 24950,
  });
  const curry = await createMenuItem(restaurant.id, {
    name: "Dal Makhani",
    category: "Curries",
    pricePaise: 18000,
    type: "non_veg",
    servesFor: 2,
  });
  return { restaurant, starter, curry };
}

describe("Restaurants and menus as the spec's client reads them", () => {
  it("GET /api/fetchRestaurants: no request fields -> restaurants, every one (up to the cap)", async () => {
    const { restaurant } = await restaurantWithMenu();
    const answer = await specClient().get("/api/fetchRestaurants");
    expect(answer.status).toBe(200);
    const { restaurants } = answer.body;
    expect(restaurants).toHaveLength(Math.min(answer.body.total, SPEC_LIST_CAP));
    const listed = restaurants.find((r: { _id: string }) => r._id === restaurant.id);
    expect(listed.name).toBe(restaurant.name);
    expect(listed.image.imageUrl).toBe("/images/restaurants/r01.webp");
    expect(listed.location).toEqual({ address: "1 Test Road", city: "Hyderabad", state: "Telangana" });
    expect(listed.cuisines).toEqual(["Biryani"]);
    // date-times the client compares with now: midnight to midnight in Asia/Kolkata
    expect(listed.opentime).toBe("1969-12-31T18:30:00.000Z");
    expect(listed.closetime).toBe("1969-12-31T18:30:00.000Z");
  });

  it("GET /api/getRestauarntById (the spec's spelling): query _id -> restaurant", async () => {
    const { restaurant } = await restaurantWithMenu();
    const answer = await specClient().get("/api/getRestauarntById", { _id: restaurant.id });
    expect(answer.status).toBe(200);
    expect(answer.body.restaurant._id).toBe(restaurant.id);
    expect(answer.body.restaurant.name).toBe(restaurant.name);
    expect(answer.body.restaurant.image.imageUrl).toBe("/images/restaurants/r01.webp");
    expect(answer.body.restaurant.location.city).toBe("Hyderabad");
    expect(Date.parse(answer.body.restaurant.opentime)).not.toBeNaN();
    expect(Date.parse(answer.body.restaurant.closetime)).not.toBeNaN();
  });

  it("GET /api/getMenuByRestaurantId: query _id -> menuitems, one group per category", async () => {
    const { restaurant, starter, curry } = await restaurantWithMenu();
    const answer = await specClient().get("/api/getMenuByRestaurantId", { _id: restaurant.id });
    expect(answer.status).toBe(200);
    const { menuitems } = answer.body;
    expect(menuitems.map((g: { _id: string }) => g._id)).toEqual(["Starters", "Curries"]);
    expect(menuitems[0].category_count).toBe(1);
    expect(menuitems[0].items[0]).toEqual({
      _id: starter.id,
      name: "Paneer Tikka",
      category: "Starters",
      price: 249.5,
      type: "veg",
      servesfor: 1,
      description: "A test dish.",
      imageUrl: "/images/dishes/paneer-tikka.webp",
      restaurant_id: restaurant.id,
    });
    expect(menuitems[1].items[0]._id).toBe(curry.id);
    expect(menuitems[1].items[0].type).toBe("non-veg");
    expect(menuitems[1].items[0].servesfor).toBe(2);
  });
});

describe("Favourites as the spec's client keeps them", () => {
  it("POST /api/markRestaurantAsFavourite: restaurant_id, user_id", async () => {
    const { restaurant } = await restaurantWithMenu();
    const { client, user } = await specCustomer();
    const answer = await client.post("/api/markRestaurantAsFavourite", {
      restaurant_id: restaurant.id,
      user_id: user._id,
    });
    expect(answer.status).toBe(200);
    const favourites = await client.get("/api/getFavouritesByCustomerid", { _id: user._id });
    expect(favourites.body.favouriteRestaurants.map((r: { _id: string }) => r._id)).toEqual([restaurant.id]);
  });

  it("POST /api/reomveRestaurantFromFavourite (the spec's spelling): restaurant_id, user_id", async () => {
    const { restaurant } = await restaurantWithMenu();
    const { client, user } = await specCustomer();
    await client.post("/api/markRestaurantAsFavourite", { restaurant_id: restaurant.id, user_id: user._id });
    const answer = await client.post("/api/reomveRestaurantFromFavourite", {
      restaurant_id: restaurant.id,
      user_id: user._id,
    });
    expect(answer.status).toBe(200);
    const favourites = await client.get("/api/getFavouritesByCustomerid", { _id: user._id });
    expect(favourites.body.favouriteRestaurants).toEqual([]);
  });

  it("POST /api/markFoodItemAsFavourite: menuitem_id, user_id", async () => {
    const { starter } = await restaurantWithMenu();
    const { client, user } = await specCustomer();
    const answer = await client.post("/api/markFoodItemAsFavourite", { menuitem_id: starter.id, user_id: user._id });
    expect(answer.status).toBe(200);
    const favourites = await client.get("/api/getFavouritesByCustomerid", { _id: user._id });
    expect(favourites.body.favouriteFoodItems.map((i: { _id: string }) => i._id)).toEqual([starter.id]);
  });

  it("POST /api/removeFoodItemFromFavourite: menuitem_id, user_id", async () => {
    const { starter } = await restaurantWithMenu();
    const { client, user } = await specCustomer();
    await client.post("/api/markFoodItemAsFavourite", { menuitem_id: starter.id, user_id: user._id });
    const answer = await client.post("/api/removeFoodItemFromFavourite", {
      menuitem_id: starter.id,
      user_id: user._id,
    });
    expect(answer.status).toBe(200);
    const favourites = await client.get("/api/getFavouritesByCustomerid", { _id: user._id });
    expect(favourites.body.favouriteFoodItems).toEqual([]);
  });

  it("GET /api/getFavouritesByCustomerid: query _id -> favouriteRestaurants and favouriteFoodItems; login lists their ids", async () => {
    const { restaurant, curry } = await restaurantWithMenu();
    const { client, user, email } = await specCustomer();
    await client.post("/api/markRestaurantAsFavourite", { restaurant_id: restaurant.id, user_id: user._id });
    await client.post("/api/markFoodItemAsFavourite", { menuitem_id: curry.id, user_id: user._id });

    const answer = await client.get("/api/getFavouritesByCustomerid", { _id: user._id });
    expect(answer.status).toBe(200);
    const [favouriteRestaurant] = answer.body.favouriteRestaurants;
    expect(favouriteRestaurant._id).toBe(restaurant.id);
    expect(favouriteRestaurant.name).toBe(restaurant.name);
    expect(favouriteRestaurant.image.imageUrl).toBe("/images/restaurants/r01.webp");
    const [favouriteFood] = answer.body.favouriteFoodItems;
    expect(favouriteFood._id).toBe(curry.id);
    expect(favouriteFood.name).toBe("Dal Makhani");
    expect(favouriteFood.price).toBe(180);
    expect(favouriteFood.restaurant_id).toBe(restaurant.id);

    const login = await specClient().post("/api/login/customer", {
      email,
      password: SPEC_PASSWORD,
      usertype: "customer",
    });
    expect(login.body.user.favouriteRestaurants).toEqual([restaurant.id]);
    expect(login.body.user.favouriteFoodItems).toEqual([curry.id]);
  });
});
