import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { DashboardQuerySchema, MenuItemSchema, OwnerItemsQuerySchema, UpdateMenuItemSchema } from "@/lib/owner/schemas";

const valid = {
  name: "Paneer Tikka",
  category: "Starters",
  price: 249.5,
  type: "veg",
  servesfor: 2,
  description: "Charred cottage cheese.",
  imageUrl: "/uploads/FoodItemImages/a.png",
  public_id: "local/FoodItemImages/a.png",
  restaurant_id: "crestaurant000000000000001",
};

function errorsOf(input: unknown, schema: z.ZodType = MenuItemSchema) {
  const result = schema.safeParse(input);
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("MenuItemSchema (spec section 5)", () => {
  it("takes a complete item, and the text of number boxes as numbers", () => {
    expect(MenuItemSchema.parse(valid)).toMatchObject({ price: 249.5, servesfor: 2, type: "veg" });
    expect(MenuItemSchema.parse({ ...valid, price: " 19.99 ", servesfor: "3", type: "Non-Veg" })).toMatchObject({
      price: 19.99,
      servesfor: 3,
      type: "non-veg",
    });
    expect(MenuItemSchema.parse({ ...valid, price: 100000, restaurant_id: undefined }).price).toBe(100000);
  });

  it.each([
    [{ price: 10.999 }, "price", "Price can have at most 2 decimals"],
    [{ price: "1.005" }, "price", "Price can have at most 2 decimals"],
    [{ price: -1 }, "price", "Price cannot be negative"],
    [{ price: 0 }, "price", "Price must not be 0"],
    [{ price: 100000.01 }, "price", "Price must be at most ₹1,00,000"],
    [{ price: "abc" }, "price", "Price must be a number"],
    [{ price: "" }, "price", "Price must be a number"],
    [{ servesfor: 0 }, "servesfor", "Serves for must be at least 1"],
    [{ servesfor: 1.5 }, "servesfor", "Serves for must be a whole number"],
    [{ servesfor: 51 }, "servesfor", "Serves for must be at most 50"],
    [
      { category: "Pizza" },
      "category",
      "Category must be one of: Starters, Breakfast, Biryani, Fast Food, Sweets, Desserts, Curries, Beverages",
    ],
    [{ type: "vegan" }, "type", "Type must be Veg or Non-Veg"],
    [{ name: "   " }, "name", "Name is required"],
    [{ name: "x".repeat(81) }, "name", "Name must be at most 80 characters"],
    [{ description: "" }, "description", "Description is required"],
    [{ description: "x".repeat(501) }, "description", "Description must be at most 500 characters"],
    [{ imageUrl: "" }, "imageUrl", "Upload an image of the dish"],
    [{ public_id: "" }, "public_id", "Upload an image of the dish"],
    [{ public_id: undefined }, "public_id", "Upload an image of the dish"],
    [{ restaurant_id: "not an id!" }, "restaurant_id", "restaurant_id is not a valid id"],
    // issue 27: a word no phone can wrap is refused in the texts the menu shows
    [{ name: `Paneer ${"a".repeat(41)}` }, "name", "Name has a word longer than 40 characters: add spaces to it"],
    [
      { description: `Crisp ${"Supercalifragilisticexpialidocious".repeat(6)} dosa` },
      "description",
      "Description has a word longer than 40 characters: add spaces to it",
    ],
  ])("rejects %o with a message on %s", (change, field, message) => {
    expect(errorsOf({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it("takes words of up to 40 characters, an emoji counting as one", () => {
    const forty = "a".repeat(40);
    expect(MenuItemSchema.parse({ ...valid, name: `Paneer ${forty}` }).name).toBe(`Paneer ${forty}`);
    const emojis = "😀".repeat(40); // 80 UTF-16 units, 40 characters
    expect(MenuItemSchema.parse({ ...valid, description: `Tasty ${emojis}` }).description).toBe(`Tasty ${emojis}`);
    expect(errorsOf({ ...valid, description: `Tasty ${emojis}😀` })).toEqual({
      description: "Description has a word longer than 40 characters: add spaces to it",
    });
  });

  it("says nothing with an internal key in it (the owner's form shows these as they come)", () => {
    const bad = { name: "", category: "x", price: "x", type: "x", servesfor: 0, description: "", imageUrl: "" };
    const shown = Object.values(errorsOf({ ...valid, ...bad }) ?? {});
    expect(shown).toHaveLength(7);
    for (const message of shown) expect(message).not.toMatch(/servesfor|imageUrl|^[a-z]/);
  });

  it("accepts prices whose binary value is not exact", () => {
    for (const price of [0.1, 0.29, 19.99, 1234.56, 99999.99])
      expect(MenuItemSchema.parse({ ...valid, price }).price).toBe(price);
  });
});

describe("UpdateMenuItemSchema", () => {
  it("needs the item's _id and lets a blank public_id through (the item keeps its image)", () => {
    expect(errorsOf({ ...valid }, UpdateMenuItemSchema)).toEqual({ _id: "_id is required" });
    expect(UpdateMenuItemSchema.parse({ ...valid, _id: "citem", public_id: "" }).public_id).toBeUndefined();
    expect(errorsOf({ ...valid, _id: "citem", price: 0 }, UpdateMenuItemSchema)).toEqual({
      price: "Price must not be 0",
    });
  });
});

describe("query schemas", () => {
  it("reads the dashboard year, blank meaning the default", () => {
    expect(DashboardQuerySchema.parse({ _id: "cr1", year: "2025" })).toEqual({ _id: "cr1", year: 2025 });
    expect(DashboardQuerySchema.parse({ _id: "cr1", year: "" })).toEqual({ _id: "cr1", year: undefined });
    expect(DashboardQuerySchema.safeParse({ _id: "cr1", year: "twenty" }).success).toBe(false);
    expect(DashboardQuerySchema.safeParse({ _id: "cr1", year: "1999" }).success).toBe(false);
    expect(DashboardQuerySchema.safeParse({ year: "2025" }).success).toBe(false);
  });

  it("reads the menu search", () => {
    expect(OwnerItemsQuerySchema.parse({ restaurant_id: "cr1", q: "  tikka " })).toEqual({
      restaurant_id: "cr1",
      q: "tikka",
    });
    expect(OwnerItemsQuerySchema.parse({ restaurant_id: "cr1", q: " " }).q).toBeUndefined();
  });
});
