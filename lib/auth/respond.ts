import "server-only";
import { randomBytes } from "node:crypto";
import type { NextResponse } from "next/server";
import { isSecureRequest, parseCookies, refreshCookieName, sessionCookieName, XSRF_COOKIE } from "@/lib/auth/cookies";
import type { SessionUser } from "@/lib/auth/session-user";
import { withEditedHeaders } from "@/lib/http/edit-headers";
import {
  claimsFor,
  encodeSessionCookie,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  signAccessToken,
} from "@/lib/auth/tokens";

const base = (secure: boolean) => ({ httpOnly: true, sameSite: "lax" as const, secure, path: "/" });

/** The access token for the spec's `accessToken` field. */
export function accessTokenFor(user: SessionUser): Promise<string> {
  return signAccessToken(claimsFor(user, user.sessionId));
}

/** Sets the session cookie, and with a refresh token the refresh cookie, on a response. */
export async function setSessionCookies(
  response: NextResponse,
  request: Request,
  user: SessionUser,
  refreshToken?: string,
): Promise<void> {
  const secure = isSecureRequest(request);
  const name = sessionCookieName(secure);
  response.cookies.set(name, await encodeSessionCookie(claimsFor(user, user.sessionId), name), {
    ...base(secure),
    maxAge: SESSION_TTL_SECONDS,
  });
  if (refreshToken) {
    response.cookies.set(refreshCookieName(secure), refreshToken, {
      ...base(secure),
      maxAge: REFRESH_TOKEN_TTL_SECONDS,
    });
  }
  ensureXsrfCookie(response, request);
}

export function clearSessionCookies(response: NextResponse, request: Request): void {
  const secure = isSecureRequest(request);
  for (const name of [sessionCookieName(secure), refreshCookieName(secure)]) {
    response.cookies.set(name, "", { ...base(secure), maxAge: 0 });
  }
}

/** The refresh token the browser holds, if any. */
export function refreshCookieOf(request: Request): string | undefined {
  return parseCookies(request.headers.get("cookie")).get(refreshCookieName(isSecureRequest(request)));
}

/** Gives the browser its double-submit token (readable by scripts) when it has none yet. */
export function ensureXsrfCookie(response: NextResponse, request: Request): void {
  if (parseCookies(request.headers.get("cookie")).has(XSRF_COOKIE)) return;
  response.cookies.set(XSRF_COOKIE, randomBytes(24).toString("base64url"), {
    httpOnly: false,
    sameSite: "lax",
    secure: isSecureRequest(request),
    path: "/",
  });
}

/**
 * The same for any answer of an API handler that no shared cache may keep (never one marked public or
 * s-maxage: a stored Set-Cookie would hand one token to everyone). Pages served from the cache set no
 * cookie, so the first API call of such a page (its personal parts call /api/me) brings the token.
 */
export function ensureXsrfCookieOnAnswer(response: Response, request: Request): Response {
  if (parseCookies(request.headers.get("cookie")).has(XSRF_COOKIE)) return response;
  if (/\b(public|s-maxage)\b/i.test(response.headers.get("cache-control") ?? "")) return response;
  const secure = isSecureRequest(request) ? "; Secure" : "";
  const line = `${XSRF_COOKIE}=${randomBytes(24).toString("base64url")}; Path=/; SameSite=Lax${secure}`;
  if (response.headers.getSetCookie().some((c) => c.startsWith(`${XSRF_COOKIE}=`))) return response;
  return withEditedHeaders(response, (headers) => headers.append("set-cookie", line));
}
