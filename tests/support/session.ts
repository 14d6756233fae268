// Logged-in requests for handler tests: as an API client (Bearer access token) or as the
// browser does it (session cookie plus the XSRF double-submit token).
import { randomBytes } from "node:crypto";
import { startSession } from "@/lib/accounts/sessions";
import { REFRESH_COOKIE, SESSION_COOKIE, XSRF_COOKIE } from "@/lib/auth/cookies";
import { accessTokenFor } from "@/lib/auth/respond";
import type { SessionUser, UserType } from "@/lib/auth/session-user";
import {
  claimsFor,
  encodeSessionCookie,
  hashToken,
  REFRESH_TOKEN_TTL_SECONDS,
  signAccessToken,
} from "@/lib/auth/tokens";
import { db } from "@/lib/db";

type UserLike = { id: string; username: string; email: string; userType: UserType };

export function sessionUserOf(user: UserLike, restaurantId: string | null = null): SessionUser {
  return { ...user, restaurantId, sessionId: `test-session-${user.id}` };
}

/** The session of a restaurant's owner, for calling the services (which take the acting user) directly. */
export async function ownerSessionOf(restaurant: { id: string; ownerId: string }): Promise<SessionUser> {
  return sessionUserOf(await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } }), restaurant.id);
}

/**
 * A login of its own for `user`: a refresh-token family with a token in it, as a login leaves behind,
 * since a session whose login has no live token is refused. A new one per call, so that a request
 * that ends its login (logout, an email change) ends only the session it was sent with.
 */
async function newTestSession(user: { id: string; userType: UserType }): Promise<string> {
  const sessionId = `test-session-${user.id}-${randomBytes(6).toString("hex")}`;
  await db().refreshToken.create({
    data: {
      userId: user.id,
      familyId: sessionId,
      // a token nobody holds: the hash of a value we never hand out
      tokenHash: hashToken(`test-refresh-token:${sessionId}`),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    },
  });
  // An admin's login also has an idle clock (issue 33), started as a login starts it.
  if (user.userType === "admin") {
    await db().adminActivity.create({ data: { familyId: sessionId, userId: user.id, lastSeenAt: new Date() } });
  }
  return sessionId;
}

export async function bearerHeaders(
  user: UserLike,
  restaurantId: string | null = null,
): Promise<Record<string, string>> {
  const sessionId = await newTestSession(user);
  const token = await signAccessToken(claimsFor(sessionUserOf(user, restaurantId), sessionId));
  return { authorization: `Bearer ${token}` };
}

export async function cookieHeaders(
  user: UserLike,
  restaurantId: string | null = null,
): Promise<Record<string, string>> {
  const sessionId = await newTestSession(user);
  const value = await encodeSessionCookie(claimsFor(sessionUserOf(user, restaurantId), sessionId), SESSION_COOKIE);
  const xsrf = "test-xsrf-token";
  return { cookie: `${SESSION_COOKIE}=${value}; ${XSRF_COOKIE}=${xsrf}`, "x-xsrf-token": xsrf };
}

export type Login = {
  session: SessionUser;
  /** The spec's `accessToken`, for `Authorization: Bearer`. */
  accessToken: string;
  refreshToken: string;
  /** What the browser sends after logging in: session, refresh and XSRF cookies, and the XSRF header. */
  browser: Record<string, string>;
};

/** A login of its own, as /api/login leaves it: a new refresh-token family and its credentials. */
export async function logInAs(user: UserLike, restaurantId: string | null = null): Promise<Login> {
  const { user: session, refreshToken } = await startSession({
    ...user,
    restaurant: restaurantId ? { id: restaurantId } : null,
  });
  const cookie = await encodeSessionCookie(claimsFor(session, session.sessionId), SESSION_COOKIE);
  const xsrf = "test-xsrf-token";
  return {
    session,
    accessToken: await accessTokenFor(session),
    refreshToken,
    browser: {
      cookie: `${SESSION_COOKIE}=${cookie}; ${REFRESH_COOKIE}=${refreshToken}; ${XSRF_COOKIE}=${xsrf}`,
      "x-xsrf-token": xsrf,
    },
  };
}

/** A JSON POST to a handler under test, with the Origin a browser on the app's page sends (login and sign-up demand it). */
export function jsonPost(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: "http://localhost", ...headers },
    body: JSON.stringify(body),
  });
}
