import { describe, expect, it } from "vitest";
import { toApiMenuGroups, toApiMenuItem } from "./api-shape";

const row = {
  id: "m1",
  restaurantId: "r1",
  name: "Masala Dosa",
  category: "Breakfast",
  pricePaise: 12050,
  servesFor: 1,
  description: "Crisp",
  imageUrl: "/d.webp",
  outOfStockAt: null,
  outOfStockUntil: null,
  packagingPaise: 0,
};

describe("toApiMenuItem", () => {
  it("shows paise as rupees and the food type as the spec spells it, from Prisma's enum key or the stored value", () => {
    expect(toApiMenuItem({ ...row, type: "non_veg" })).toMatchObject({ price: 120.5, type: "non-veg" });
    expect(toApiMenuItem({ ...row, type: "non-veg" }).type).toBe("non-veg");
    expect(toApiMenuItem({ ...row, type: "veg" }).type).toBe("veg");
  });

  it("carries the dish's packaging in rupees, like its price, only when it has one", () => {
    expect(toApiMenuItem({ ...row, type: "veg", packagingPaise: 1250 }).packagingCharge).toBe(12.5);
    expect(toApiMenuItem({ ...row, type: "veg" })).not.toHaveProperty("packagingCharge");
  });
});

describe("toApiMenuGroups", () => {
  it("names each group by its category, in the spec's order, and counts its items", () => {
    const dosa = toApiMenuItem({ ...row, type: "veg" });
    const samosa = toApiMenuItem({ ...row, id: "m3", name: "Samosa", category: "Starters", type: "veg" });
    expect(toApiMenuGroups([dosa, { ...dosa, _id: "m2" }, samosa])).toEqual([
      { _id: "Starters", category_count: 1, items: [samosa] },
      {
        _id: "Breakfast",
        category_count: 2,
        items: [
          {
            _id: "m1",
            name: "Masala Dosa",
            category: "Breakfast",
            price: 120.5,
            type: "veg",
            servesfor: 1,
            description: "Crisp",
            imageUrl: "/d.webp",
            restaurant_id: "r1",
          },
          expect.objectContaining({ _id: "m2" }),
        ],
      },
    ]);
  });
});

describe("toApiMenuItem's columns", () => {
  it("leaves out the columns a caller selected beyond the public ones (the owner's image id, an order's archivedAt)", () => {
    const wider = { ...row, type: "veg" as const, imagePublicId: "local/x", archivedAt: null };
    expect(Object.keys(toApiMenuItem(wider))).toEqual([
      "_id",
      "name",
      "category",
      "price",
      "type",
      "servesfor",
      "description",
      "imageUrl",
      "restaurant_id",
    ]);
  });

  it("while sold out, adds inStock: false and when it is back; on sale, neither", () => {
    const now = new Date("2026-11-27T10:00:00Z");
    const until = new Date("2026-11-27T18:30:00Z");
    const sold = { ...row, type: "veg" as const, outOfStockAt: now, outOfStockUntil: until };
    expect(toApiMenuItem(sold, now)).toMatchObject({ inStock: false, outOfStockUntil: "2026-11-27T18:30:00.000Z" });
    expect(toApiMenuItem(sold, until)).not.toHaveProperty("inStock");
    expect(toApiMenuItem(sold, until)).not.toHaveProperty("outOfStockUntil");
    expect(Object.keys(toApiMenuItem(sold, now))).not.toContain("outOfStockAt");
  });
});
