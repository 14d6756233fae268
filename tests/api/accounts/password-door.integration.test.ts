import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as nextAuthGet, POST as nextAuthPost } from "@/app/api/(accounts)/auth/[...nextauth]/route";
import { POST as login } from "@/app/api/(accounts)/login/[usertype]/route";
import { POST as signup } from "@/app/api/(accounts)/signup/customer/route";
import {
  LOGIN_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES,
  LOGIN_FAILURES_PER_IP_AND_ACCOUNT,
  LOGIN_PER_IP,
  TOO_MANY_LOGINS,
} from "@/lib/accounts/limits";
import { findOrCreateGoogleCustomer, googleSignInRefusal } from "@/lib/accounts/login";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { db } from "@/lib/db";
import { addToWindow } from "@/lib/rate-limit/service";
import { awayFromWindowEdge, randomIp, setCookies, uniqueEmail } from "@/tests/support/accounts";
import { jsonPost } from "@/tests/support/session";

// Issue 13, findings 1, 7 and 10: every door that checks a password has the same limits; those
// limits slow a guesser without locking the owner out; Google never takes over a password account.

const PASSWORD = "correct-horse-1";

async function customer(): Promise<string> {
  const email = uniqueEmail("door");
  const res = await signup(
    jsonPost(
      "/api/signup/customer",
      { username: "Asha", email, password: PASSWORD, confirmPassword: PASSWORD, usertype: "customer" },
      { "x-forwarded-for": randomIp(), origin: "http://localhost" },
    ),
  );
  expect(res.status).toBe(200);
  return email;
}

async function logIn(email: string, password: string, ip: string): Promise<number> {
  const res = await login(
    jsonPost(
      "/api/login/customer",
      { email, password, usertype: "customer" },
      { "x-forwarded-for": ip, origin: "http://localhost" },
    ),
    { params: Promise.resolve({ usertype: "customer" }) },
  );
  if (res.status === 429) {
    expect(((await res.json()) as { message: string }).message).toBe(TOO_MANY_LOGINS);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  }
  return res.status;
}

