// The app behind a reverse proxy that rewrites Host (the app sees internal:3000) and a public URL
// configured in APP_URL: the spec's client on the public origin can write, a foreign origin cannot,
// and every image URL it is answered is absolute on the public origin, so a client served from
// elsewhere can show it.
import { rm } from "node:fs/promises";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { imageForm, SPEC_PASSWORD, specCustomer, specOwner } from "@/tests/contract/spec-accounts";
import { specClient } from "@/tests/contract/spec-client";
import { createMenuItem, createOpenRestaurant, createPaidOrder, uniqueSuffix } from "@/tests/support/factories";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";

const PUBLIC = "https://thali.example";
const behindProxy = { origin: PUBLIC, host: "internal:3000" };

const dataDir = setTemporaryDataDir();
beforeEach(() => {
  vi.stubEnv("APP_URL", PUBLIC);
  resetEnvForTests();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  await rm(dataDir, { recursive: true, force: true });
});

describe("Behind a proxy that rewrites Host, with APP_URL set", () => {
  it("accepts writes whose Origin is APP_URL and still refuses a foreign Origin", async () => {
    const { client, user } = await specCustomer(behindProxy);
    const restaurant = await createOpenRestaurant();
    const favourite = await client.post("/api/markRestaurantAsFavourite", {
      restaurant_id: restaurant.id,
      user_id: user._id,
    });
    expect(favourite.status).toBe(200);
    expect((await client.post("/api/logout", user)).status).toBe(200);

    const foreign = specClient({ origin: "https://evil.example", host: "internal:3000" });
    const login = await foreign.post("/api/login/customer", {
      email: user.email,
      password: SPEC_PASSWORD,
      usertype: "customer",
    });
    expect(login).toMatchObject({ status: 403, body: { message: "Cross-site request refused" } });
  });

  it("refused the public origin before APP_URL was set (the Host alone decided)", async () => {
    vi.stubEnv("APP_URL", undefined);
    resetEnvForTests();
    const answer = await specClient(behindProxy).post("/api/signup/customer", {
      username: "Asha",
      email: `proxy-${uniqueSuffix()}@example.test`,
      password: SPEC_PASSWORD,
      confirmPassword: SPEC_PASSWORD,
      usertype: "customer",
    });
    expect(answer.status).toBe(403);
  });

  it("answers restaurant and dish images absolute on APP_URL, and leaves Cloudinary's URLs alone", async () => {
    const restaurant = await createOpenRestaurant({ name: `Aaa Proxy ${uniqueSuffix()}` });
    const dish = await createMenuItem(restaurant.id, { category: "Starters" });
    const onCloudinary = await createOpenRestaurant({
      imageUrl: "https://res.cloudinary.com/demo/image/upload/v1/RestaurantImages/r.png",
    });
    const visitor = specClient(behindProxy);

    const one = await visitor.get("/api/getRestauarntById", { _id: restaurant.id });
    expect(one.body.restaurant.image.imageUrl).toBe(`${PUBLIC}/images/restaurants/r01.webp`);
    const list = await visitor.get("/api/fetchRestaurants");
    const listed = list.body.restaurants.find((r: { _id: string }) => r._id === restaurant.id);
    expect(listed.image.imageUrl).toBe(`${PUBLIC}/images/restaurants/r01.webp`);
    const menu = await visitor.get("/api/getMenuByRestaurantId", { _id: restaurant.id });
    expect(menu.body.menuitems[0].items[0]).toMatchObject({
      _id: dish.id,
      imageUrl: `${PUBLIC}/images/dishes/paneer-tikka.webp`,
    });
    const cloudinary = await visitor.get("/api/getRestauarntById", { _id: onCloudinary.id });
    expect(cloudinary.body.restaurant.image.imageUrl).toBe(
      "https://res.cloudinary.com/demo/image/upload/v1/RestaurantImages/r.png",
    );
  });

  it("answers uploads, profile and restaurant images, favourites and orders with absolute image URLs", async () => {
    const customer = await specCustomer(behindProxy);
    const upload = await customer.client.post("/api/uploadToCloudinary", imageForm("UserProfileImages"));
    expect(upload.body.imageUrl).toBe(`${PUBLIC}/uploads/${upload.body.public_id.slice("local/".length)}`);
    // the absolute URL is the picture
    expect((await specClient(behindProxy).get(upload.body.imageUrl)).contentType).toBe("image/png");
    const set = await customer.client.post("/api/setUserProfileImage", {
      _id: customer.user._id,
      imageUrl: upload.body.imageUrl,
      public_id: upload.body.public_id,
    });
    expect(set.body.image.imageUrl).toBe(upload.body.imageUrl);
    const login = await specClient(behindProxy).post("/api/login/customer", {
      email: customer.email,
      password: SPEC_PASSWORD,
      usertype: "customer",
    });
    expect(login.body.user.image.imageUrl).toBe(upload.body.imageUrl);

    const owner = await specOwner(behindProxy);
    expect(owner.image.imageUrl).toMatch(new RegExp(`^${PUBLIC}/uploads/RestaurantImages/`));
    expect(owner.restaurantInfo.image.imageUrl).toBe(owner.image.imageUrl);

    const dish = await createMenuItem(owner.restaurantInfo._id);
    await customer.client.post("/api/markFoodItemAsFavourite", { menuitem_id: dish.id, user_id: customer.user._id });
    const favourites = await customer.client.get("/api/getFavouritesByCustomerid", { _id: customer.user._id });
    expect(favourites.body.favouriteFoodItems[0].imageUrl).toBe(`${PUBLIC}/images/dishes/paneer-tikka.webp`);

    await createPaidOrder(customer.user._id, owner.restaurantInfo._id);
    const orders = await customer.client.get("/api/getOrdersByCustomerId", { _id: customer.user._id });
    expect(orders.body.orders[0].restaurant_id.image.imageUrl).toBe(owner.image.imageUrl);
  });

  it("takes back the absolute image URL it answered when an owner edits a dish without a new picture", async () => {
    const owner = await specOwner(behindProxy);
    const upload = await owner.client.post("/api/uploadToCloudinary", imageForm("FoodItemImages"));
    const fields = {
      name: "Masala Dosa",
      category: "Breakfast",
      price: 120,
      type: "veg",
      servesfor: 1,
      description: "Crisp.",
      imageUrl: upload.body.imageUrl,
      public_id: upload.body.public_id,
    };
    const added = await owner.client.post("/api/addMenuItem", { ...fields, restaurant_id: owner.restaurantInfo._id });
    expect(added.status).toBeLessThan(300);
    const items = await owner.client.get("/api/getItemsByRestaurantId", { restaurant_id: owner.restaurantInfo._id });
    const [item] = items.body.items;
    expect(item.imageUrl).toBe(upload.body.imageUrl);

    // a blank public_id with the item's own imageUrl (as answered) keeps its image
    const updated = await owner.client.post("/api/updateMenuItem", {
      ...fields,
      _id: item._id,
      price: 130,
      public_id: "",
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const after = await owner.client.get("/api/getItemsByRestaurantId", { restaurant_id: owner.restaurantInfo._id });
    expect(after.body.items[0]).toMatchObject({ price: 130, imageUrl: upload.body.imageUrl });
  });
});
