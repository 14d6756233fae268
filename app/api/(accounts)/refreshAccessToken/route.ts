// POST /api/refreshAccessToken - trades a refresh token (body or cookie) for new tokens, once
import { NextResponse } from "next/server";
import { REFRESH_PER_IP } from "@/lib/accounts/limits";
import { RefreshSchema } from "@/lib/accounts/schemas";
import { loginPayload } from "@/lib/accounts/service";
import { rotateRefreshToken } from "@/lib/accounts/sessions";
import { accessTokenFor, clearSessionCookies, refreshCookieOf, setSessionCookies } from "@/lib/auth/respond";
import { handler, toErrorResponse } from "@/lib/http/handler";
import { AppError } from "@/lib/http/errors";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit/service";

export const POST = handler({ auth: "public", body: RefreshSchema }, async ({ request, body }) => {
  await enforceRateLimit(
    `refresh:ip:${clientIp(request.headers)}`,
    REFRESH_PER_IP,
    "Too many requests. Please wait a moment.",
  );
  const token = body.refreshToken || refreshCookieOf(request);
  try {
    if (!token) throw new AppError(401, "Please log in to continue");
    const { user, refreshToken } = await rotateRefreshToken(token);
    const payload = await loginPayload(user.id);
    const response = NextResponse.json({
      accessToken: await accessTokenFor(user),
      refreshToken,
      user: payload.user,
      ...(payload.restaurantInfo && { restaurant: payload.restaurantInfo }),
    });
    await setSessionCookies(response, request, user, refreshToken);
    return response;
  } catch (error) {
    const response = toErrorResponse(error);
    // A refresh token that is dead (expired, revoked, stolen) leaves the browser logged out rather than
    // holding dead cookies. Any other failure (the database away) leaves them: the token may still be good.
    if (response.status === 401) clearSessionCookies(response, request);
    return response;
  }
});
