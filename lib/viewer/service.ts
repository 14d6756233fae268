import "server-only";
import { getProfile } from "@/lib/accounts/service";
import { getDefaultAddress } from "@/lib/addresses/service";
import type { SessionUser } from "@/lib/auth/session-user";
import { getFavouriteIds } from "@/lib/favourites/service";
import type { DeliveryLocation } from "@/lib/location/schemas";
import type { Viewer } from "@/lib/viewer/types";

/**
 * The viewer of a page: the caller's account, a customer's favourite ids and the shopper's place
 * (`chosen`: the chooser's cookie, read by the caller; else a customer's default address).
 * Three small indexed reads at most, run together. `holdsRefresh`: the request carries a refresh cookie
 * (a visitor's session may be renewed).
 */
export async function getViewer(
  user: SessionUser | null,
  chosen: DeliveryLocation | null,
  holdsRefresh = false,
): Promise<Viewer> {
  if (!user) {
    const location = chosen && { location: chosen, source: "chosen" as const };
    return { user: null, favourites: null, location, canRenew: holdsRefresh };
  }
  const isCustomer = user.userType === "customer";
  const [profile, favourites, address] = await Promise.all([
    getProfile(user.id),
    isCustomer ? getFavouriteIds(user) : null,
    isCustomer && !chosen ? getDefaultAddress(user) : null,
  ]);
  const location: Viewer["location"] = !isCustomer
    ? null
    : chosen
      ? { location: chosen, source: "chosen" }
      : address && {
          location: { city: address.city, locality: address.locality, pincode: address.pincode },
          source: "address",
        };
  return {
    user: {
      id: user.id,
      username: profile?.username ?? user.username,
      userType: user.userType,
      imageUrl: profile?.imageUrl ?? null,
      email: profile?.email ?? "",
    },
    favourites,
    location,
    canRenew: false,
  };
}
