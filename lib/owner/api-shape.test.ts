import { describe, expect, it } from "vitest";
import { toDashboardDetails, toOwnerMenuItem } from "@/lib/owner/api-shape";
import { currentStatsYear } from "@/lib/owner/months";

describe("toDashboardDetails", () => {
  it("answers rupees and all twelve months, December included, 0 where nothing was delivered", () => {
    const details = toDashboardDetails({
      totalRevenuePaise: 123456789n,
      totalOrders: 40,
      totalMenuItems: 3,
      totalCustomers: 7,
      categories: [{ category: "Starters", count: 2 }],
      monthRevenuePaise: new Map<number, number | bigint>([
        [0, 1050],
        [11, 250099n],
      ]),
      years: [2026, 2025],
    });
    expect(details).toMatchObject({
      totalRevenue: 1234567.89,
      totalOrders: 40,
      totalMenuItems: 3,
      totalCustomers: 7,
      categoryData: [{ _id: "Starters", categoryCount: 2 }],
      years: [2026, 2025],
    });
    expect(details.revenueData).toHaveLength(12);
    expect(details.revenueData.map((m) => m._id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(details.revenueData[0]).toEqual({ _id: 0, totalRevenueOfMonth: 10.5 });
    expect(details.revenueData[5]).toEqual({ _id: 5, totalRevenueOfMonth: 0 });
    expect(details.revenueData[11]).toEqual({ _id: 11, totalRevenueOfMonth: 2500.99 });
  });
});

describe("toOwnerMenuItem", () => {
  it("is the spec's menu item plus the image's public id", () => {
    const item = toOwnerMenuItem({
      id: "ci1",
      restaurantId: "cr1",
      name: "Dal",
      category: "Curries",
      pricePaise: 15050,
      type: "non_veg",
      servesFor: 2,
      description: "d",
      imageUrl: "/u.png",
      imagePublicId: "local/FoodItemImages/u.png",
      packagingPaise: 0,
      outOfStockAt: null,
      outOfStockUntil: null,
    });
    expect(item).toEqual({
      _id: "ci1",
      name: "Dal",
      category: "Curries",
      price: 150.5,
      type: "non-veg",
      servesfor: 2,
      description: "d",
      imageUrl: "/u.png",
      restaurant_id: "cr1",
      public_id: "local/FoodItemImages/u.png",
    });
  });
});

describe("currentStatsYear", () => {
  it("is the year in Asia/Kolkata, which starts 5.5 hours before UTC's", () => {
    expect(currentStatsYear(new Date("2025-12-31T18:29:59Z"))).toBe(2025);
    expect(currentStatsYear(new Date("2025-12-31T18:30:00Z"))).toBe(2026);
  });
});
