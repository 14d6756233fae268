import "server-only";
import { getSessionUser } from "@/lib/auth/session";
import type { SessionUser } from "@/lib/auth/session-user";

/** A restaurant owner who has a restaurant: what the partner console's services act for. */
export type SignedInOwner = SessionUser & { restaurantId: string };

/**
 * The signed-in owner, for the partner console's pages to hand to the services; null for an account
 * without a restaurant (the layout has already turned everyone else away), which the pages tell so.
 */
export async function signedInOwner(): Promise<SignedInOwner | null> {
  const user = await getSessionUser();
  return user?.userType === "restaurant" && user.restaurantId ? { ...user, restaurantId: user.restaurantId } : null;
}
