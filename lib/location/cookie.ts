import { DeliveryLocationSchema, type DeliveryLocation } from "@/lib/location/schemas";

// The shopper's delivery location lives in a cookie, not in the session: visitors have one too, and
// server-rendered lists read it on the first request. Not httpOnly, because the chooser in the
// browser writes it; the server treats it as a wish (it only filters lists) and re-checks every
// address at checkout.

export const LOCATION_COOKIE = "deliveryLocation";
/**
 * A logged-in customer's default address's place, for routing only: GET /api/me writes (or clears)
 * it, so proxy.ts can send the customer's next public page to the cached list of that place when
 * nothing is chosen. The chooser's cookie always wins over it.
 */
export const ADDRESS_PLACE_COOKIE = "deliveryAddressPlace";
export const LOCATION_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie's value: URI-encoded JSON, so it holds no characters a cookie may not carry. */
export function encodeLocationCookie(location: DeliveryLocation): string {
  const { city, locality, pincode } = location;
  return encodeURIComponent(JSON.stringify({ city, ...(locality && { locality }), ...(pincode && { pincode }) }));
}

/** The whole Set-Cookie / document.cookie string for a location (1 year, SameSite=Lax, whole site). */
export function locationCookieString(location: DeliveryLocation, secure = false): string {
  const parts = [
    `${LOCATION_COOKIE}=${encodeLocationCookie(location)}`,
    "Path=/",
    `Max-Age=${LOCATION_COOKIE_MAX_AGE_SECONDS}`,
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The location in a cookie value, or null when it is missing, garbled or fails validation. */
export function parseLocationCookie(value: string | undefined): DeliveryLocation | null {
  if (!value) return null;
  // Next's cookie reader already URI-decodes values, document.cookie does not: accept both.
  const raw = readJson(value.trimStart().startsWith("{") ? value : safeDecode(value));
  const parsed = DeliveryLocationSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
