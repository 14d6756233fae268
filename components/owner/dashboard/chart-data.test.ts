import { describe, expect, it } from "vitest";
import { categorySlices, compactRupees, monthBars, yearChoices } from "@/components/owner/dashboard/chart-data";

describe("monthBars", () => {
  it("has all twelve months, Jan to Dec, with 0 where the answer has none", () => {
    const bars = monthBars([
      { _id: 0, totalRevenueOfMonth: 120 },
      { _id: 11, totalRevenueOfMonth: 99.5 },
    ]);
    expect(bars.map((b) => b.month)).toEqual([
      "Jan",
      "Feb",
      "Mar",
      "Apr",
      "May",
      "Jun",
      "Jul",
      "Aug",
      "Sep",
      "Oct",
      "Nov",
      "Dec",
    ]);
    expect(bars[0]!.revenue).toBe(120);
    expect(bars[5]!.revenue).toBe(0);
    expect(bars[11]!.revenue).toBe(99.5);
  });
});

describe("categorySlices", () => {
  it("keeps categories with items and gives each its own colour", () => {
    const slices = categorySlices([
      { _id: "Starters", categoryCount: 2 },
      { _id: "Biryani", categoryCount: 0 },
      { _id: "Sweets", categoryCount: 1 },
    ]);
    expect(slices.map((s) => [s.name, s.value])).toEqual([
      ["Starters", 2],
      ["Sweets", 1],
    ]);
    expect(new Set(slices.map((s) => s.fill)).size).toBe(2);
  });
});

describe("yearChoices", () => {
  it("offers the years with orders, this year and the chosen one, newest first, once each", () => {
    expect(yearChoices([2026, 2024], 2026, 2025)).toEqual([2026, 2025, 2024]);
    expect(yearChoices([], 2026, 2026)).toEqual([2026]);
  });
});

describe("compactRupees", () => {
  it("shortens axis amounts", () => {
    expect(compactRupees(0)).toBe("₹0");
    expect(compactRupees(950)).toBe("₹950");
    expect(compactRupees(1200)).toBe("₹1.2K");
  });
});
