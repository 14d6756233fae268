import type { SessionUser } from "@/lib/auth/session-user";
import { forbidden } from "@/lib/http/errors";

/**
 * The caller's restaurant, which every partner console call acts on; a restaurant id in the request
 * must be that one (403 otherwise, as for an account without a restaurant).
 */
export function ownRestaurantId(owner: SessionUser, requested?: string): string {
  if (owner.userType !== "restaurant" || !owner.restaurantId) {
    throw forbidden("Only the owner of a restaurant can do this");
  }
  if (requested !== undefined && requested !== owner.restaurantId) {
    throw forbidden("You can only manage your own restaurant");
  }
  return owner.restaurantId;
}
