import type { ApiMenuGroup } from "@/lib/menu/api-shape";

/**
 * How long a menu read is reused. Menus change a few times a day; the busiest read of the app should
 * not query the database once per visitor. An owner's edit clears the entry at once on the instance
 * that made it (invalidateMenu); other instances catch up within this time. Prices are never taken
 * from here for an order: checkout prices from the database.
 */
export const MENU_TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

type Loader = (restaurantId: string) => Promise<ApiMenuGroup[] | null>;
type Entry = { expires: number; menu: Promise<ApiMenuGroup[] | null> };

/** A short-lived, per-instance cache of menus that also merges concurrent reads of one menu into one query. */
export function createMenuCache(load: Loader, ttlMs = MENU_TTL_MS, maxEntries = MAX_ENTRIES) {
  const entries = new Map<string, Entry>();

  function forget(restaurantId: string, entry: Entry) {
    if (entries.get(restaurantId) === entry) entries.delete(restaurantId);
  }

  return {
    get(restaurantId: string, now = Date.now()): Promise<ApiMenuGroup[] | null> {
      const hit = entries.get(restaurantId);
      if (hit && hit.expires > now) return hit.menu;
      if (hit) entries.delete(restaurantId);
      // Oldest first: a Map keeps insertion order.
      while (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const entry: Entry = { expires: now + ttlMs, menu: load(restaurantId) };
      entries.set(restaurantId, entry);
      // Failures and unknown restaurants are not kept: the next read asks the database again.
      entry.menu.then(
        (menu) => menu === null && forget(restaurantId, entry),
        () => forget(restaurantId, entry),
      );
      return entry.menu;
    },
    invalidate(restaurantId: string) {
      entries.delete(restaurantId);
    },
    get size() {
      return entries.size;
    },
  };
}
