"use client";
import { LOCATION_COOKIE, locationCookieString } from "@/lib/location/cookie";
import type { DeliveryLocation } from "@/lib/location/schemas";

// The chooser's side of the location cookie: written from the page (it is not httpOnly), read by
// the server on the next render. Loaded with the chooser, never with the top bar.

/** Stores the chosen place in the cookie, or forgets it (null). */
export function rememberLocation(location: DeliveryLocation | null): void {
  const secure = window.location.protocol === "https:";
  document.cookie = location
    ? locationCookieString(location, secure)
    : `${LOCATION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? "; Secure" : ""}`;
}