// Up to 30 bcrypt checks (cost 12) a test: well under 30 s on an idle machine, not on a loaded CI one.
describe("the login door's limits", { timeout: 120_000 }, () => {
  beforeEach(() => awayFromWindowEdge(LOGIN_PER_IP.windowMs));

  it("40 wrong guesses from one address: 10 are checked, the rest and then the right password are refused", async () => {
    const email = await customer();
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push(await logIn(email, `guess-${i}`, ip));
    const limit = LOGIN_FAILURES_PER_IP_AND_ACCOUNT.limit;
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    // the per-address limit (30 attempts) or the address-and-account one: either way, refused
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
    expect(await logIn(email, PASSWORD, ip)).toBe(429);
  });

  it("the per-address limit counts failures only: successes never use up its window", async () => {
    // Issue 27 #11: every login from an address counted, so a household or office was refused after 30.
    const email = await customer();
    const ip = randomIp();
    // the address is one attempt short of its window (earlier failures); successes must not use up the rest
    await addToWindow(`login:ip:${ip}`, LOGIN_PER_IP.windowMs, LOGIN_PER_IP.limit - 1);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push(await logIn(email, PASSWORD, ip));
    expect(statuses).toEqual([200, 200, 200]);
    // and a failure still counts: the window is full after it
    expect(await logIn(email, "wrong-password", ip)).toBe(401);
    expect(await logIn(email, PASSWORD, ip)).toBe(429);
  });

  it("guesses from many addresses lock out new addresses, never the owner's own", async () => {
    const email = await customer();
    const home = randomIp();
    expect(await logIn(email, PASSWORD, home)).toBe(200);
    const limit = LOGIN_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES.limit;
    for (let i = 0; i < limit; i++) expect(await logIn(email, `guess-${i}`, randomIp())).toBe(401);
    // the next guess from yet another address is refused even with the right password
    expect(await logIn(email, PASSWORD, randomIp())).toBe(429);
    // the owner at home logs in as always
    expect(await logIn(email, PASSWORD, home)).toBe(200);
  });

  it("the owner's own typos at home neither lock the account nor count against it", async () => {
    const email = await customer();
    const home = randomIp();
    expect(await logIn(email, PASSWORD, home)).toBe(200);
    for (let i = 0; i < LOGIN_FAILURES_PER_IP_AND_ACCOUNT.limit - 1; i++) {
      expect(await logIn(email, `typo-${i}`, home)).toBe(401);
    }
    expect(await logIn(email, PASSWORD, home)).toBe(200);
    // the success cleared them: another 9 typos and the owner still gets in
    for (let i = 0; i < LOGIN_FAILURES_PER_IP_AND_ACCOUNT.limit - 1; i++) {
      expect(await logIn(email, `typo-again-${i}`, home)).toBe(401);
    }
    expect(await logIn(email, PASSWORD, home)).toBe(200);
    const buckets = await db().rateLimitBucket.findMany({ where: { key: { startsWith: "login:fail-new:" } } });
    const user = await db().user.findFirstOrThrow({ where: { email } });
    expect(buckets.find((b) => b.key === `login:fail-new:${user.id}`)?.count ?? 0).toBe(0);
  });

  it("an unknown email is limited the same way, so the answers say nothing about which emails exist", async () => {
    const email = uniqueEmail("nobody");
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_FAILURES_PER_IP_AND_ACCOUNT.limit + 1; i++) statuses.push(await logIn(email, "x", ip));
    expect(statuses).toEqual([...Array(LOGIN_FAILURES_PER_IP_AND_ACCOUNT.limit).fill(401), 429]);
  });

  it("simultaneous guesses are counted exactly: no more than the limit get checked", async () => {
    const email = await customer();
    const ip = randomIp();
    const statuses = await Promise.all(Array.from({ length: 25 }, (_, i) => logIn(email, `burst-${i}`, ip)));
    // Counted by status, so that a failure shows every answer (a CI run once saw one that was neither).
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    expect(counts).toEqual({
      401: LOGIN_FAILURES_PER_IP_AND_ACCOUNT.limit,
      429: 25 - LOGIN_FAILURES_PER_IP_AND_ACCOUNT.limit,
    });
  });
});

describe("next-auth's credentials callback (the side door)", () => {
  it("no longer checks passwords: the right one gets no session", async () => {
    const email = await customer();
    const csrf = await nextAuthGet(new NextRequest("http://localhost/api/auth/csrf"));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers
      .getSetCookie()
      .find((l) => l.startsWith("authjs.csrf-token="))!
      .split(";")[0]!;
    const res = await nextAuthPost(
      new NextRequest("http://localhost/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie, "x-forwarded-for": randomIp() },
        body: new URLSearchParams({ csrfToken, email, password: PASSWORD, usertype: "customer" }),
      }),
    );
    expect(res.status).toBeLessThan(500);
    const cookies = setCookies(res);
    expect(cookies.get(SESSION_COOKIE) ?? "").toBe("");
    expect(cookies.get(`__Secure-${SESSION_COOKIE}`) ?? "").toBe("");
  });
});

describe("Google sign-in", () => {
  it("never links to an account made with a password, and needs an email Google verified", async () => {
    const email = await customer();
    expect(await googleSignInRefusal(email, true)).toBe("AccountExists");
    await expect(findOrCreateGoogleCustomer(email, "Mallory")).rejects.toMatchObject({ status: 409 });
    expect(await googleSignInRefusal(uniqueEmail("g"), false)).toBe("GoogleEmailNotVerified");
    expect(await googleSignInRefusal(null, true)).toBe("GoogleEmailNotVerified");
  });

  it("finds the account Google made before, or makes one without a password", async () => {
    const email = uniqueEmail("google");
    expect(await googleSignInRefusal(email, true)).toBeNull();
    const first = await findOrCreateGoogleCustomer(email, "Priya");
    expect(await googleSignInRefusal(email, true)).toBeNull();
    const again = await findOrCreateGoogleCustomer(email, "Priya");
    expect(again.id).toBe(first.id);
    expect((await db().user.findUniqueOrThrow({ where: { id: first.id } })).passwordHash).toBeNull();
  });
});
