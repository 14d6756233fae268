import "server-only";
import { cookies } from "next/headers";
import { parseCookies, SECURE_SESSION_COOKIE, SESSION_COOKIE } from "@/lib/auth/cookies";
import type { SessionUser } from "@/lib/auth/session-user";
import { decodeSessionCookie, verifyAccessToken } from "@/lib/auth/tokens";

export type { SessionUser, UserType } from "@/lib/auth/session-user";

/** How the caller proved who they are; cookie sessions must also pass the XSRF check. */
export type SessionContext = { user: SessionUser | null; via: "bearer" | "cookie" | null };

async function fromCookieValues(get: (name: string) => string | undefined): Promise<SessionUser | null> {
  for (const name of [SECURE_SESSION_COOKIE, SESSION_COOKIE]) {
    const value = get(name);
    if (value) {
      const user = await decodeSessionCookie(value, name);
      if (user) return user;
    }
  }
  return null;
}

/**
 * The caller of a request: an `Authorization: Bearer` access token, else the session cookie.
 * Without a request (server components), the current request's cookies.
 */
export async function getSessionContext(request?: Request): Promise<SessionContext> {
  if (request) {
    const auth = request.headers.get("authorization");
    if (auth?.toLowerCase().startsWith("bearer ")) {
      const user = await verifyAccessToken(auth.slice(7).trim());
      return { user, via: user ? "bearer" : null };
    }
    const jar = parseCookies(request.headers.get("cookie"));
    const user = await fromCookieValues((name) => jar.get(name));
    return { user, via: user ? "cookie" : null };
  }
  const jar = await cookies();
  const user = await fromCookieValues((name) => jar.get(name)?.value);
  return { user, via: user ? "cookie" : null };
}

/** The caller's identity, read once per request by the handler wrapper and by pages. */
export async function getSessionUser(request?: Request): Promise<SessionUser | null> {
  return (await getSessionContext(request)).user;
}
