// GET /api/session/refresh?next=/path - renews an expired browser session from the refresh
// cookie during a page navigation (proxy.ts sends the browser here), then returns to the page
import { NextResponse } from "next/server";
import { REFRESH_PER_IP } from "@/lib/accounts/limits";
import { rotateRefreshToken } from "@/lib/accounts/sessions";
import { clearSessionCookies, refreshCookieOf, setSessionCookies } from "@/lib/auth/respond";
import { safeNextPath } from "@/lib/auth/guards";
import { toErrorResponse } from "@/lib/http/handler";
import { isCrossSiteRequest } from "@/lib/http/request-origin";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit/service";

export async function GET(request: Request): Promise<Response> {
  // A GET that rotates the refresh token must not be started by another site. proxy.ts sends a navigation
  // that came from another site through a page of ours first, so the hop here is always same-origin.
  if (isCrossSiteRequest(request)) {
    return new Response("Cross-site request refused", {
      status: 403,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  try {
    // One limit with POST /api/refreshAccessToken: a navigation is no way around it.
    await enforceRateLimit(
      `refresh:ip:${clientIp(request.headers)}`,
      REFRESH_PER_IP,
      "Too many requests. Please wait a moment.",
    );
  } catch (error) {
    return toErrorResponse(error);
  }
  // Serialised by URL, which percent-encodes what a header cannot carry (non-ASCII in a path or query).
  const target = new URL(safeNextPath(new URL(request.url).searchParams.get("next")), "http://relative.invalid");
  const next = `${target.pathname}${target.search}${target.hash}`;
  // Relative: the browser resolves it against the address it used. request.url carries the server's bind
  // host (localhost:<port>), which behind a proxy or a domain is another origin.
  const response = new NextResponse(null, { status: 303, headers: { location: next, "cache-control": "no-store" } });
  const token = refreshCookieOf(request);
  try {
    if (!token) throw new Error("no refresh cookie");
    const { user, refreshToken } = await rotateRefreshToken(token);
    await setSessionCookies(response, request, user, refreshToken);
  } catch {
    // Expired, revoked or stolen (a navigation racing another refresh gets the winner's token and never
    // lands here): continue logged out. Also when the database is away, since a redirect back with the
    // cookies kept would only bounce back here.
    clearSessionCookies(response, request);
  }
  return response;
}
