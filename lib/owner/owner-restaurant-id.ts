import "server-only";
import { getSessionUser } from "@/lib/auth/session";

/** The restaurant of the signed-in owner (the layout has already turned everyone else away). */
export async function ownerRestaurantId(): Promise<string | null> {
  const user = await getSessionUser();
  return user?.userType === "restaurant" ? user.restaurantId : null;
}
