import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CUISINES } from "@/lib/accounts/schemas";
import { isOpenAtMinute, parseClock } from "@/lib/restaurants/hours";
import { DEMO_RESTAURANTS } from "./demo-data";
import { DEMO_DISHES } from "./demo-dishes";

const SPEC_CATEGORIES = ["Starters", "Breakfast", "Biryani", "Fast Food", "Sweets", "Desserts", "Curries"];

describe("demo data", () => {
  it("has at least 12 restaurants in several cities covering every cuisine of the spec", () => {
    expect(DEMO_RESTAURANTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_RESTAURANTS.map((r) => r.city)).size).toBeGreaterThanOrEqual(5);
    const cuisines = new Set(DEMO_RESTAURANTS.flatMap((r) => r.cuisines));
    for (const c of CUISINES) expect(cuisines, c).toContain(c);
    for (const c of cuisines) expect(CUISINES).toContain(c);
  });

  it("gives every restaurant 8-20 distinct dishes in the spec's categories, with pictures in the repo", () => {
    for (const r of DEMO_RESTAURANTS) {
      const keys = r.menu.map((m) => (Array.isArray(m) ? m[0] : m));
      expect(keys.length, r.name).toBeGreaterThanOrEqual(8);
      expect(keys.length, r.name).toBeLessThanOrEqual(20);
      expect(new Set(keys).size, r.name).toBe(keys.length);
      for (const key of keys) {
        expect(SPEC_CATEGORIES).toContain(DEMO_DISHES[key].category);
        expect(existsSync(`public/images/dishes/${key}.webp`), key).toBe(true);
      }
      expect(existsSync(`public/images/restaurants/${r.image}.webp`), r.image).toBe(true);
    }
  });

  it("has some restaurants closed and at least two open at every minute, and most open at lunch and dinner", () => {
    const hours = DEMO_RESTAURANTS.map((r) => [parseClock(r.open), parseClock(r.close)] as const);
    for (let minute = 0; minute < 1440; minute++) {
      const open = hours.filter(([o, c]) => isOpenAtMinute(o, c, minute)).length;
      expect(open, `minute ${minute}`).toBeLessThan(hours.length);
      expect(open, `minute ${minute}`).toBeGreaterThanOrEqual(2);
      if ((minute >= 13 * 60 && minute < 15 * 60) || (minute >= 19 * 60 && minute < 21 * 60)) {
        expect(open, `minute ${minute}`).toBeGreaterThanOrEqual(10);
      }
    }
  });
});
