import { describe, expect, it } from "vitest";
import { EncryptJWT } from "jose";
import {
  claimsFor,
  decodeSessionCookie,
  encodeSessionCookie,
  hashToken,
  newRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from "./tokens";
import type { SessionUser } from "./session-user";

const user: SessionUser = {
  id: "u1",
  username: "Asha",
  email: "asha@example.test",
  userType: "restaurant",
  restaurantId: "r1",
  sessionId: "s1",
};

describe("access tokens", () => {
  it("round-trip the user and reject tampering, other keys and session cookies", async () => {
    const token = await signAccessToken(claimsFor(user, "s1"));
    expect(await verifyAccessToken(token)).toEqual(user);

    const parts = token.split(".");
    const body = parts[3]!;
    const flipped = `${body[0] === "A" ? "B" : "A"}${body.slice(1)}`;
    expect(await verifyAccessToken([...parts.slice(0, 3), flipped, parts[4]].join("."))).toBeNull();

    const foreign = await new EncryptJWT({ ...claimsFor(user, "s1") })
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .setIssuer("thali")
      .setAudience("thali-api")
      .setExpirationTime("5m")
      .encrypt(new TextEncoder().encode("some-other-secret-some-other-sec"));
    expect(await verifyAccessToken(foreign)).toBeNull();

    const cookie = await encodeSessionCookie(claimsFor(user, "s1"), "authjs.session-token");
    expect(await verifyAccessToken(cookie)).toBeNull();
  });

  it("carry no email or username in clear", async () => {
    // Issue 27 #11: a signed JWT's payload is base64 for anyone holding the token (logs, proxies).
    const token = await signAccessToken(claimsFor(user, "s1"));
    const visible = token
      .split(".")
      .map((part) => Buffer.from(part, "base64url").toString("latin1"))
      .join(" ");
    expect(visible).not.toContain(user.email);
    expect(visible).not.toContain(user.username);
    expect(token).not.toContain(Buffer.from(user.email).toString("base64url").slice(0, 12));
  });

  it("expire", async () => {
    const { createHash } = await import("node:crypto");
    const key = new Uint8Array(createHash("sha256").update(`access-token-jwe:${process.env.AUTH_SECRET}`).digest());
    const sealed = (exp: number) =>
      new EncryptJWT({ ...claimsFor(user, "s1") })
        .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
        .setSubject("u1")
        .setIssuer("thali")
        .setAudience("thali-api")
        .setExpirationTime(exp)
        .encrypt(key);
    const now = Math.floor(Date.now() / 1000);
    // the same key and claims are accepted while fresh, so only the expiry differs
    expect(await verifyAccessToken(await sealed(now + 60))).toEqual(user);
    expect(await verifyAccessToken(await sealed(now - 10))).toBeNull();
  });
});

describe("session cookies", () => {
  it("decode only under the cookie name they were made for", async () => {
    const value = await encodeSessionCookie(claimsFor(user, "s1"), "authjs.session-token");
    expect(await decodeSessionCookie(value, "authjs.session-token")).toEqual(user);
    expect(await decodeSessionCookie(value, "__Secure-authjs.session-token")).toBeNull();
    expect(await decodeSessionCookie("garbage", "authjs.session-token")).toBeNull();
  });
});

describe("refresh tokens", () => {
  it("are long, random and stored only as a hash", () => {
    const a = newRefreshToken();
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(newRefreshToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).not.toContain(a);
  });
});
