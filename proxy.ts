import { NextResponse, type NextRequest } from "next/server";
import { isSecureRequest } from "@/lib/auth/cookies";
import { guardRedirect } from "@/lib/auth/guards";
import { ensureXsrfCookie, refreshCookieOf } from "@/lib/auth/respond";
import { getRoutingUser, hasSignedSession } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { badRequestReason, cachedPagePath, isRenderedPerRequest } from "@/lib/http/page-routes";
import { newNonce, pageContentSecurityPolicy } from "@/lib/http/security-headers";

// Page requests only (documents and the router's RSC fetches). Sends a public page to the cached
// route that renders it (lib/http/page-routes.ts), renews an expired session from the refresh
// cookie, guards the owner and customer areas, hands out the XSRF double-submit token, and gives
// each page its Content-Security-Policy: a fresh nonce for pages rendered per request (Next reads
// it from the request's CSP header and puts it on its scripts), the nonce-less form for cached
// ones. Every route handler still checks the caller itself.
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const refused = badRequestReason(pathname, search);
  if (refused) return NextResponse.json({ message: refused }, { status: 400 });
  // API paths reach the proxy only for the check above (the matcher's second entry).
  if (pathname.startsWith("/api/")) return NextResponse.next();
  const rewrite = cachedPagePath(pathname, search, request.cookies);
  const renderedPath = rewrite?.split("?")[0] ?? pathname;
  const cached = !isRenderedPerRequest(renderedPath);
  const isDocument =
    request.method === "GET" && !request.headers.has("rsc") && !request.headers.has("next-router-prefetch");
  const csp = pageContentSecurityPolicy({
    nonce: cached ? null : newNonce(),
    dev: env().NODE_ENV === "development",
    secure: isSecureRequest(request),
  });

  // A cached page needs nobody's identity (no guarded area is cached): only a browser that holds a
  // refresh token but no unexpired session is sent to renew it first (a signature check, no database
  // read). A page rendered per request reads the live session, as its guard needs.
  const refresh = isDocument && refreshCookieOf(request);
  const user = cached ? null : await getRoutingUser(request);
  const mustRenew = refresh && (cached ? !(await hasSignedSession(request)) : !user);
  if (mustRenew) {
    const renew = new URL("/api/session/refresh", request.url);
    renew.searchParams.set("next", `${pathname}${search}`);
    return withCsp(NextResponse.redirect(renew), csp);
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
  ensureXsrfCookie(response, request);
  return withCsp(response, csp);
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
  matcher: ["/((?!api/|_next/|images/|uploads/|favicon|icons\\.svg).*)", "/api/(.*%.*)"],
};
