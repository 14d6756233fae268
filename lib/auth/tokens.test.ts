import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
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

    const [h, p, s] = token.split(".");
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, "base64url").toString()), userType: "customer" })).toString("base64url")}.${s}`;
    expect(await verifyAccessToken(tampered)).toBeNull();

    const foreign = await new SignJWT({ ...claimsFor(user, "s1") })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("thali")
      .setAudience("thali-api")
      .setExpirationTime("5m")
      .sign(new TextEncoder().encode("some-other-secret-some-other-secret!!"));
    expect(await verifyAccessToken(foreign)).toBeNull();

    const cookie = await encodeSessionCookie(claimsFor(user, "s1"), "authjs.session-token");
    expect(await verifyAccessToken(cookie)).toBeNull();
  });

  it("expire", async () => {
    const { createHash } = await import("node:crypto");
    const key = new Uint8Array(createHash("sha256").update(`access-token:${process.env.AUTH_SECRET}`).digest());
    const signed = (exp: number) =>
      new SignJWT({ ...claimsFor(user, "s1") })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("u1")
        .setIssuer("thali")
        .setAudience("thali-api")
        .setExpirationTime(exp)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    // the same key and claims are accepted while fresh, so only the expiry differs
    expect(await verifyAccessToken(await signed(now + 60))).toEqual(user);
    expect(await verifyAccessToken(await signed(now - 10))).toBeNull();
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
