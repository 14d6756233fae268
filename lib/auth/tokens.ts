import { createHash, createHmac, randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import type { SessionUser, UserType } from "@/lib/auth/session-user";

/** API access tokens (the spec's `accessToken`), accepted as `Authorization: Bearer`. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The browser's session cookie; the refresh cookie renews it without a new login. */
export const SESSION_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** What a session and an access token say about their holder. */
export type SessionClaims = {
  sub: string;
  username: string;
  email: string;
  userType: UserType;
  restaurantId: string | null;
  /** The login (refresh-token family) this session belongs to. */
  sid: string;
};

const ACCESS_ISSUER = "thali";
const ACCESS_AUDIENCE = "thali-api";

function accessKey(): Uint8Array {
  // A key of its own, so an access token can never be read as a session cookie or the reverse.
  return new Uint8Array(createHash("sha256").update(`access-token:${env().AUTH_SECRET}`).digest());
}

export function claimsFor(user: SessionUser, sid: string): SessionClaims {
  return {
    sub: user.id,
    username: user.username,
    email: user.email,
    userType: user.userType,
    restaurantId: user.restaurantId,
    sid,
  };
}

export function userFromClaims(claims: Partial<SessionClaims> | null | undefined): SessionUser | null {
  if (!claims?.sub || !claims.email || !claims.sid) return null;
  if (claims.userType !== "customer" && claims.userType !== "restaurant") return null;
  return {
    id: claims.sub,
    username: claims.username ?? "",
    email: claims.email,
    userType: claims.userType,
    restaurantId: claims.restaurantId ?? null,
    sessionId: claims.sid,
  };
}

export async function signAccessToken(claims: SessionClaims): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(sub)
    .setIssuer(ACCESS_ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(accessKey());
}

export async function verifyAccessToken(token: string): Promise<SessionUser | null> {
  try {
    const { payload } = await jwtVerify(token, accessKey(), {
      issuer: ACCESS_ISSUER,
      audience: ACCESS_AUDIENCE,
      algorithms: ["HS256"],
    });
    return userFromClaims(payload as Partial<SessionClaims>);
  } catch {
    return null;
  }
}

/** The session cookie's value: next-auth's encrypted JWT, salted with the cookie's name. */
export async function encodeSessionCookie(claims: SessionClaims, cookieName: string): Promise<string> {
  return encode({ token: claims, secret: env().AUTH_SECRET, salt: cookieName, maxAge: SESSION_TTL_SECONDS });
}

export async function decodeSessionCookie(value: string, cookieName: string): Promise<SessionUser | null> {
  try {
    const token = await decode({ token: value, secret: env().AUTH_SECRET, salt: cookieName });
    if (!token || (typeof token.exp === "number" && token.exp * 1000 < Date.now())) return null;
    return userFromClaims(token as Partial<SessionClaims>);
  } catch {
    return null;
  }
}

/** A new refresh token: 256 random bits. Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The refresh token that replaces `token` when it is spent. Derived rather than random, so that two
 * requests racing with one token (two tabs, a page navigation beside a fetch) both receive the one
 * the winner stored: whichever answer the browser applies last, it holds the live token. Unknowable
 * without AUTH_SECRET, which would forge sessions anyway.
 */
export function successorRefreshToken(token: string): string {
  return createHmac("sha256", `refresh-successor:${env().AUTH_SECRET}`).update(token).digest("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
