import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/(accounts)/login/[usertype]/route";
import { POST as logout } from "@/app/api/(accounts)/logout/route";
import { POST as refresh } from "@/app/api/(accounts)/refreshAccessToken/route";
import { POST as signup } from "@/app/api/(accounts)/signup/customer/route";
import { REFRESH_COOKIE, SESSION_COOKIE, XSRF_COOKIE } from "@/lib/auth/cookies";
import { getSessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { randomIp, setCookieLine, setCookies, uniqueEmail } from "@/tests/support/accounts";
import { jsonPost } from "@/tests/support/session";

const params = (usertype: string) => ({ params: Promise.resolve({ usertype }) });

async function signUp(email: string, password = "correct-horse-1") {
  const res = await signup(
    jsonPost(
      "/api/signup/customer",
      { username: "Asha", email, password, confirmPassword: password, usertype: "customer" },
      { "x-forwarded-for": randomIp() },
    ),
  );
  return res;
}

async function logIn(email: string, password = "correct-horse-1", usertype = "customer", ip = randomIp()) {
  return login(
    jsonPost(`/api/login/${usertype}`, { email, password, usertype }, { "x-forwarded-for": ip }),
    params(usertype),
  );
}

describe("POST /api/signup/customer", () => {
  it("creates an account with a lower-cased email and a bcrypt hash, once per email", async () => {
    const email = uniqueEmail("Signup").toUpperCase();
    const res = await signUp(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Account created successfully. Please log in." });
    const row = await db().user.findUniqueOrThrow({
      where: { email_userType: { email: email.toLowerCase(), userType: "customer" } },
    });
    // at the configured cost (12 in production, lib/accounts/passwords.test.ts; 4 in the test suites)
    expect(row.passwordHash).toMatch(/^\$2[aby]\$\d\d\$/);
    expect(bcrypt.getRounds(row.passwordHash!)).toBe(env().PASSWORD_HASH_COST);

    const again = await signUp(email.toLowerCase());
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "An account with this email already exists" });
  });

  it("answers 422 with field errors for short passwords, mismatches and bad emails, writing nothing", async () => {
    const email = uniqueEmail();
    const res = await signup(
      jsonPost(
        "/api/signup/customer",
        { username: "A", email: "not-an-email", password: "short", confirmPassword: "other" },
        { "x-forwarded-for": randomIp() },
      ),
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(["confirmPassword", "email", "password", "username"]);

    const mismatch = await signup(
      jsonPost(
        "/api/signup/customer",
        { username: "Asha", email, password: "long-enough-1", confirmPassword: "long-enough-2" },
        { "x-forwarded-for": randomIp() },
      ),
    );
    expect(mismatch.status).toBe(422);
    expect(((await mismatch.json()) as { errors: Record<string, string[]> }).errors.confirmPassword).toEqual([
      "Passwords are not matching",
    ]);
    expect(await db().user.count({ where: { email } })).toBe(0);
  });
});

describe("POST /api/login/{usertype}", () => {
  it("returns the spec's user object with tokens and sets httpOnly SameSite=Lax cookies", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const res = await logIn(email);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; user: Record<string, unknown> };
    expect(body.message).toBe("Logged in successfully");
    expect(body.user).toMatchObject({
      username: "Asha",
      email,
      usertype: "customer",
      image: { imageUrl: "", public_id: "" },
      favouriteFoodItems: [],
      favouriteRestaurants: [],
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
    });
    expect(body).not.toHaveProperty("restaurantInfo");
    expect(setCookieLine(res, SESSION_COOKIE)).toMatch(/HttpOnly/i);
    expect(setCookieLine(res, SESSION_COOKIE)).toMatch(/SameSite=lax/i);
    expect(setCookieLine(res, SESSION_COOKIE)).not.toMatch(/Secure/i);
    expect(setCookieLine(res, REFRESH_COOKIE)).toMatch(/HttpOnly/i);
    expect(setCookieLine(res, XSRF_COOKIE)).not.toMatch(/HttpOnly/i);

    // the cookie and the Bearer token each identify the user
    const cookies = setCookies(res);
    const cookieReq = new Request("http://localhost/x", {
      headers: { cookie: `${SESSION_COOKIE}=${cookies.get(SESSION_COOKIE)}` },
    });
    expect((await getSessionUser(cookieReq))?.email).toBe(email);
    const bearerReq = new Request("http://localhost/x", {
      headers: { authorization: `Bearer ${body.user.accessToken}` },
    });
    expect((await getSessionUser(bearerReq))?.email).toBe(email);
  });

  it("marks cookies Secure behind HTTPS", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const res = await login(
      jsonPost(
        "/api/login/customer",
        { email, password: "correct-horse-1" },
        // the page is on https too: its Origin says so (the scheme is compared since issue 27)
        { "x-forwarded-for": randomIp(), "x-forwarded-proto": "https", origin: "https://localhost" },
      ),
      params("customer"),
    );
    expect(res.headers.getSetCookie().find((l) => l.startsWith("__Secure-authjs.session-token="))).toMatch(/Secure/);
  });

  it("gives one answer for a wrong password and an unknown email, and refuses the wrong account type", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const wrong = await logIn(email, "wrong-password");
    const unknown = await logIn(uniqueEmail());
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: "Invalid email or password" });
    expect(await unknown.json()).toEqual({ message: "Invalid email or password" });
    expect((await logIn(email, "correct-horse-1", "restaurant")).status).toBe(401);
    // A customer's email and password do not open the staff door (issue 33's account type), and no other type exists.
    expect((await logIn(email, "correct-horse-1", "admin")).status).toBe(401);
    expect((await logIn(email, "correct-horse-1", "superuser")).status).toBe(404);
  });

  it(
    "rate limits one email from new addresses after 20 failures in 10 minutes (password-door tests have the rest)",
    { timeout: 120_000 },
    async () => {
      const email = uniqueEmail();
      await signUp(email);
      for (let i = 0; i < 20; i++) expect((await logIn(email, "wrong-password")).status).toBe(401);
      const limited = await logIn(email);
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({
        message: "Too many login attempts. Please wait a few minutes and try again.",
      });
    },
  );
});

