import { LRUCache } from "lru-cache";
import type { ApiMenuGroup } from "@/lib/menu/api-shape";

/**
 * How long a menu read is reused. Menus change a few times a day; the busiest read of the app should
 * not query the database once per visitor. An owner's edit clears the entry at once on the instance
 * that made it (invalidateMenu); other instances catch up within this time. Prices are never taken
 * from here for an order: checkout prices from the database.
 */
const MENU_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

type Loader = (restaurantId: string) => Promise<ApiMenuGroup[] | null>;

export type MenuCacheOptions = {
  ttlMs?: number;
  maxEntries?: number;
  /** The clock of the TTL (tests); `performance` otherwise. */
  clock?: { now(): number };
};

/**
 * A short-lived, per-instance cache of menus (lru-cache) that also merges concurrent reads of one
 * menu into one query (its `fetch`). Failures and unknown restaurants (null) are not kept: the next
 * read asks the database again. Least recently read menus go first beyond `maxEntries`.
 */
export function createMenuCache(load: Loader, options: MenuCacheOptions = {}) {
  const cache = new LRUCache<string, ApiMenuGroup[]>({
    max: options.maxEntries ?? MAX_ENTRIES,
    ttl: options.ttlMs ?? MENU_TTL_MS,
    // An expired menu is never served, not even while it is read again.
    allowStale: false,
    ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
    // lru-cache keeps no undefined value: that is how null (no such restaurant) stays out.
    fetchMethod: async (restaurantId) => (await load(restaurantId)) ?? undefined,
  });

  return {
    async get(restaurantId: string): Promise<ApiMenuGroup[] | null> {
      return (await cache.fetch(restaurantId)) ?? null;
    },
    invalidate(restaurantId: string) {
      cache.delete(restaurantId);
    },
    get size() {
      return cache.size;
    },
  };
}
