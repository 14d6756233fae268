import { describe, expect, it } from "vitest";
import { groupMenu } from "./grouping";

function item(name: string, category: string) {
  return { _id: `id-${name}`, name, category };
}

describe("groupMenu", () => {
  it("orders categories as the spec lists them, whatever order the items come in", () => {
    const groups = groupMenu([
      item("Dal", "Curries"),
      item("Jalebi", "Sweets"),
      item("Poha", "Breakfast"),
      item("Burger", "Fast Food"),
      item("Kulfi", "Desserts"),
      item("Dum Biryani", "Biryani"),
      item("Samosa", "Starters"),
    ]);
    expect(groups.map((g) => g.category)).toEqual([
      "Starters",
      "Breakfast",
      "Biryani",
      "Fast Food",
      "Sweets",
      "Desserts",
      "Curries",
    ]);
  });

  it("keeps the items' order inside a category and leaves out empty categories", () => {
    const groups = groupMenu([item("b", "Curries"), item("s", "Starters"), item("a", "Curries")]);
    expect(groups).toEqual([
      { category: "Starters", items: [item("s", "Starters")] },
      { category: "Curries", items: [item("b", "Curries"), item("a", "Curries")] },
    ]);
  });

  it("puts categories outside the spec's list last, alphabetically", () => {
    const groups = groupMenu([item("x", "Thalis"), item("y", "Beverages"), item("z", "Curries")]);
    expect(groups.map((g) => g.category)).toEqual(["Curries", "Beverages", "Thalis"]);
  });

  it("answers no groups for no items", () => {
    expect(groupMenu([])).toEqual([]);
  });
});
