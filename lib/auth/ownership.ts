import type { SessionUser } from "@/lib/auth/session-user";
import { forbidden } from "@/lib/http/errors";

// Ownership is checked in one layer: the service. Every service that reads or changes someone's data
// takes the acting user (the SessionUser the handler wrapper read) and decides itself what is theirs,
// with these two helpers for the ids a request names, or with a query scoped to the user
// (`WHERE "customerId" = customer.id`, a load-then-check that answers 403 or 404). Route handlers only
// pass the session user and the parsed input on; the wrapper checks nothing but the role.

/**
 * The acting owner's restaurant, which every partner console call acts on; a restaurant id the
 * request names must be that one (403 otherwise, as for an account without a restaurant).
 */
export function ownRestaurantId(
  owner: SessionUser,
  requested?: string,
  notAnOwner = "Only the owner of a restaurant can do this",
): string {
  if (owner.userType !== "restaurant" || !owner.restaurantId) throw forbidden(notAnOwner);
  if (requested !== undefined && requested !== owner.restaurantId) {
    throw forbidden("You can only manage your own restaurant");
  }
  return owner.restaurantId;
}

/**
 * The acting customer's id. The spec's calls name the customer (`_id`, `user_id`); we act only for
 * the session user, so naming anyone else is refused (403 with `message`) rather than silently ignored.
 */
export function ownCustomerId(customer: SessionUser, requested: string | undefined, message: string): string {
  if (requested !== undefined && requested !== customer.id) throw forbidden(message);
  return customer.id;
}
