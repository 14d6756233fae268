import { createHash, createHmac, randomBytes } from "node:crypto";
import { EncryptJWT, jwtDecrypt } from "jose";
import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import type { SessionUser, UserType } from "@/lib/auth/session-user";
import { DecodedCache } from "@/lib/auth/decoded-cache";

/**
 * API access tokens (the spec's `accessToken`), accepted as `Authorization: Bearer`. Encrypted (JWE, dir +
 * A256GCM), not only signed: a token ends up in logs, proxies and browser storage, and a signed JWT shows
 * its holder's email and name to anyone who base64-decodes it. Clients treat it as opaque (the spec reads
 * nothing inside it).
 */
const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
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

/** The access-token key, derived once per secret (the secret does not change while a process runs, but tests set it). */
let derivedAccessKey: { secret: string; key: Uint8Array } | null = null;

function accessKey(): Uint8Array {
  // A key of its own, so an access token can never be read as a session cookie or the reverse (and not
  // the key the signed tokens of earlier releases used: those stop working, as any token does within 15 minutes).
  const secret = env().AUTH_SECRET;
  if (derivedAccessKey?.secret !== secret)
    derivedAccessKey = {
      secret,
      key: new Uint8Array(createHash("sha256").update(`access-token-jwe:${secret}`).digest()),
    };
  return derivedAccessKey.key;
}

/**
 * Access tokens and session cookies already decrypted by this instance, until their own expiry (keyed by the
 * secret too, so a rotated secret never answers from the old one). A client sends the same one on every request.
 */
let decodedFor: { secret: string; cache: DecodedCache<SessionUser> } | null = null;
function decoded(): DecodedCache<SessionUser> {
  const secret = env().AUTH_SECRET;
  if (decodedFor?.secret !== secret) decodedFor = { secret, cache: new DecodedCache<SessionUser>(20_000) };
  return decodedFor.cache;
}
const cacheKey = (kind: string, credential: string) => `${kind}:${credential}`;
/** A copy of a remembered user, so that no caller can change what the next request is told. */
const copyOf = (user: SessionUser): SessionUser => ({ ...user });

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

const KNOWN_USER_TYPES: readonly UserType[] = ["customer", "restaurant", "rider", "admin"];

function userFromClaims(claims: Partial<SessionClaims> | null | undefined): SessionUser | null {
  if (!claims?.sub || !claims.email || !claims.sid) return null;
  const userType = KNOWN_USER_TYPES.find((type) => type === claims.userType);
  if (!userType) return null;
  return {
    id: claims.sub,
    username: claims.username ?? "",
    email: claims.email,
    userType,
    restaurantId: claims.restaurantId ?? null,
    sessionId: claims.sid,
  };
}

export async function signAccessToken(claims: SessionClaims): Promise<string> {
  const { sub, ...rest } = claims;
  return new EncryptJWT(rest)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setSubject(sub)
    .setIssuer(ACCESS_ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .encrypt(accessKey());
}

export async function verifyAccessToken(token: string): Promise<SessionUser | null> {
  const key = cacheKey("access", token);
  const known = decoded().get(key);
  if (known) return copyOf(known);
  try {
    const { payload } = await jwtDecrypt(token, accessKey(), {
      issuer: ACCESS_ISSUER,
      audience: ACCESS_AUDIENCE,
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
    });
    const user = userFromClaims(payload as Partial<SessionClaims>);
    if (user && typeof payload.exp === "number") decoded().set(key, copyOf(user), payload.exp * 1000);
    return user;
  } catch {
    return null;
  }
}

/** The session cookie's value: next-auth's encrypted JWT, salted with the cookie's name. */
export async function encodeSessionCookie(claims: SessionClaims, cookieName: string): Promise<string> {
  return encode({ token: claims, secret: env().AUTH_SECRET, salt: cookieName, maxAge: SESSION_TTL_SECONDS });
}

export async function decodeSessionCookie(value: string, cookieName: string): Promise<SessionUser | null> {
  const key = cacheKey(cookieName, value);
  const known = decoded().get(key);
  if (known) return copyOf(known);
  try {
    const token = await decode({ token: value, secret: env().AUTH_SECRET, salt: cookieName });
    if (!token || (typeof token.exp === "number" && token.exp * 1000 < Date.now())) return null;
    const user = userFromClaims(token as Partial<SessionClaims>);
    if (user && typeof token.exp === "number") decoded().set(key, copyOf(user), token.exp * 1000);
    return user;
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
