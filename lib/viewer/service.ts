import "server-only";
import { getProfile } from "@/lib/accounts/service";
import { getDefaultAddress } from "@/lib/addresses/service";
import type { SessionUser } from "@/lib/auth/session-user";
import { getFavouriteIds } from "@/lib/favourites/service";
import { LOCATION_COOKIE, parseLocationCookie } from "@/lib/location/cookie";
import type { Viewer } from "@/lib/viewer/types";

/** The value of one cookie in a Cookie request header. */
function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * What is personal on a public page, for whoever asks: the account in the top bar, their hearts
 * and where they want food delivered (the chooser's cookie, else a customer's default address).
 * Public pages are cached and the same for everyone; the browser reads this once per visit.
 */
export async function getViewer(user: SessionUser | null, cookieHeader: string | null): Promise<Viewer> {
  const chosen = parseLocationCookie(cookieValue(cookieHeader, LOCATION_COOKIE));
  if (!user) return { user: null, favourites: null, location: chosen && { location: chosen, source: "chosen" } };
  const isCustomer = user.userType === "customer";
  const [profile, favourites, address] = await Promise.all([
    getProfile(user.id),
    isCustomer ? getFavouriteIds(user.id) : null,
    isCustomer && !chosen ? getDefaultAddress(user.id) : null,
  ]);
  if (!profile) return { user: null, favourites: null, location: null };
  const location = chosen
    ? { location: chosen, source: "chosen" as const }
    : address
      ? {
          location: { city: address.city, locality: address.locality, pincode: address.pincode },
          source: "address" as const,
        }
      : null;
  return {
    user: { id: profile.id, username: profile.username, userType: profile.userType, imageUrl: profile.imageUrl },
    favourites,
    location,
  };
}