describe("POST /api/refreshAccessToken and /api/logout", () => {
  it("rotates the refresh token once; reusing a spent token ends the whole login", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const first = (await (await logIn(email)).json()) as { user: { refreshToken: string } };

    const rotated = await refresh(
      jsonPost("/api/refreshAccessToken", { refreshToken: first.user.refreshToken, email }),
    );
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as { accessToken: string; refreshToken: string; user: { email: string } };
    expect(second.user.email).toBe(email);
    expect(second.refreshToken).not.toBe(first.user.refreshToken);

    // a thief replays the spent token long after it was used
    await db().refreshToken.updateMany({
      where: { usedAt: { not: null }, user: { email } },
      data: { usedAt: new Date(Date.now() - 60_000) },
    });
    const replay = await refresh(jsonPost("/api/refreshAccessToken", { refreshToken: first.user.refreshToken }));
    expect(replay.status).toBe(401);
    // ...which revoked the login: the legitimate newer token no longer works either
    expect((await refresh(jsonPost("/api/refreshAccessToken", { refreshToken: second.refreshToken }))).status).toBe(
      401,
    );
  });

  it("reads the refresh token from the cookie (nulls in the body, as a client with nothing stored sends), and logout revokes it", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const res = await logIn(email);
    const cookies = setCookies(res);
    const cookieHeader = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const xsrf = cookies.get(XSRF_COOKIE)!;

    const viaCookie = await refresh(
      jsonPost(
        "/api/refreshAccessToken",
        { accessToken: null, refreshToken: null, email: null },
        { cookie: cookieHeader, "x-xsrf-token": xsrf },
      ),
    );
    expect(viaCookie.status).toBe(200);
    expect(((await viaCookie.json()) as { user: { email: string } }).user.email).toBe(email);
    const renewed = setCookies(viaCookie);
    const renewedHeader = [...renewed].map(([k, v]) => `${k}=${v}`).join("; ") + `; ${XSRF_COOKIE}=${xsrf}`;

    const out = await logout(jsonPost("/api/logout", {}, { cookie: renewedHeader, "x-xsrf-token": xsrf }));
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ message: "Logged out successfully" });
    expect(setCookies(out).get(SESSION_COOKIE)).toBe("");
    const after = await refresh(jsonPost("/api/refreshAccessToken", { refreshToken: renewed.get(REFRESH_COOKIE) }));
    expect(after.status).toBe(401);
  });

  it("refuses a cookie-authenticated logout without the XSRF header, and any cross-site POST", async () => {
    const email = uniqueEmail();
    await signUp(email);
    const cookies = setCookies(await logIn(email));
    const cookieHeader = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const noXsrf = await logout(jsonPost("/api/logout", {}, { cookie: cookieHeader }));
    expect(noXsrf.status).toBe(403);
    const crossSite = await logIn(email, "correct-horse-1", "customer");
    expect(crossSite.status).toBe(200);
    const evil = await login(
      jsonPost(
        "/api/login/customer",
        { email, password: "correct-horse-1" },
        { origin: "https://evil.example", "x-forwarded-for": randomIp() },
      ),
      params("customer"),
    );
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ message: "Cross-site request refused" });
  });
});
