import { NextResponse, type NextRequest } from "next/server";
import { isSecureRequest } from "@/lib/auth/cookies";
import { guardRedirect } from "@/lib/auth/guards";
import { ensureXsrfCookie, refreshCookieOf } from "@/lib/auth/respond";
import { getRoutingUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { newNonce, pageContentSecurityPolicy } from "@/lib/http/security-headers";

// Page requests only. Renews an expired session from the refresh cookie, guards the owner area,
// hands out the XSRF double-submit token, and gives each page its Content-Security-Policy with a
// fresh nonce (Next reads it from the request's CSP header and puts it on its scripts; every page
// already renders per request, so this costs no static page). Every route handler still checks
// the caller itself.
export async function proxy(request: NextRequest) {
  const user = await getRoutingUser(request);
  const { pathname, search } = request.nextUrl;
  const isDocument =
    request.method === "GET" && !request.headers.has("rsc") && !request.headers.has("next-router-prefetch");
  const csp = pageContentSecurityPolicy({
    nonce: newNonce(),
    dev: env().NODE_ENV === "development",
    secure: isSecureRequest(request),
  });

  if (!user && isDocument && refreshCookieOf(request)) {
    const renew = new URL("/api/session/refresh", request.url);
    renew.searchParams.set("next", `${pathname}${search}`);
    return withCsp(NextResponse.redirect(renew), csp);
  }

  const target = guardRedirect(pathname, user?.userType ?? null);
  let response: NextResponse;
  if (target) response = NextResponse.redirect(new URL(target, request.url));
  else {
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", csp);
    response = NextResponse.next({ request: { headers } });
  }
  ensureXsrfCookie(response, request);
  return withCsp(response, csp);
}

function withCsp(response: NextResponse, csp: string): NextResponse {
  response.headers.set("content-security-policy", csp);
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/|images/|uploads/|favicon).*)"],
};
