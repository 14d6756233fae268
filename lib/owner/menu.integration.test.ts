import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getCachedMenu } from "@/lib/menu/service";
import { createMenuItem, createPaidOrder, createUser } from "@/tests/support/factories";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";
import { get, itemBody, ownerSession, post, strangers, uploadedImage } from "@/tests/support/owner-calls";
import { bearerHeaders } from "@/tests/support/session";

const dataDir = setTemporaryDataDir();

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Whether an upload still has its row and its file on disk. */
async function imageExists(publicId: string) {
  const row = await db().uploadedImage.findUnique({ where: { publicId } });
  const file = path.join(dataDir, "uploads", publicId.replace(/^local\//, ""));
  return { row: row !== null, file: existsSync(file), attached: row?.attachedAt != null };
}

const dishesOf = (restaurantId: string) =>
  db().menuItem.findMany({ where: { restaurantId }, orderBy: { createdAt: "asc" } });

describe("POST /api/addMenuItem", () => {
  it("adds a dish with the owner's upload, attaches the image and shows it on the public menu at once", async () => {
    const { restaurant, owner, headers } = await ownerSession();
    expect(await getCachedMenu(restaurant.id)).toEqual([]);
    const image = await uploadedImage(owner.id);

    const answer = await post(
      "addMenuItem",
      itemBody(restaurant.id, image, { price: "19.99", servesfor: "3", type: "non-veg", imageUrl: "http://evil/x" }),
      headers,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: "Menu item added",
      menuItem: {
        _id: expect.any(String),
        name: "Paneer Tikka",
        category: "Starters",
        price: 19.99,
        type: "non-veg",
        servesfor: 3,
        description: "Charred cottage cheese with peppers.",
        imageUrl: image.url,
        public_id: image.publicId,
        restaurant_id: restaurant.id,
      },
    });
    expect(await db().menuItem.findUniqueOrThrow({ where: { id: answer.body.menuItem._id } })).toMatchObject({
      pricePaise: 1999,
      type: "non_veg",
      servesFor: 3,
      imageUrl: image.url,
      imagePublicId: image.publicId,
      archivedAt: null,
    });
    expect(await imageExists(image.publicId)).toEqual({ row: true, file: true, attached: true });
    const menu = await getCachedMenu(restaurant.id);
    expect(menu?.flatMap((g) => g.items.map((i) => i._id))).toEqual([answer.body.menuItem._id]);
  });

  it.each([
    ["a price with 3 decimals", { price: 10.999 }, "price", "Price can have at most 2 decimals"],
    ["a negative price", { price: -5 }, "price", "Price cannot be negative"],
    ["a price of 0", { price: 0 }, "price", "Price must not be 0"],
    ["serves-for 0", { servesfor: 0 }, "servesfor", "Serves for must be at least 1"],
    ["an unknown category", { category: "Pizza" }, "category", expect.stringMatching(/^Category must be one of/)],
    ["an unknown type", { type: "vegan" }, "type", "Type must be Veg or Non-Veg"],
    ["a blank name", { name: " " }, "name", "Name is required"],
    ["no description", { description: undefined }, "description", "Description is required"],
    ["no image", { public_id: "", imageUrl: "" }, "imageUrl", "Upload an image of the dish"],
    [
      "a name with a word over 40 characters (issue 27)",
      { name: `Dosa ${"a".repeat(41)}` },
      "name",
      "Name has a word longer than 40 characters: add spaces to it",
    ],
    [
      "a description with a 204-character word (issue 27)",
      { description: `Crisp ${"Supercalifragilisticexpialidocious".repeat(6)}` },
      "description",
      "Description has a word longer than 40 characters: add spaces to it",
    ],
  ])("refuses %s with 422 and a field error, writing nothing", async (_, change, field, message) => {
    const { restaurant, owner, headers } = await ownerSession();
    const image = await uploadedImage(owner.id);
    const answer = await post("addMenuItem", itemBody(restaurant.id, image, change), headers);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe("Some fields are missing or invalid");
    expect(answer.body.errors[field]).toEqual([message]);
    expect(await dishesOf(restaurant.id)).toEqual([]);
    expect(await imageExists(image.publicId)).toMatchObject({ row: true, attached: false });
  });

  it("refuses another user's image, an unknown one, one of another folder and one already used, writing nothing", async () => {
    const { restaurant, owner, headers } = await ownerSession();
    const other = await ownerSession();
    const theirs = await uploadedImage(other.owner.id);
    const profile = await uploadedImage(owner.id, "UserProfileImages");
    const used = await uploadedImage(owner.id);
    expect((await post("addMenuItem", itemBody(restaurant.id, used), headers)).status).toBe(200);

    const cases = [
      [theirs, "You can only use an image you uploaded"],
      [
        { url: "/x.png", publicId: "local/FoodItemImages/nope.png" },
        "The image was not found. Please upload it again.",
      ],
      [profile, "This image was not uploaded for a menu item"],
      [used, "This image is already used. Please upload it again."],
    ] as const;
    for (const [image, message] of cases) {
      const answer = await post("addMenuItem", itemBody(restaurant.id, image, { name: "Second" }), headers);
      expect(answer).toMatchObject({ status: 422, body: { message, errors: { public_id: [expect.any(String)] } } });
    }
    expect((await dishesOf(restaurant.id)).map((d) => d.name)).toEqual(["Paneer Tikka"]);
    expect(await imageExists(theirs.publicId)).toMatchObject({ row: true, attached: false });
    expect(await db().uploadedImage.findUniqueOrThrow({ where: { publicId: theirs.publicId } })).toMatchObject({
      ownerId: other.owner.id,
    });
  });

  it("refuses another owner's restaurant, a customer, a visitor and an owner without a restaurant", async () => {
    const { restaurant, owner } = await ownerSession();
    const image = await uploadedImage(owner.id);
    const { customer, otherOwner, visitor } = await strangers();
    const body = itemBody(restaurant.id, image);
    expect(await post("addMenuItem", body, otherOwner)).toEqual({
      status: 403,
      body: { message: "You can only manage your own restaurant" },
    });
    expect(await post("addMenuItem", body, customer)).toEqual({
      status: 403,
      body: { message: "Only restaurant accounts can do this" },
    });
    expect((await post("addMenuItem", body, visitor)).status).toBe(401);
    const homeless = await createUser("restaurant");
    expect((await post("addMenuItem", body, await bearerHeaders(homeless))).status).toBe(403);
    expect(await dishesOf(restaurant.id)).toEqual([]);
  });
});

describe("POST /api/updateMenuItem", () => {
  it("changes the dish, keeps its image when the form sends it back blank, and refreshes the public menu", async () => {
    const { restaurant, owner, headers } = await ownerSession();
    const image = await uploadedImage(owner.id);
    const added = (await post("addMenuItem", itemBody(restaurant.id, image), headers)).body.menuItem;
    expect((await getCachedMenu(restaurant.id))?.[0]?.items[0]?.price).toBe(249.5);

    const answer = await post(
      "updateMenuItem",
      { ...itemBody(restaurant.id, image), _id: added._id, name: "Malai Tikka", price: 275, public_id: "" },
      headers,
    );
    expect(answer).toMatchObject({
      status: 200,
      body: { message: "Menu item updated", menuItem: { _id: added._id, name: "Malai Tikka", price: 275 } },
    });
    expect(answer.body.menuItem.public_id).toBe(image.publicId);
    expect(await imageExists(image.publicId)).toEqual({ row: true, file: true, attached: true });
    expect((await getCachedMenu(restaurant.id))?.[0]?.items[0]).toMatchObject({ name: "Malai Tikka", price: 275 });
  });

  it("swaps in a new upload in the same change and deletes the image it replaces", async () => {
    const { restaurant, owner, headers } = await ownerSession();
    const first = await uploadedImage(owner.id);
    const second = await uploadedImage(owner.id);
    const added = (await post("addMenuItem", itemBody(restaurant.id, first), headers)).body.menuItem;

    const answer = await post("updateMenuItem", { ...itemBody(restaurant.id, second), _id: added._id }, headers);
    expect(answer.status).toBe(200);
    expect(answer.body.menuItem).toMatchObject({ imageUrl: second.url, public_id: second.publicId });
    expect(await imageExists(second.publicId)).toEqual({ row: true, file: true, attached: true });
    expect(await imageExists(first.publicId)).toEqual({ row: false, file: false, attached: false });
  });

  it("keeps a demo dish's bundled picture, and refuses a blank public id with another URL", async () => {
    const { restaurant, headers } = await ownerSession();
    const dish = await createMenuItem(restaurant.id, { imageUrl: "/images/dishes/paneer-tikka.webp" });
    const body = {
      ...itemBody(restaurant.id, { url: dish.imageUrl, publicId: "" }),
      _id: dish.id,
      name: "Renamed",
    };
    expect((await post("updateMenuItem", body, headers)).body.menuItem).toMatchObject({
      name: "Renamed",
      imageUrl: "/images/dishes/paneer-tikka.webp",
      public_id: null,
    });
    const swapped = await post("updateMenuItem", { ...body, imageUrl: "/images/dishes/other.webp" }, headers);
    expect(swapped).toMatchObject({ status: 422, body: { errors: { public_id: ["Upload an image of the dish"] } } });
  });

  it("refuses bad input and a foreign image, changing nothing and keeping the old image", async () => {
    const { restaurant, owner, headers } = await ownerSession();
    const image = await uploadedImage(owner.id);
    const added = (await post("addMenuItem", itemBody(restaurant.id, image), headers)).body.menuItem;
    const foreign = await uploadedImage((await ownerSession()).owner.id);
    const base = { ...itemBody(restaurant.id, image), _id: added._id };

    for (const change of [
      { price: 1.234 },
      { price: -1 },
      { servesfor: 0 },
      { category: "Soup" },
      { type: "x" },
      { description: "x".repeat(41) },
    ]) {
      expect((await post("updateMenuItem", { ...base, ...change, name: "Changed" }, headers)).status).toBe(422);
    }
    const answer = await post(
      "updateMenuItem",
      { ...base, ...itemBody(restaurant.id, foreign), _id: added._id },
      headers,
    );
    expect(answer).toMatchObject({ status: 422, body: { message: "You can only use an image you uploaded" } });
    expect(await db().menuItem.findUniqueOrThrow({ where: { id: added._id } })).toMatchObject({
      name: "Paneer Tikka",
      pricePaise: 24950,
      imagePublicId: image.publicId,
    });
    expect(await imageExists(image.publicId)).toEqual({ row: true, file: true, attached: true });
  });

  it("refuses another owner's dish, an unknown or deleted one, a customer and a visitor", async () => {
    const { restaurant, headers } = await ownerSession();
    const dish = await createMenuItem(restaurant.id);
    const archived = await createMenuItem(restaurant.id, { archivedAt: new Date() });
    const { customer, otherOwner, visitor } = await strangers();
    const body = (id: string) => ({ ...itemBody(restaurant.id, { url: dish.imageUrl, publicId: "" }), _id: id });
    const { restaurant_id: _, ...withoutRestaurant } = body(dish.id);

    expect(await post("updateMenuItem", withoutRestaurant, otherOwner)).toEqual({
      status: 403,
      body: { message: "This menu item is not on your restaurant's menu" },
    });
    expect((await post("updateMenuItem", body(dish.id), otherOwner)).status).toBe(403);
    expect((await post("updateMenuItem", body(dish.id), customer)).status).toBe(403);
    expect((await post("updateMenuItem", body(dish.id), visitor)).status).toBe(401);
    expect(await post("updateMenuItem", body("cnosuchitem00000000000000"), headers)).toEqual({
      status: 404,
      body: { message: "Menu item not found" },
    });
    expect((await post("updateMenuItem", body(archived.id), headers)).status).toBe(404);
    expect(await db().menuItem.findUniqueOrThrow({ where: { id: dish.id } })).toMatchObject({ name: dish.name });
  });
});

describe("GET /api/getItemsByRestaurantId", () => {
  it("lists the owner's dishes on sale, newest first, searched by name or category in any case", async () => {
    const { restaurant, headers } = await ownerSession();
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
    const biryani = await createMenuItem(restaurant.id, { name: "Chicken Dum", category: "Biryani", createdAt: at(1) });
    const tikka = await createMenuItem(restaurant.id, { name: "Paneer Tikka", category: "Starters", createdAt: at(2) });
    await createMenuItem(restaurant.id, { name: "Old Tikka", archivedAt: new Date(), createdAt: at(3) });
    await createMenuItem((await ownerSession()).restaurant.id, { name: "Their Tikka" });

    const all = await get("getItemsByRestaurantId", { restaurant_id: restaurant.id }, headers);
    expect(all.status).toBe(200);
    expect(all.body.items.map((i: { _id: string }) => i._id)).toEqual([tikka.id, biryani.id]);
    expect(all.body.items[0]).toMatchObject({ name: "Paneer Tikka", price: 199, servesfor: 1, public_id: null });

    const byName = await get("getItemsByRestaurantId", { restaurant_id: restaurant.id, q: "TIKKA" }, headers);
    expect(byName.body.items.map((i: { name: string }) => i.name)).toEqual(["Paneer Tikka"]);
    const byCategory = await get("getItemsByRestaurantId", { restaurant_id: restaurant.id, q: "biry" }, headers);
    expect(byCategory.body.items.map((i: { name: string }) => i.name)).toEqual(["Chicken Dum"]);
    const none = await get("getItemsByRestaurantId", { restaurant_id: restaurant.id, q: "pizza" }, headers);
    expect(none.body).toEqual({ items: [] });
  });

  it("refuses another owner's restaurant, a customer, a visitor and a malformed id", async () => {
    const { restaurant, headers } = await ownerSession();
    const { customer, otherOwner, visitor } = await strangers();
    const query = { restaurant_id: restaurant.id };
    expect(await get("getItemsByRestaurantId", query, otherOwner)).toEqual({
      status: 403,
      body: { message: "You can only manage your own restaurant" },
    });
    expect((await get("getItemsByRestaurantId", query, customer)).status).toBe(403);
    expect((await get("getItemsByRestaurantId", query, visitor)).status).toBe(401);
    expect((await get("getItemsByRestaurantId", { restaurant_id: "x y" }, headers)).status).toBe(422);
    expect((await get("getItemsByRestaurantId", {}, headers)).status).toBe(422);
  });
});

describe("POST /api/deleteMenuItem", () => {
  it("deletes a dish no order has, with its image, and takes it off the public menu at once", async () => {
    const { restaurant, owner, headers } = await ownerSession();
    const image = await uploadedImage(owner.id);
    const added = (await post("addMenuItem", itemBody(restaurant.id, image), headers)).body.menuItem;
    const customer = await createUser("customer");
    await db().favouriteMenuItem.create({ data: { userId: customer.id, menuItemId: added._id } });
    expect(await getCachedMenu(restaurant.id)).toHaveLength(1);

    const answer = await post("deleteMenuItem", { _id: added._id, public_id: image.publicId }, headers);
    expect(answer).toEqual({ status: 200, body: { message: "Menu item deleted", archived: false } });
    expect(await db().menuItem.findUnique({ where: { id: added._id } })).toBeNull();
    expect(await imageExists(image.publicId)).toEqual({ row: false, file: false, attached: false });
    expect(await getCachedMenu(restaurant.id)).toEqual([]);
    expect((await post("deleteMenuItem", { _id: added._id }, headers)).status).toBe(404);
  });

  it("archives a dish that past orders have: the orders keep it, and so does its image", async () => {
    const { restaurant, owner, headers } = await ownerSession();
    const image = await uploadedImage(owner.id);
    const added = (await post("addMenuItem", itemBody(restaurant.id, image), headers)).body.menuItem;
    const customer = await createUser("customer");
    const order = await createPaidOrder(customer.id, restaurant.id, {
      status: "delivered",
      lines: [{ menuItemId: added._id, quantity: 2, pricePaise: 24950, name: "Paneer Tikka" }],
    });

    const answer = await post("deleteMenuItem", { _id: added._id }, headers);
    expect(answer).toEqual({ status: 200, body: { message: "Menu item removed from the menu", archived: true } });
    expect((await db().menuItem.findUniqueOrThrow({ where: { id: added._id } })).archivedAt).toBeInstanceOf(Date);
    expect(await db().orderItem.findFirstOrThrow({ where: { orderId: order.id } })).toMatchObject({
      menuItemId: added._id,
      name: "Paneer Tikka",
    });
    expect(await imageExists(image.publicId)).toEqual({ row: true, file: true, attached: true });
    expect(await getCachedMenu(restaurant.id)).toEqual([]);
    expect((await get("getItemsByRestaurantId", { restaurant_id: restaurant.id }, headers)).body.items).toEqual([]);
    expect(await post("deleteMenuItem", { _id: added._id }, headers)).toEqual({
      status: 404,
      body: { message: "Menu item not found" },
    });
  });

  it("refuses another owner's dish, a customer, a visitor and a missing id, deleting nothing", async () => {
    const { restaurant } = await ownerSession();
    const dish = await createMenuItem(restaurant.id);
    const { customer, otherOwner, visitor } = await strangers();
    expect(await post("deleteMenuItem", { _id: dish.id }, otherOwner)).toEqual({
      status: 403,
      body: { message: "This menu item is not on your restaurant's menu" },
    });
    expect((await post("deleteMenuItem", { _id: dish.id }, customer)).status).toBe(403);
    expect((await post("deleteMenuItem", { _id: dish.id }, visitor)).status).toBe(401);
    expect((await post("deleteMenuItem", {}, otherOwner)).status).toBe(422);
    expect(await db().menuItem.findUniqueOrThrow({ where: { id: dish.id } })).toMatchObject({ archivedAt: null });
  });
});
