import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { DEMO_RESTAURANTS, demoOwnerEmail } from "./demo-data";
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
});
