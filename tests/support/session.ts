// Logged-in requests for handler tests: as an API client (Bearer access token) or as the
// browser does it (session cookie plus the XSRF double-submit token).
import { SESSION_COOKIE, XSRF_COOKIE } from "@/lib/auth/cookies";
import type { SessionUser } from "@/lib/auth/session-user";
import { claimsFor, encodeSessionCookie, signAccessToken } from "@/lib/auth/tokens";

type UserLike = { id: string; username: string; email: string; userType: "customer" | "restaurant" };

export function sessionUserOf(user: UserLike, restaurantId: string | null = null): SessionUser {
  return { ...user, restaurantId, sessionId: `test-session-${user.id}` };
}

export async function bearerHeaders(
  user: UserLike,
  restaurantId: string | null = null,
): Promise<Record<string, string>> {
  const token = await signAccessToken(claimsFor(sessionUserOf(user, restaurantId), `test-session-${user.id}`));
  return { authorization: `Bearer ${token}` };
}

export async function cookieHeaders(
  user: UserLike,
  restaurantId: string | null = null,
): Promise<Record<string, string>> {
  const value = await encodeSessionCookie(
    claimsFor(sessionUserOf(user, restaurantId), `test-session-${user.id}`),
    SESSION_COOKIE,
  );
  const xsrf = "test-xsrf-token";
  return { cookie: `${SESSION_COOKIE}=${value}; ${XSRF_COOKIE}=${xsrf}`, "x-xsrf-token": xsrf };
}

/** A JSON POST to a handler under test. */
export function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
