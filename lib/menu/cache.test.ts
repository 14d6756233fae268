import { describe, expect, it, vi } from "vitest";
import { createMenuCache } from "@/lib/menu/cache";
import type { ApiMenuGroup } from "@/lib/menu/api-shape";

const menu: ApiMenuGroup[] = [{ _id: "Starters", category_count: 0, items: [] }];

describe("menu cache", () => {
  it("merges concurrent reads of one menu into one load and reuses it until it expires", async () => {
    const load = vi.fn(async () => menu);
    const cache = createMenuCache(load, 1000);
    const [a, b] = await Promise.all([cache.get("r1", 0), cache.get("r1", 10)]);
    expect(a).toBe(menu);
    expect(b).toBe(menu);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("r1", 999);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("r1", 1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reads again after an invalidation (an owner's edit)", async () => {
    const load = vi.fn(async () => menu);
    const cache = createMenuCache(load, 1000);
    await cache.get("r1", 0);
    cache.invalidate("r1");
    await cache.get("r1", 1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps neither failures nor unknown restaurants", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error("db down"))
      .mockResolvedValueOnce(null)
      .mockResolvedValue(menu);
    const cache = createMenuCache(load, 1000);
    await expect(cache.get("r1", 0)).rejects.toThrow("db down");
    expect(await cache.get("r1", 1)).toBeNull();
    await Promise.resolve();
    expect(cache.size).toBe(0);
    expect(await cache.get("r1", 2)).toBe(menu);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("drops the oldest menus beyond its size limit", async () => {
    const load = vi.fn(async () => menu);
    const cache = createMenuCache(load, 1000, 2);
    await cache.get("r1", 0);
    await cache.get("r2", 0);
    await cache.get("r3", 0);
    expect(cache.size).toBe(2);
    await cache.get("r2", 1);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get("r1", 1);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
