import "server-only";
import { ownCustomerId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { toApiMenuItem, type ApiMenuItem } from "@/lib/menu/api-shape";
import { menuItemSelect } from "@/lib/menu/row";
import { summarySelect, toRestaurantSummary, type RestaurantSummary } from "@/lib/restaurants/summary";

// A customer's favourites. Every call takes the acting customer and touches only their rows; the
// spec's calls also name the customer (`user_id`, `_id`), which must be them (403 otherwise).

export type FavouriteIds = { restaurantIds: string[]; menuItemIds: string[] };

const NOT_YOURS = "You can only see and change your own favourites";

/** Archived dishes are off the menu, so they are not shown as favourites either. */
const onSale = { archivedAt: null } as const;

export async function getFavouriteIds(customer: SessionUser): Promise<FavouriteIds> {
  const userId = customer.id;
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
  customer: SessionUser,
  { customerId: requested, now = new Date() }: { customerId?: string; now?: Date } = {},
): Promise<{ restaurants: RestaurantSummary[]; menuItems: ApiMenuItem[] }> {
  const userId = ownCustomerId(customer, requested, NOT_YOURS);
  const [restaurants, menuItems] = await Promise.all([
    db().favouriteRestaurant.findMany({
      // As in the public lists: a restaurant not approved (issue 33) or whose menu is empty is not shown.
      where: { userId, restaurant: { reviewStatus: "approved", menuItems: { some: { archivedAt: null } } } },
      select: { restaurant: { select: summarySelect } },
      orderBy: [{ createdAt: "desc" }, { restaurantId: "asc" }],
    }),
    db().favouriteMenuItem.findMany({
      where: { userId, menuItem: { ...onSale, restaurant: { reviewStatus: "approved" } } },
      select: { menuItem: { select: menuItemSelect } },
      orderBy: [{ createdAt: "desc" }, { menuItemId: "asc" }],
    }),
  ]);
  return {
    restaurants: restaurants.map((f) => toRestaurantSummary(f.restaurant, now)),
    menuItems: menuItems.map((f) => toApiMenuItem(f.menuItem)),
  };
}

/** A favourite whose restaurant or dish was deleted between our check and the insert. */
function isMissingReference(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2003";
}

type RestaurantInput = { restaurant_id: string; user_id?: string };
type MenuItemInput = { menuitem_id: string; user_id?: string };

export async function addFavouriteRestaurant(
  customer: SessionUser,
  { restaurant_id: restaurantId, user_id }: RestaurantInput,
): Promise<FavouriteIds> {
  const userId = ownCustomerId(customer, user_id, NOT_YOURS);
  const restaurant = await db().restaurant.findUnique({ where: { id: restaurantId }, select: { id: true } });
  if (!restaurant) throw notFound("Restaurant");
  try {
    // The composite primary key makes a second mark a no-op rather than a duplicate.
    await db().favouriteRestaurant.createMany({ data: [{ userId, restaurantId }], skipDuplicates: true });
  } catch (error) {
    if (isMissingReference(error)) throw notFound("Restaurant");
    throw error;
  }
  return getFavouriteIds(customer);
}

export async function removeFavouriteRestaurant(
  customer: SessionUser,
  { restaurant_id: restaurantId, user_id }: RestaurantInput,
): Promise<FavouriteIds> {
  const userId = ownCustomerId(customer, user_id, NOT_YOURS);
  const { count } = await db().favouriteRestaurant.deleteMany({ where: { userId, restaurantId } });
  if (count === 0) {
    const restaurant = await db().restaurant.findUnique({ where: { id: restaurantId }, select: { id: true } });
    if (!restaurant) throw notFound("Restaurant");
  }
  return getFavouriteIds(customer);
}

export async function addFavouriteMenuItem(
  customer: SessionUser,
  { menuitem_id: menuItemId, user_id }: MenuItemInput,
): Promise<FavouriteIds> {
  const userId = ownCustomerId(customer, user_id, NOT_YOURS);
  const item = await db().menuItem.findFirst({ where: { id: menuItemId, ...onSale }, select: { id: true } });
  if (!item) throw notFound("Menu item");
  try {
    await db().favouriteMenuItem.createMany({ data: [{ userId, menuItemId }], skipDuplicates: true });
  } catch (error) {
    if (isMissingReference(error)) throw notFound("Menu item");
    throw error;
  }
  return getFavouriteIds(customer);
}

/** Removing works for an archived dish too, so a customer can always clear an old favourite. */
export async function removeFavouriteMenuItem(
  customer: SessionUser,
  { menuitem_id: menuItemId, user_id }: MenuItemInput,
): Promise<FavouriteIds> {
  const userId = ownCustomerId(customer, user_id, NOT_YOURS);
  const { count } = await db().favouriteMenuItem.deleteMany({ where: { userId, menuItemId } });
  if (count === 0) {
    const item = await db().menuItem.findUnique({ where: { id: menuItemId }, select: { id: true } });
    if (!item) throw notFound("Menu item");
  }
  return getFavouriteIds(customer);
}
