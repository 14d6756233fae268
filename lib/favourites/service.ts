import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { forbidden, notFound } from "@/lib/http/errors";
import { menuItemSelect, toMenuItemView, type MenuItemView } from "@/lib/menu/view";
import { summarySelect, toRestaurantSummary, type RestaurantSummary } from "@/lib/restaurants/summary";

export type FavouriteIds = { restaurantIds: string[]; menuItemIds: string[] };

/**
 * The spec's calls name the customer (`user_id`, `_id`); we act only for the session user, so
 * naming anyone else is refused rather than silently ignored.
 */
export function assertOwnFavourites(caller: SessionUser, userId: string): void {
  if (caller.id !== userId) throw forbidden("You can only see and change your own favourites");
}

/** Archived dishes are off the menu, so they are not shown as favourites either. */
const onSale = { archivedAt: null } as const;

export async function getFavouriteIds(userId: string): Promise<FavouriteIds> {
  const [restaurants, menuItems] = await Promise.all([
    db().favouriteRestaurant.findMany({
      where: { userId },
      select: { restaurantId: true },
      orderBy: [{ createdAt: "asc" }, { restaurantId: "asc" }],
    }),
    db().favouriteMenuItem.findMany({
      where: { userId, menuItem: onSale },
      select: { menuItemId: true },
      orderBy: [{ createdAt: "asc" }, { menuItemId: "asc" }],
    }),
  ]);
  return { restaurantIds: restaurants.map((f) => f.restaurantId), menuItemIds: menuItems.map((f) => f.menuItemId) };
}

/** The customer's favourite restaurants and dishes, most recently marked first. */
export async function getFavourites(
  userId: string,
  now: Date = new Date(),
): Promise<{ restaurants: RestaurantSummary[]; menuItems: MenuItemView[] }> {
  const [restaurants, menuItems] = await Promise.all([
    db().favouriteRestaurant.findMany({
      // As in the public lists: a restaurant whose menu is empty (every dish archived) is not shown.
      where: { userId, restaurant: { menuItems: { some: { archivedAt: null } } } },
      select: { restaurant: { select: summarySelect } },
      orderBy: [{ createdAt: "desc" }, { restaurantId: "asc" }],
    }),
    db().favouriteMenuItem.findMany({
      where: { userId, menuItem: onSale },
      select: { menuItem: { select: menuItemSelect } },
      orderBy: [{ createdAt: "desc" }, { menuItemId: "asc" }],
    }),
  ]);
  return {
    restaurants: restaurants.map((f) => toRestaurantSummary(f.restaurant, now)),
    menuItems: menuItems.map((f) => toMenuItemView(f.menuItem)),
  };
}

/** A favourite whose restaurant or dish was deleted between our check and the insert. */
function isMissingReference(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003";
}

export async function addFavouriteRestaurant(userId: string, restaurantId: string): Promise<FavouriteIds> {
  const restaurant = await db().restaurant.findUnique({ where: { id: restaurantId }, select: { id: true } });
  if (!restaurant) throw notFound("Restaurant");
  try {
    // The composite primary key makes a second mark a no-op rather than a duplicate.
    await db().favouriteRestaurant.createMany({ data: [{ userId, restaurantId }], skipDuplicates: true });
  } catch (error) {
    if (isMissingReference(error)) throw notFound("Restaurant");
    throw error;
  }
  return getFavouriteIds(userId);
}

export async function removeFavouriteRestaurant(userId: string, restaurantId: string): Promise<FavouriteIds> {
  const { count } = await db().favouriteRestaurant.deleteMany({ where: { userId, restaurantId } });
  if (count === 0) {
    const restaurant = await db().restaurant.findUnique({ where: { id: restaurantId }, select: { id: true } });
    if (!restaurant) throw notFound("Restaurant");
  }
  return getFavouriteIds(userId);
}

export async function addFavouriteMenuItem(userId: string, menuItemId: string): Promise<FavouriteIds> {
  const item = await db().menuItem.findFirst({ where: { id: menuItemId, ...onSale }, select: { id: true } });
  if (!item) throw notFound("Menu item");
  try {
    await db().favouriteMenuItem.createMany({ data: [{ userId, menuItemId }], skipDuplicates: true });
  } catch (error) {
    if (isMissingReference(error)) throw notFound("Menu item");
    throw error;
  }
  return getFavouriteIds(userId);
}

/** Removing works for an archived dish too, so a customer can always clear an old favourite. */
export async function removeFavouriteMenuItem(userId: string, menuItemId: string): Promise<FavouriteIds> {
  const { count } = await db().favouriteMenuItem.deleteMany({ where: { userId, menuItemId } });
  if (count === 0) {
    const item = await db().menuItem.findUnique({ where: { id: menuItemId }, select: { id: true } });
    if (!item) throw notFound("Menu item");
  }
  return getFavouriteIds(userId);
}
