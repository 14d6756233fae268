// GET /api/me - who is looking: the caller's account, a customer's favourite ids and the shopper's
// place, for the personal parts of pages served from the cache (not in the spec: our own call); for
// checkout also the account's email and whether a visitor may renew a lapsed session (`canRenew`)
import { NextResponse } from "next/server";
import { isSecureRequest, parseCookies, REFRESH_COOKIE, SECURE_REFRESH_COOKIE } from "@/lib/auth/cookies";
import { handler } from "@/lib/http/handler";
import {
  ADDRESS_PLACE_COOKIE,
  encodeLocationCookie,
  LOCATION_COOKIE,
  LOCATION_COOKIE_MAX_AGE_SECONDS,
  parseLocationCookie,
} from "@/lib/location/cookie";
import { getViewer } from "@/lib/viewer/service";

export const GET = handler({ auth: "public" }, async ({ request, user }) => {
  const jar = parseCookies(request.headers.get("cookie"));
  const holdsRefresh = jar.has(REFRESH_COOKIE) || jar.has(SECURE_REFRESH_COOKIE);
  const viewer = await getViewer(user, parseLocationCookie(jar.get(LOCATION_COOKIE)), holdsRefresh);
  // Personal: never stored by a shared cache, and not kept by the browser past this page's life.
  const response = NextResponse.json(viewer, { headers: { "cache-control": "private, no-store" } });
  // Keep the routing copy of a default address's place (lib/location/cookie.ts) in step with it.
  const place = viewer.location?.source === "address" ? encodeLocationCookie(viewer.location.location) : null;
  const heldPlace = parseLocationCookie(jar.get(ADDRESS_PLACE_COOKIE));
  if (place !== (heldPlace && encodeLocationCookie(heldPlace))) {
    response.cookies.set(ADDRESS_PLACE_COOKIE, place ? decodeURIComponent(place) : "", {
      path: "/",
      sameSite: "lax",
      secure: isSecureRequest(request),
      httpOnly: true,
      maxAge: place ? LOCATION_COOKIE_MAX_AGE_SECONDS : 0,
    });
  }
  return response;
});
