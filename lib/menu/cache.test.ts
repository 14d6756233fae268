import { describe, expect, it, vi } from "vitest";
import { createMenuCache } from "@/lib/menu/cache";
import type { ApiMenuGroup } from "@/lib/menu/api-shape";

const menu: ApiMenuGroup[] = [{ _id: "Starters", category_count: 0, items: [] }];

/** A clock the test moves; it starts past 0, as performance.now() does. */
function testClock() {
  const clock = { t: 1_000, now: () => clock.t };
  return clock;
}

describe("menu cache", () => {
  it("merges concurrent reads of one menu into one load and reuses it until it expires", async () => {
    const load = vi.fn(async () => menu);
    const clock = testClock();
    const cache = createMenuCache(load, { ttlMs: 1000, clock });
    const [a, b] = await Promise.all([cache.get("r1"), cache.get("r1")]);
    expect(a).toBe(menu);
    expect(b).toBe(menu);
    expect(load).toHaveBeenCalledTimes(1);
    clock.t += 1000;
    await cache.get("r1");
    expect(load).toHaveBeenCalledTimes(1);
    clock.t += 1;
    await cache.get("r1");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reads again after an invalidation (an owner's edit)", async () => {
    const load = vi.fn(async () => menu);
    const cache = createMenuCache(load, { ttlMs: 1000, clock: testClock() });
    await cache.get("r1");
    cache.invalidate("r1");
    await cache.get("r1");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps neither failures nor unknown restaurants", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("db down"))
      .mockResolvedValueOnce(null)
      .mockResolvedValue(menu);
    const cache = createMenuCache(load, { ttlMs: 1000, clock: testClock() });
    await expect(cache.get("r1")).rejects.toThrow("db down");
    expect(cache.size).toBe(0);
    expect(await cache.get("r1")).toBeNull();
    expect(cache.size).toBe(0);
    expect(await cache.get("r1")).toBe(menu);
    expect(cache.size).toBe(1);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("drops the least recently read menus beyond its size limit", async () => {
    const load = vi.fn(async () => menu);
    const cache = createMenuCache(load, { ttlMs: 1000, maxEntries: 2, clock: testClock() });
    await cache.get("r1");
    await cache.get("r2");
    await cache.get("r3");
    expect(cache.size).toBe(2);
    await cache.get("r2");
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("r1");
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("serves the cached menu with no clock given (performance.now)", async () => {
    const load = vi.fn(async () => menu);
    const cache = createMenuCache(load);
    await cache.get("r1");
    await cache.get("r1");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
