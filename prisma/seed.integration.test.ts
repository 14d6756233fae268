import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { getDashboardDetails } from "@/lib/owner/dashboard";
import { DEMO_RESTAURANTS, demoOwnerEmail } from "./demo-data";
import { DEMO_HISTORY_SLUG, DEMO_ORDER_HISTORY, demoOrderTotal } from "./demo-orders";
import { seedDemoData } from "./seed";

describe("seedDemoData", () => {
  it("creates the demo restaurants with their menus once, however often it runs", async () => {
    const first = await seedDemoData(db());
    const second = await seedDemoData(db());
    expect(first.menuItems).toBeGreaterThan(0);
    expect(second.menuItems).toBe(0);

    const emails = DEMO_RESTAURANTS.map((r) => demoOwnerEmail(r.slug));
    const restaurants = await db().restaurant.findMany({
      where: { owner: { email: { in: emails } } },
      select: { _count: { select: { menuItems: true } } },
    });
    expect(restaurants).toHaveLength(DEMO_RESTAURANTS.length);
    for (const r of restaurants) {
      expect(r._count.menuItems).toBeGreaterThanOrEqual(8);
      expect(r._count.menuItems).toBeLessThanOrEqual(20);
    }
    expect(await db().user.count({ where: { email: "customer@thali.demo", userType: "customer" } })).toBe(1);
  });

  it("gives one demo kitchen a past year of orders that its dashboard counts by India's calendar months", async () => {
    await seedDemoData(db());
    await seedDemoData(db());
    const restaurant = await db().restaurant.findFirstOrThrow({
      where: { owner: { email: demoOwnerEmail(DEMO_HISTORY_SLUG), userType: "restaurant" } },
      select: { id: true, _count: { select: { orders: true } } },
    });
    expect(restaurant._count.orders).toBe(DEMO_ORDER_HISTORY.length);

    const delivered = DEMO_ORDER_HISTORY.filter((o) => o.status === "delivered");
    const revenueOf = (prefix: string) =>
      delivered.filter((o) => o.at.startsWith(prefix)).reduce((sum, o) => sum + demoOrderTotal(o), 0);
    const y2025 = await getDashboardDetails(restaurant.id, 2025);
    expect(y2025.totalOrders).toBe(DEMO_ORDER_HISTORY.length);
    expect(y2025.totalCustomers).toBe(1);
    expect(y2025.totalRevenue).toBe(delivered.reduce((sum, o) => sum + demoOrderTotal(o), 0));
    expect(y2025.revenueData).toHaveLength(12);
    // December: the two orders placed in December in India, not the 1 January one that is 31 December in UTC
    expect(y2025.revenueData[11]).toEqual({ _id: 11, totalRevenueOfMonth: revenueOf("2025-12") });
    expect(y2025.revenueData[5]!.totalRevenueOfMonth).toBe(0); // June's order was cancelled
    const y2026 = await getDashboardDetails(restaurant.id, 2026);
    expect(y2026.revenueData[0]).toEqual({ _id: 0, totalRevenueOfMonth: revenueOf("2026-01") });
  });
});
