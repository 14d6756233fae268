import "server-only";
import { db } from "@/lib/db";

// A restaurant's pages are cached per id (ISR), and Next also caches the 404 of an id that does not exist:
// made-up ids would each add a page to the on-disk cache, without bound (issue 27, item 4). proxy.ts asks
// here first and sends unknown ids to one shared not-found render. Restaurants are never deleted, so a
// positive answer is kept (at most KNOWN_MAX ids); a negative one is asked again next time (a new kitchen
// becomes known at once), which costs one primary-key look-up, like the 404 page it replaces.

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Ids seen to exist, oldest first (a Set keeps insertion order), at most KNOWN_MAX of them. */
const KNOWN_MAX = 50_000;
const known = new Set<string>();

/** Whether a restaurant with this id exists (an id of the wrong shape never reaches the database). */
export async function isKnownRestaurant(id: string): Promise<boolean> {
  if (!ID.test(id)) return false;
  if (known.has(id)) return true;
  const row = await db().restaurant.findUnique({ where: { id }, select: { id: true } });
  if (row) {
    if (known.size >= KNOWN_MAX) known.delete(known.values().next().value!);
    known.add(id);
  }
  return row !== null;
}
