// POST /api/logout - ends the caller's login (its cookies, access tokens and refresh tokens stop working) and clears cookies
import { NextResponse } from "next/server";
import { revokeRefreshTokenSession, revokeSession } from "@/lib/accounts/sessions";
import { clearSessionCookies, refreshCookieOf } from "@/lib/auth/respond";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "public" }, async ({ request, user }) => {
  const refreshToken = refreshCookieOf(request);
  if (user) await revokeSession(user.sessionId);
  // An hour on, the session cookie has expired but the refresh cookie would still renew the login: end it.
  else if (refreshToken) await revokeRefreshTokenSession(refreshToken);
  const response = NextResponse.json({ message: "Logged out successfully" });
  clearSessionCookies(response, request);
  return response;
});
