// GET /api/session/refresh?next=/path - renews an expired browser session from the refresh
// cookie during a page navigation (proxy.ts sends the browser here), then returns to the page
import { NextResponse } from "next/server";
import { rotateRefreshToken } from "@/lib/accounts/sessions";
import { clearSessionCookies, refreshCookieOf, setSessionCookies } from "@/lib/auth/respond";
import { safeNextPath } from "@/lib/auth/guards";

export async function GET(request: Request): Promise<Response> {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  const response = NextResponse.redirect(new URL(next, request.url), 303);
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
