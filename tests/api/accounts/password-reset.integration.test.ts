import { describe, expect, it } from "vitest";
import { POST as forgotPassword } from "@/app/api/(accounts)/forgotPassword/route";
import { POST as login } from "@/app/api/(accounts)/login/[usertype]/route";
import { POST as refresh } from "@/app/api/(accounts)/refreshAccessToken/route";
import { POST as resetPassword } from "@/app/api/(accounts)/resetPassword/route";
import { POST as signup } from "@/app/api/(accounts)/signup/customer/route";
import { POST as verifyEmail } from "@/app/api/(accounts)/verifyEmail/route";
import { POST as confirmEmailChange } from "@/app/api/(accounts)/confirmEmailChange/route";
import { GET as ordersOf } from "@/app/api/(orders)/getOrdersByCustomerId/route";
import { FORGOT_PER_EMAIL, FORGOT_PER_IP } from "@/lib/accounts/limits";
import { hashPassword } from "@/lib/accounts/passwords";
import { FORGOT_PASSWORD_ANSWER } from "@/lib/accounts/recovery";
import { db } from "@/lib/db";
import { awayFromWindowEdge, randomIp, uniqueEmail } from "@/tests/support/accounts";
import { newestLink, queuedMail } from "@/tests/support/mail-links";
import { jsonPost, logInAs, type Login } from "@/tests/support/session";

// Issue 29, items 2 and 3: the welcome mail confirms the address; "Forgot password?" mails a single-use link
// (30 minutes, stored hashed) with the same answer for any address; the reset ends every login.

const OLD_PASSWORD = "old-password-1";
const NEW_PASSWORD = "new-password-2";

async function account(userType: "customer" | "restaurant" = "customer", email = uniqueEmail("reset")) {
  return db().user.create({
    data: { username: "Asha", email, userType, passwordHash: await hashPassword(OLD_PASSWORD) },
  });
}

async function forgot(email: string, usertype = "customer", ip = randomIp()) {
  const res = await forgotPassword(jsonPost("/api/forgotPassword", { email, usertype }, { "x-forwarded-for": ip }));
  return { status: res.status, body: (await res.json()) as { message: string } };
}

async function reset(token: string, password = NEW_PASSWORD, confirmPassword = password) {
  const res = await resetPassword(
    jsonPost("/api/resetPassword", { token, password, confirmPassword }, { "x-forwarded-for": randomIp() }),
  );
  return { status: res.status, body: (await res.json()) as { message: string; usertype?: string } };
}

async function logsIn(email: string, password: string, usertype = "customer"): Promise<number> {
  const res = await login(jsonPost(`/api/login/${usertype}`, { email, password }, { "x-forwarded-for": randomIp() }), {
    params: Promise.resolve({ usertype }),
  });
  return res.status;
}

const ordersRequest = (userId: string, login: Login) =>
  new Request(`http://localhost/api/getOrdersByCustomerId?_id=${userId}`, {
    headers: { authorization: `Bearer ${login.accessToken}` },
  });

describe("sign-up's welcome and POST /api/verifyEmail", () => {
  it("queues the welcome with the sign-up; the link's button confirms the address once", async () => {
    const email = uniqueEmail("welcome");
    const body = {
      username: "Asha",
      email,
      password: OLD_PASSWORD,
      confirmPassword: OLD_PASSWORD,
      usertype: "customer",
    };
    const res = await signup(jsonPost("/api/signup/customer", body, { "x-forwarded-for": randomIp() }));
    // The spec's answer is unchanged.
    expect(await res.json()).toEqual({ message: "Account created successfully. Please log in." });
    const user = await db().user.findFirstOrThrow({ where: { email, userType: "customer" } });
    expect(user.emailVerifiedAt).toBeNull();

    const link = await newestLink(user.id, "email_verify");
    expect(link.to).toBe(email);
    expect(link.url.pathname).toBe("/verify-email");
    // Stored hashed: the raw token is nowhere in the database.
    const stored = await db().accountToken.findFirstOrThrow({ where: { userId: user.id, purpose: "email_verify" } });
    expect(stored.tokenHash).not.toContain(link.token);
    expect(Math.abs(stored.expiresAt.getTime() - stored.createdAt.getTime() - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(
      5000,
    );

    const verify = (token: string) =>
      verifyEmail(jsonPost("/api/verifyEmail", { token }, { "x-forwarded-for": randomIp() }));
    const first = await verify(link.token);
    expect(first.status).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull();
    const again = await verify(link.token);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toMatch(/already been used/);
    expect((await verify("not-a-token")).status).toBe(400);
  });

  it("a welcome link confirms nothing once the account has moved to another address", async () => {
    const user = await account();
    const { issueToken } = await import("@/lib/accounts/account-tokens");
    const link = await db().$transaction((tx) =>
      issueToken(tx, { userId: user.id, purpose: "email_verify", email: user.email }),
    );
    await db().user.update({ where: { id: user.id }, data: { email: uniqueEmail("moved") } });
    const res = await verifyEmail(
      jsonPost("/api/verifyEmail", { token: link.token }, { "x-forwarded-for": randomIp() }),
    );
    expect(res.status).toBe(400);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeNull();
  });
});

// Its tests may first wait up to a minute for a rate-limit window to turn (awayFromWindowEdge).
describe("POST /api/forgotPassword", { timeout: 120_000 }, () => {
  it("answers an unknown address exactly as a known one, and mails only the account", async () => {
    const user = await account();
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot(uniqueEmail("nobody"));
    expect(known).toEqual({ status: 200, body: { message: FORGOT_PASSWORD_ANSWER } });
    expect(unknown).toEqual(known);
    const link = await newestLink(user.id, "password_reset");
    expect(link.to).toBe(user.email);
    expect(link.url.pathname).toBe("/reset-password");
    const row = await db().accountToken.findFirstOrThrow({ where: { userId: user.id, purpose: "password_reset" } });
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 30 * 60 * 1000)).toBeLessThan(5000);
    // The other account type with this email has no account: nothing for it.
    expect((await forgot(user.email, "restaurant")).status).toBe(200);
    expect(await db().accountToken.count({ where: { user: { email: user.email }, purpose: "password_reset" } })).toBe(
      1,
    );
  });

  it("limits requests per address and account type (unknown ones alike) and per client address", async () => {
    await awayFromWindowEdge(FORGOT_PER_EMAIL.windowMs);
    const user = await account();
    const statuses = [];
    for (let i = 0; i <= FORGOT_PER_EMAIL.limit; i++) statuses.push((await forgot(user.email)).status);
    expect(statuses).toEqual([...Array<number>(FORGOT_PER_EMAIL.limit).fill(200), 429]);
    const stranger = uniqueEmail("stranger");
    const unknown = [];
    for (let i = 0; i <= FORGOT_PER_EMAIL.limit; i++) unknown.push((await forgot(stranger)).status);
    expect(unknown).toEqual(statuses);

    const ip = randomIp();
    const fromOne = [];
    for (let i = 0; i <= FORGOT_PER_IP.limit; i++)
      fromOne.push((await forgot(uniqueEmail("spray"), "customer", ip)).status);
    expect(fromOne.at(-1)).toBe(429);
    expect(fromOne.filter((s) => s === 200)).toHaveLength(FORGOT_PER_IP.limit);
  });

  it("a newer link replaces the older one still unused", async () => {
    const user = await account();
    await forgot(user.email);
    const older = await newestLink(user.id, "password_reset");
    await forgot(user.email);
    const newer = await newestLink(user.id, "password_reset");
    const refused = await reset(older.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/expired or was replaced/);
    expect((await reset(newer.token)).status).toBe(200);
  });
});

