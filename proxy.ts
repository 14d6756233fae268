import { NextResponse, type NextRequest } from "next/server";
import { guardRedirect } from "@/lib/auth/guards";
import { ensureXsrfCookie, refreshCookieOf } from "@/lib/auth/respond";
import { getSessionUser } from "@/lib/auth/session";

// Page requests only. Renews an expired session from the refresh cookie, guards the owner area,
// and hands out the XSRF double-submit token. Every route handler still checks the caller itself.
export async function proxy(request: NextRequest) {
  const user = await getSessionUser(request);
  const { pathname, search } = request.nextUrl;
  const isDocument =
    request.method === "GET" && !request.headers.has("rsc") && !request.headers.has("next-router-prefetch");

  if (!user && isDocument && refreshCookieOf(request)) {
    const renew = new URL("/api/session/refresh", request.url);
    renew.searchParams.set("next", `${pathname}${search}`);
    return NextResponse.redirect(renew);
  }

  const target = guardRedirect(pathname, user?.userType ?? null);
  const response = target ? NextResponse.redirect(new URL(target, request.url)) : NextResponse.next();
  ensureXsrfCookie(response, request);
  return response;
}

export const config = {
  matcher: ["/((?!api/|_next/|images/|uploads/|favicon).*)"],
};
