import { describe, expect, it } from "vitest";
import { toApiMenuGroups } from "./api-shape";
import { toMenuItemView } from "./view";

const row = {
  id: "m1",
  restaurantId: "r1",
  name: "Masala Dosa",
  category: "Breakfast",
  pricePaise: 12050,
  servesFor: 1,
  description: "Crisp",
  imageUrl: "/d.webp",
};

describe("toMenuItemView", () => {
  it("shows paise as rupees and the food type as the spec spells it", () => {
    expect(toMenuItemView({ ...row, type: "non_veg" })).toMatchObject({
      price: 120.5,
      pricePaise: 12050,
      type: "non-veg",
    });
    expect(toMenuItemView({ ...row, type: "non-veg" }).type).toBe("non-veg");
    expect(toMenuItemView({ ...row, type: "veg" }).type).toBe("veg");
  });
});

describe("toApiMenuGroups", () => {
  it("names each group by its category and counts its items", () => {
    const view = toMenuItemView({ ...row, type: "veg" });
    expect(toApiMenuGroups([{ category: "Breakfast", items: [view, { ...view, id: "m2" }] }])).toEqual([
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