describe("POST /api/resetPassword", () => {
  it("sets the password, ends every login of the account, and works once", async () => {
    const user = await account();
    const phone = await logInAs(user);
    const laptop = await logInAs(user);
    await forgot(user.email);
    const { token } = await newestLink(user.id, "password_reset");

    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body.usertype).toBe("customer");
    for (const login of [phone, laptop]) {
      expect((await ordersOf(ordersRequest(user.id, login))).status).toBe(403);
      expect((await refresh(jsonPost("/api/refreshAccessToken", { refreshToken: login.refreshToken }))).status).toBe(
        401,
      );
    }
    expect(await logsIn(user.email, OLD_PASSWORD)).toBe(401);
    expect(await logsIn(user.email, NEW_PASSWORD)).toBe(200);

    const again = await reset(token, "third-password-3");
    expect(again).toEqual({
      status: 400,
      body: { message: "This reset link has already been used. Ask for a new one." },
    });
    expect(await logsIn(user.email, NEW_PASSWORD)).toBe(200);
  });

  it("refuses an expired or unknown token, or another kind of link's, and changes nothing", async () => {
    const user = await account();
    await forgot(user.email);
    const { token } = await newestLink(user.id, "password_reset");
    await db().accountToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const late = await reset(token);
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/expired/);
    expect((await reset("x".repeat(43))).body.message).toMatch(/not valid/);
    expect(await logsIn(user.email, OLD_PASSWORD)).toBe(200);

    // A reset token opens nothing else: not the confirmation of an email change.
    await forgot(user.email);
    const fresh = await newestLink(user.id, "password_reset");
    const elsewhere = await confirmEmailChange(
      jsonPost("/api/confirmEmailChange", { token: fresh.token }, { "x-forwarded-for": randomIp() }),
    );
    expect(elsewhere.status).toBe(400);
    expect((await reset(fresh.token)).status).toBe(200);
  });

  it("holds to sign-up's password rules and leaves the link usable after a refusal", async () => {
    const user = await account();
    await forgot(user.email);
    const { token } = await newestLink(user.id, "password_reset");
    const short = await reset(token, "short");
    expect(short.status).toBe(422);
    const mismatch = await reset(token, NEW_PASSWORD, "something-else");
    expect(mismatch.status).toBe(422);
    expect(await logsIn(user.email, OLD_PASSWORD)).toBe(200);
    expect((await reset(token)).status).toBe(200);
  });

  it("resets only the account the link was for: a partner account with the same email keeps its password", async () => {
    const email = uniqueEmail("both");
    const customer = await account("customer", email);
    await account("restaurant", email);
    await forgot(email, "customer");
    const { token } = await newestLink(customer.id, "password_reset");
    expect((await reset(token)).body.usertype).toBe("customer");
    expect(await logsIn(email, NEW_PASSWORD, "customer")).toBe(200);
    expect(await logsIn(email, OLD_PASSWORD, "restaurant")).toBe(200);
    expect(await logsIn(email, NEW_PASSWORD, "restaurant")).toBe(401);
  });

  it("lets an account that signs in only with Google set a password", async () => {
    const user = await db().user.create({
      data: { username: "Google Person", email: uniqueEmail("google"), userType: "customer" },
    });
    await forgot(user.email);
    const { token } = await newestLink(user.id, "password_reset");
    expect(
      (
        await queuedMail(
          `password-reset:${(await db().accountToken.findFirstOrThrow({ where: { userId: user.id } })).id}`,
        )
      )?.template,
    ).toBe("passwordReset");
    expect((await reset(token)).status).toBe(200);
    expect(await logsIn(user.email, NEW_PASSWORD)).toBe(200);
  });
});
