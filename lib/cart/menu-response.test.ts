import { describe, expect, it } from "vitest";
import { parseMenuResponse } from "./menu-response";

describe("parseMenuResponse", () => {
  it("indexes the items of every category by id", () => {
    const menu = parseMenuResponse({
      menuitems: [
        { _id: "Breakfast", category_count: 1, items: [{ _id: "a", name: "A", price: 10, type: "veg" }] },
        {
          _id: "Drinks",
          category_count: 2,
          items: [
            { _id: "b", name: "B", price: 5 },
            { _id: "c", name: "C", price: 7.5 },
          ],
        },
      ],
    });
    expect([...menu.keys()]).toEqual(["a", "b", "c"]);
    expect(menu.get("c")?.price).toBe(7.5);
  });

  it("throws on an answer of another shape rather than calling every item gone", () => {
    expect(() => parseMenuResponse({ menu: [] })).toThrow();
    expect(() =>
      parseMenuResponse({ menuitems: [{ _id: "x", items: [{ _id: "a", name: "A", price: "10" }] }] }),
    ).toThrow();
  });

  it("reads the contract's full item shape", () => {
    const menu = parseMenuResponse({
      menuitems: [
        {
          _id: "Main Course",
          category_count: 1,
          items: [
            {
              _id: "x1",
              name: "Paneer Tikka",
              category: "Main Course",
              price: 249.5,
              type: "veg",
              servesfor: 2,
              description: "Smoky",
              imageUrl: "/images/dishes/paneer.webp",
              restaurant_id: "r1",
            },
          ],
        },
      ],
    });
    expect(menu.get("x1")).toEqual({
      _id: "x1",
      name: "Paneer Tikka",
      price: 249.5,
      type: "veg",
      imageUrl: "/images/dishes/paneer.webp",
    });
  });

  it("keeps our own pictures as paths when the API answers them absolute (APP_URL set)", () => {
    const menu = parseMenuResponse({
      menuitems: [
        {
          _id: "Starters",
          items: [
            { _id: "a", name: "A", price: 10, imageUrl: "https://thali.example/uploads/FoodItemImages/a.png" },
            { _id: "b", name: "B", price: 10, imageUrl: "https://res.cloudinary.com/demo/image/upload/b.png" },
          ],
        },
      ],
    });
    expect(menu.get("a")?.imageUrl).toBe("/uploads/FoodItemImages/a.png");
    expect(menu.get("b")?.imageUrl).toBe("https://res.cloudinary.com/demo/image/upload/b.png");
  });
});
