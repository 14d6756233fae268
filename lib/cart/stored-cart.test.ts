import { describe, expect, it } from "vitest";
import { parseStoredCart } from "./stored-cart";

const item = {
  _id: "dosa",
  name: "Masala Dosa",
  price: 120,
  imageUrl: "/images/dosa.webp",
  type: "veg",
  restaurant_id: "r1",
  restaurantName: "Udupi Tiffins",
};

describe("parseStoredCart", () => {
  it("keeps a well-formed cart and recomputes its totals rather than trusting them", () => {
    const cart = parseStoredCart({ items: [{ item, quantity: 2 }], totalPrice: 1, totalQuantity: 99 });
    expect(cart).toEqual({ items: [{ item, quantity: 2 }], totalPrice: 240, totalQuantity: 2 });
  });

  it("is the empty cart for anything that is not a cart", () => {
    for (const value of [undefined, null, "cart", 3, [], { items: "x" }]) {
      expect(parseStoredCart(value)).toEqual({ items: [], totalPrice: 0, totalQuantity: 0 });
    }
  });

  it("drops malformed lines and keeps the rest", () => {
    const cart = parseStoredCart({
      items: [
        { item, quantity: 1 },
        { item: { ...item, _id: "a", price: "12" }, quantity: 1 },
        { item: { ...item, _id: "b", type: "vegan" }, quantity: 1 },
        { item: { ...item, _id: "c" }, quantity: 0 },
        { item: { ...item, _id: "d" }, quantity: 1.5 },
        { item: { ...item, _id: "" }, quantity: 1 },
        { item: { ...item, _id: "e", price: -1 }, quantity: 1 },
        null,
      ],
    });
    expect(cart.items.map((l) => l.item._id)).toEqual(["dosa"]);
  });

  it("merges repeated items and drops lines of any restaurant but the first", () => {
    const cart = parseStoredCart({
      items: [
        { item, quantity: 1 },
        { item: { ...item, _id: "kebab", restaurant_id: "r2" }, quantity: 1 },
        { item, quantity: 2 },
      ],
    });
    expect(cart).toEqual({ items: [{ item, quantity: 3 }], totalPrice: 360, totalQuantity: 3 });
  });

  it("blanks a picture from a host the app cannot show, and a missing restaurant name", () => {
    const { restaurantName: _dropped, ...older } = item;
    const cart = parseStoredCart({
      items: [{ item: { ...older, imageUrl: "https://evil.example/x.png" }, quantity: 1 }],
    });
    expect(cart.items[0]?.item).toEqual({ ...item, imageUrl: "", restaurantName: "" });
    const cloudinary = "https://res.cloudinary.com/demo/image/upload/dosa.jpg";
    expect(
      parseStoredCart({ items: [{ item: { ...item, imageUrl: cloudinary }, quantity: 1 }] }).items[0]?.item.imageUrl,
    ).toBe(cloudinary);
  });
});
