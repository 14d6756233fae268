import "server-only";
import { cookies } from "next/headers";
import { touchAdminClock } from "@/lib/accounts/admin-idle";
import { isSessionLive, revokeSession } from "@/lib/accounts/sessions";
import {
  parseCookies,
  REFRESH_COOKIE,
  SECURE_REFRESH_COOKIE,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
} from "@/lib/auth/cookies";
import type { SessionUser } from "@/lib/auth/session-user";
import { decodeSessionCookie, verifyAccessToken } from "@/lib/auth/tokens";

export type { SessionUser, UserType } from "@/lib/auth/session-user";

/**
 * How the caller proved who they are; cookie sessions must also pass the XSRF check. `presented`: the request
 * carried credentials (a Bearer token, a session or refresh cookie), valid or not, so that a guarded call can
 * tell "your session ended" (403, which the spec's client answers with a refresh) from "you never logged in" (401).
 */
export type SessionContext = { user: SessionUser | null; via: "bearer" | "cookie" | null; presented: boolean };

const CREDENTIAL_COOKIES = [SECURE_SESSION_COOKIE, SESSION_COOKIE, SECURE_REFRESH_COOKIE, REFRESH_COOKIE];

/** Whether the login a validly signed cookie or token belongs to is still live. */
type Liveness = (user: SessionUser) => Promise<boolean>;

// A cookie or token is only as good as its login: logout, a detected refresh-token theft and an
// email change end the login (its refresh-token family), and with it every cookie and access
// token signed for it, though their signatures stay valid until they expire.
// An admin's login also ends after 30 minutes without a request (lib/accounts/admin-idle.ts); each live request
// of an admin starts that clock again, so an idle admin's next request finds the login ended.
const loginIsLive: Liveness = async (user) => {
  if (!(await isSessionLive(user.sessionId))) return false;
  if (user.userType !== "admin") return true;
  if (await touchAdminClock(user.sessionId)) return true;
  await revokeSession(user.sessionId);
  return false;
};

async function fromCookieValues(
  get: (name: string) => string | undefined,
  live: Liveness,
): Promise<SessionUser | null> {
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const value = get(name);
    if (value) {
      const user = await decodeSessionCookie(value, name);
      if (user && (await live(user))) return user;
    }
  }
  return null;
}

async function readSession(request: Request | undefined, live: Liveness): Promise<SessionContext> {
  if (request) {
    const auth = request.headers.get("authorization");
    if (auth?.toLowerCase().startsWith("bearer ")) {
      const decoded = await verifyAccessToken(auth.slice(7).trim());
      const user = decoded && (await live(decoded)) ? decoded : null;
      return { user, via: user ? "bearer" : null, presented: true };
    }
    const jar = parseCookies(request.headers.get("cookie"));
    const user = await fromCookieValues((name) => jar.get(name), live);
    const presented = CREDENTIAL_COOKIES.some((name) => Boolean(jar.get(name)));
    return { user, via: user ? "cookie" : null, presented };
  }
  const jar = await cookies();
  const user = await fromCookieValues((name) => jar.get(name)?.value, live);
  const presented = CREDENTIAL_COOKIES.some((name) => Boolean(jar.get(name)?.value));
  return { user, via: user ? "cookie" : null, presented };
}

/**
 * The caller of a request: an `Authorization: Bearer` access token, else the session cookie, in
 * either case only while its login is live. Without a request (server components), the current
 * request's cookies. Throws when the database cannot say whether the login is live.
 */
export function getSessionContext(request?: Request): Promise<SessionContext> {
  return readSession(request, loginIsLive);
}

/** The caller's identity, read once per request by the handler wrapper and by pages. */
export async function getSessionUser(request?: Request): Promise<SessionUser | null> {
  return (await getSessionContext(request)).user;
}

/**
 * For routing decisions only (proxy.ts): the live caller, or, when the database cannot answer, what
 * the signature says. Pages and handlers check again, so this never grants anything by itself,
 * and an outage does not turn every page (cached public ones included) into an error.
 */
export async function getRoutingUser(request: Request): Promise<SessionUser | null> {
  try {
    return await getSessionUser(request);
  } catch {
    return (await readSession(request, async () => true)).user;
  }
}

/**
 * Whether the request carries a validly signed, unexpired session (cookie or Bearer), without asking
 * the database whether its login is still live: for proxy.ts to decide, on cached pages, whether a
 * refresh token must renew the session first. Never grants anything.
 */
export async function hasSignedSession(request: Request): Promise<boolean> {
  return (await readSession(request, async () => true)).user !== null;
}
