import { NextResponse, type NextRequest } from "next/server";
import { isSecureRequest } from "@/lib/auth/cookies";
import { guardRedirect } from "@/lib/auth/guards";
import { ensureXsrfCookie, refreshCookieOf } from "@/lib/auth/respond";
import { getRoutingUser, hasSignedSession } from "@/lib/auth/session";
import { env } from "@/lib/env";
import {
  badRequestReason,
  cachedPagePath,
  isRenderedPerRequest,
  restaurantPageId,
  unknownRestaurantPath,
} from "@/lib/restaurants/page-routes";
import { boundedBodyOr413 } from "@/lib/http/read-body";
import { isCrossSiteRequest } from "@/lib/http/request-origin";
import { newNonce, pageContentSecurityPolicy } from "@/lib/http/security-headers";
import { mapTileOrigin } from "@/lib/maps/tiles";
import { renewalHop } from "@/lib/auth/renewal-hop";
import { isKnownRestaurant } from "@/lib/restaurants/known-restaurants";

// Page requests only (documents and the router's RSC fetches). Sends a public page to the cached
// route that renders it (lib/restaurants/page-routes.ts), renews an expired session from the refresh
// cookie, guards the owner and customer areas, hands out the XSRF double-submit token, and gives
// each page its Content-Security-Policy: a fresh nonce for pages rendered per request (Next reads
// it from the request's CSP header and puts it on its scripts), the nonce-less form for cached
// ones. Every route handler still checks the caller itself.
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const refused = badRequestReason(pathname, search);
  if (refused) return NextResponse.json({ message: refused }, { status: 400 });
  // API paths reach the proxy only for the check above (the matcher's second entry); handlers bound their own bodies.
  if (pathname.startsWith("/api/")) return NextResponse.next();
  // A page POST (a form, a server action) is held to our handlers' 1 MB: Next hands the proxy a copy of
  // the body as it arrives, and counting it here answers 413 before the page reads any of it.
  if (request.method !== "GET" && request.method !== "HEAD" && request.body) {
    const read = await boundedBodyOr413(request);
    if ("refusal" in read) return read.refusal;
  }
  const rewrite = cachedPagePath(pathname, search, request.cookies) ?? (await unknownRestaurantRewrite(pathname));
  const renderedPath = rewrite?.split("?")[0] ?? pathname;
  const cached = !isRenderedPerRequest(renderedPath);
  const isDocument =
    request.method === "GET" && !request.headers.has("rsc") && !request.headers.has("next-router-prefetch");
  const csp = pageContentSecurityPolicy({
    nonce: cached ? null : newNonce(),
    dev: env().NODE_ENV === "development",
    secure: isSecureRequest(request),
    tileOrigin: mapTileOrigin(),
  });

  // A cached page needs nobody's identity (no guarded area is cached): only a browser that holds a
  // refresh token but no unexpired session is sent to renew it first (a signature check, no database
  // read). A page rendered per request reads the live session, as its guard needs.
  const refresh = isDocument && refreshCookieOf(request);
  const user = cached ? null : await getRoutingUser(request);
  const mustRenew = refresh && (cached ? !(await hasSignedSession(request)) : !user);
  if (mustRenew) {
    const renew = `/api/session/refresh?next=${encodeURIComponent(`${pathname}${search}`)}`;
    // The renewal refuses a request another site started, and a redirect from here would still count as
    // theirs: a navigation from another site goes through a page of ours that continues from this origin.
    if (isCrossSiteRequest(request)) return withCsp(renewalHop(renew), csp);
    return withCsp(NextResponse.redirect(new URL(renew, request.url)), csp);
  }

  const target = cached ? null : guardRedirect(pathname, user?.userType ?? null);
  let response: NextResponse;
  if (target) response = NextResponse.redirect(new URL(target, request.url));
  else {
    // Only a page rendered per request needs its request headers changed (the CSP carries its nonce);
    // a cached page keeps them as they are, which spares Next the header override on every hit.
    const init = cached
      ? undefined
      : { request: { headers: withHeader(request.headers, "content-security-policy", csp) } };
    response = rewrite ? NextResponse.rewrite(new URL(rewrite, request.url), init) : NextResponse.next(init);
  }
  // A cached page's answer may be stored and handed to everyone (s-maxage): it sets no cookie. Its XSRF
  // token comes from the first API answer instead (lib/http/handler.ts), which its personal parts fetch.
  if (!cached) ensureXsrfCookie(response, request);
  return withCsp(response, csp);
}

/** A restaurant page for an id that names no restaurant: the shared not-found render (no cache entry of its own). */
async function unknownRestaurantRewrite(pathname: string): Promise<string | null> {
  const id = restaurantPageId(pathname);
  if (!id) return null;
  // With the database away the page itself answers as it does for any outage.
  const known = await isKnownRestaurant(id).catch(() => true);
  return known ? null : unknownRestaurantPath(pathname);
}

function withHeader(source: Headers, name: string, value: string): Headers {
  const headers = new Headers(source);
  headers.set(name, value);
  return headers;
}

function withCsp(response: NextResponse, csp: string): NextResponse {
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  // sw.js is the service worker (public/sw.js): a static script with its own headers (next.config.ts).
  matcher: ["/((?!api/|_next/|images/|uploads/|favicon|icons\\.svg|sw\\.js).*)", "/api/(.*%.*)"],
};
