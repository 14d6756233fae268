import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { getDefaultAddress } from "@/lib/addresses/service";
import { getSessionUser } from "@/lib/auth/session";
import { LOCATION_COOKIE, parseLocationCookie } from "@/lib/location/cookie";
import type { ShopperLocation } from "@/lib/location/shopper-store";

/**
 * Where this shopper wants food delivered, read once per request: the place chosen in the location
 * chooser (its cookie), else a logged-in customer's default address, else nowhere yet.
 */
export const getShopperLocation = cache(async (): Promise<ShopperLocation> => {
  const chosen = parseLocationCookie((await cookies()).get(LOCATION_COOKIE)?.value);
  if (chosen) return { location: chosen, source: "chosen" };
  const user = await getSessionUser();
  if (user?.userType !== "customer") return null;
  const address = await getDefaultAddress(user.id);
  if (!address) return null;
  return { location: { city: address.city, locality: address.locality, pincode: address.pincode }, source: "address" };
});
