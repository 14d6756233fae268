import "server-only";
import { db } from "@/lib/db";
import { forbidden } from "@/lib/http/errors";
import type { ApiMenuGroup } from "@/lib/menu/api-shape";
import { getMenu } from "@/lib/menu/service";
import type { SignedInOwner } from "@/lib/owner/signed-in-owner";
import { toApiRestaurant, type ApiRestaurant } from "@/lib/restaurants/api-shape";
import type { ApiOpeningHours } from "@/lib/restaurants/hours-contract";
import { getOpeningHours } from "@/lib/restaurants/hours-service";
import { getRestaurant } from "@/lib/restaurants/service";

/** The owner's own page as customers see it, and whether customers can see it now (the platform approved it). */
export type OwnPagePreview = {
  restaurant: ApiRestaurant;
  menu: ApiMenuGroup[];
  openingHours: ApiOpeningHours;
  reviewStatus: "pending" | "approved" | "rejected" | "suspended";
};

/**
 * The owner's restaurant page (header, hours and menu) read from the database now, whatever the platform's review
 * says: a new partner sees the page customers will get before it is listed (the public page is a 404 until then,
 * lib/restaurants/service.ts). Only the owner's own restaurant; never cached. Null when they have none.
 */
export async function previewOwnPage(owner: SignedInOwner, now: Date = new Date()): Promise<OwnPagePreview | null> {
  if (owner.userType !== "restaurant") throw forbidden();
  const own = await db().restaurant.findFirst({
    where: { id: owner.restaurantId, ownerId: owner.id },
    select: { id: true, reviewStatus: true },
  });
  if (!own) return null;
  const [restaurant, menu, openingHours] = await Promise.all([
    getRestaurant(own.id, now, { listedOnly: false }),
    getMenu(own.id, { listedOnly: false }),
    getOpeningHours(own.id, now),
  ]);
  if (!restaurant) return null;
  return { restaurant: toApiRestaurant(restaurant), menu: menu ?? [], openingHours, reviewStatus: own.reviewStatus };
}
