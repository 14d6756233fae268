import "server-only";
import { NextResponse } from "next/server";
import type { Identity } from "@/lib/accounts/identity";
import { loginPayload } from "@/lib/accounts/service";
import { startSession } from "@/lib/accounts/sessions";
import { accessTokenFor, setSessionCookies } from "@/lib/auth/respond";

/**
 * Starts a login for an account whose credentials were just proved (a password, a texted code) and
 * answers as POST /api/login/{usertype} does: the spec's user object with its tokens, and the
 * session, refresh and XSRF cookies. Every way in gives the browser the same session.
 */
export async function loginResponse(request: Request, identity: Identity): Promise<NextResponse> {
  const { user, refreshToken } = await startSession(identity);
  const payload = await loginPayload(user.id);
  const response = NextResponse.json({
    message: "Logged in successfully",
    user: { ...payload.user, accessToken: await accessTokenFor(user), refreshToken },
    ...(payload.restaurantInfo && { restaurantInfo: payload.restaurantInfo }),
  });
  await setSessionCookies(response, request, user, refreshToken);
  return response;
}
