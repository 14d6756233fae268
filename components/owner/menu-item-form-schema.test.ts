import { describe, expect, it } from "vitest";
import { MenuItemFormSchema } from "@/components/owner/menu-item-form-schema";
import {
  EMPTY_MENU_ITEM,
  hasBlankField,
  menuItemBody,
  menuItemFormValues,
} from "@/components/owner/menu-item-form-values";

const filled = {
  ...EMPTY_MENU_ITEM,
  name: " Paneer Tikka ",
  category: "Starters",
  price: "199.5",
  servesfor: "2",
  description: "Smoky cottage cheese",
  image: { imageUrl: "/uploads/FoodItemImages/a.webp", public_id: "FoodItemImages/a" },
};

describe("MenuItemFormSchema", () => {
  it("turns the boxes' text into the call's values", () => {
    const values = MenuItemFormSchema.parse(filled);
    expect(menuItemBody(values, "r1")).toEqual({
      name: "Paneer Tikka",
      category: "Starters",
      price: 199.5,
      packagingCharge: 0,
      type: "veg",
      servesfor: 2,
      description: "Smoky cottage cheese",
      imageUrl: "/uploads/FoodItemImages/a.webp",
      public_id: "FoodItemImages/a",
      restaurant_id: "r1",
    });
  });

  it("refuses what the server refuses: price 0 or with 3 decimals, a fractional or 0 serving, no category", () => {
    const fails = (patch: Record<string, string>) => !MenuItemFormSchema.safeParse({ ...filled, ...patch }).success;
    expect(fails({ price: "0" })).toBe(true);
    expect(fails({ price: "1.005" })).toBe(true);
    expect(fails({ price: "-3" })).toBe(true);
    expect(fails({ servesfor: "1.5" })).toBe(true);
    expect(fails({ servesfor: "0" })).toBe(true);
    expect(fails({ category: "" })).toBe(true);
    expect(fails({ price: "0.01" })).toBe(false);
  });
});

describe("hasBlankField", () => {
  it("spots a blank box, which the spec answers with 'All fields must be filled'", () => {
    expect(hasBlankField(filled)).toBe(false);
    expect(hasBlankField(EMPTY_MENU_ITEM)).toBe(true);
    expect(hasBlankField({ ...filled, description: "  " })).toBe(true);
    expect(hasBlankField({ ...filled, image: { imageUrl: "" } })).toBe(true);
  });
});

describe("menuItemFormValues", () => {
  it("starts the edit form from the dish, keeping its stored image without its public id", () => {
    const values = menuItemFormValues({
      _id: "m1",
      name: "Dosa",
      category: "Breakfast",
      price: 80,
      type: "veg",
      servesfor: 1,
      description: "Crisp",
      imageUrl: "/images/dishes/dosa.webp",
      restaurant_id: "r1",
      packagingCharge: 12.5,
    });
    expect(values).toMatchObject({
      price: "80",
      packagingCharge: "12.5",
      servesfor: "1",
      image: { imageUrl: "/images/dishes/dosa.webp" },
    });
    expect(values.image.public_id).toBe("");
  });
});
