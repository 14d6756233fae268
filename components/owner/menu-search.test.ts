import { describe, expect, it } from "vitest";
import { filterMenuItems, formatMenuPrice } from "@/components/owner/menu-search";

const items = [
  { name: "Paneer Tikka", category: "Starters" },
  { name: "Chicken Biryani", category: "Biryani" },
  { name: "Gulab Jamun", category: "Sweets" },
  { name: "Biryani", category: "Curries" },
];

describe("filterMenuItems", () => {
  it("keeps everything for an empty or blank search", () => {
    expect(filterMenuItems(items, { text: "  ", exact: false })).toHaveLength(4);
    expect(filterMenuItems(items, { text: "", exact: true })).toHaveLength(4);
  });

  it("matches a substring of the name or the category, whatever the case, while typing", () => {
    expect(filterMenuItems(items, { text: "TIKKA", exact: false }).map((i) => i.name)).toEqual(["Paneer Tikka"]);
    expect(filterMenuItems(items, { text: "sweet", exact: false }).map((i) => i.name)).toEqual(["Gulab Jamun"]);
    expect(filterMenuItems(items, { text: "biry", exact: false }).map((i) => i.name)).toEqual([
      "Chicken Biryani",
      "Biryani",
    ]);
  });

  it("matches only the exact name or category on the search button", () => {
    expect(filterMenuItems(items, { text: "biryani ", exact: true }).map((i) => i.name)).toEqual([
      "Chicken Biryani",
      "Biryani",
    ]);
    expect(filterMenuItems(items, { text: "Tikka", exact: true })).toEqual([]);
    expect(filterMenuItems(items, { text: "paneer tikka", exact: true }).map((i) => i.name)).toEqual(["Paneer Tikka"]);
  });
});

describe("formatMenuPrice", () => {
  it("shows 'Rs.' and the price with two decimals in Indian grouping", () => {
    expect(formatMenuPrice(249)).toBe("Rs. 249.00");
    expect(formatMenuPrice(123456.5)).toBe("Rs. 1,23,456.50");
  });
});
