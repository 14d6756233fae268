// Issue 29, item 5: a customer's mobile number proved by a texted code, and logging in with it.
// Every call's good path, a wrong code five times (then dead), an expired, a reused and a replaced
// code, the limits per number and per address, and a login-code answer that reveals no account.
import { describe, expect, it } from "vitest";
import { POST as passwordLogin } from "@/app/api/(accounts)/login/[usertype]/route";
import { DELETE as removeNumber } from "@/app/api/(accounts)/phone/route";
import { POST as login } from "@/app/api/(accounts)/phone/login/route";
import { POST as loginCode } from "@/app/api/(accounts)/phone/loginCode/route";
import { POST as sendCode } from "@/app/api/(accounts)/phone/sendCode/route";
import { POST as verify } from "@/app/api/(accounts)/phone/verify/route";
import { XSRF_COOKIE } from "@/lib/auth/cookies";
import { hashPassword } from "@/lib/accounts/passwords";
import { db } from "@/lib/db";
import { drainJobs } from "@/lib/jobs/worker";
import * as A from "@/lib/openapi/answers";
import { CODES_PER_ADDRESS, CODES_PER_NUMBER, CODES_PER_NUMBER_PER_DAY } from "@/lib/phone/limits";
import { displayPhone } from "@/lib/phone/number";
import { sendLoginCode } from "@/lib/phone/service";
import { awayFromWindowEdge, randomIp, setCookies } from "@/tests/support/accounts";
import { createRestaurant, createUser } from "@/tests/support/factories";
import { queuedMail } from "@/tests/support/mail-links";
import { eventually, readTexts, testOutbox } from "@/tests/support/outbox";
import { newestCode, newestText, randomPhone } from "@/tests/support/phone";
import { bearerHeaders, cookieHeaders, jsonPost } from "@/tests/support/session";

type Answer = {
  status: number;
  body: { message: string; errors?: Record<string, string[]> } & Record<string, unknown>;
};

async function answer(res: Response | Promise<Response>): Promise<Answer> {
  const r = await res;
  return { status: r.status, body: (await r.json()) as Answer["body"] };
}

type Customer = Awaited<ReturnType<typeof createUser>>;
const as = async (user: Customer, ip = randomIp()) => ({ ...(await cookieHeaders(user)), "x-forwarded-for": ip });

const askCode = async (user: Customer, phone: string, ip?: string) =>
  answer(sendCode(jsonPost("/api/phone/sendCode", { phone }, await as(user, ip))));
const verifyCode = async (user: Customer, phone: string, code: string, ip?: string) =>
  answer(verify(jsonPost("/api/phone/verify", { phone, code }, await as(user, ip))));
const askLoginCode = (phone: string, ip = randomIp()) =>
  answer(loginCode(jsonPost("/api/phone/loginCode", { phone }, { "x-forwarded-for": ip })));
const logIn = (phone: string, code: string, ip = randomIp()) =>
  login(jsonPost("/api/phone/login", { phone, code }, { "x-forwarded-for": ip }));

const phoneOf = async (id: string) =>
  db().user.findUniqueOrThrow({ where: { id }, select: { phone: true, phoneVerifiedAt: true } });

/** A different code from `code` (a wrong guess). */
const wrong = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, "0");

/** A customer with `phone` verified through the calls. */
async function customerWith(phone: string): Promise<Customer> {
  const user = await createUser();
  expect((await askCode(user, phone)).status).toBe(200);
  expect((await verifyCode(user, phone, await newestCode(phone))).status).toBe(200);
  return user;
}

describe("adding a number: POST /api/phone/sendCode, POST /api/phone/verify", () => {
  it("texts a 6-digit code (stored only as its HMAC) and the right code makes the number the customer's", async () => {
    const user = await createUser();
    const phone = randomPhone();
    const local = phone.slice(3);
    // Written as people write it: normalised to E.164.
    const sent = await askCode(user, `+91 ${local.slice(0, 5)} ${local.slice(5)}`);
    expect(sent).toEqual({
      status: 200,
      body: { message: `We texted a 6-digit code to ${displayPhone(phone)}. It expires in 5 minutes.` },
    });

    // This drain or another test file's sends it; either way it lands in the run's shared outbox.
    await drainJobs({ only: ["sms"] });
    const texts = await eventually(async () => {
      const found = (await readTexts(testOutbox())).filter((t) => t.to === phone);
      return found.length ? found : undefined;
    });
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toMatch(/^[0-9]{6} is your Thali code\. It expires in 5 minutes\. Never share it\.$/);
    const code = texts[0]!.text.slice(0, 6);

    const row = await db().oneTimeCode.findFirstOrThrow({ where: { phone } });
    expect(row).toMatchObject({ purpose: "verify_phone", userId: user.id, userType: "customer", attempts: 0 });
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60 * 1000);
    expect(await phoneOf(user.id)).toEqual({ phone: null, phoneVerifiedAt: null });

    const verified = await verifyCode(user, `0${local}`, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ message: "Mobile number verified", phone });
    const after = await phoneOf(user.id);
    expect(after.phone).toBe(phone);
    expect(after.phoneVerifiedAt).toBeInstanceOf(Date);

    // The account's email hears of it (the number now logs in), queued with the change, keyed by the code.
    const notice = await queuedMail(`phone-added:${row.id}`);
    expect(notice).toMatchObject({
      template: "phoneAddedNotice",
      to: user.email,
      data: { phone: displayPhone(phone), profileUrl: expect.stringMatching(/\/profile$/) },
    });
  });

  it("refuses a number that is not an Indian mobile with 400 and its reason, texting nothing", async () => {
    const user = await createUser();
    for (const phone of ["12345", "5876543210", "+1 415 555 0100", "phone"]) {
      const refused = await askCode(user, phone);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe("Enter a 10-digit Indian mobile number");
    }
    expect(await db().oneTimeCode.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a wrong code says how many tries are left; the fifth kills the code, and then even the right one fails", async () => {
    const user = await createUser();
    const phone = randomPhone();
    await askCode(user, phone);
    const code = await newestCode(phone);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await verifyCode(user, phone, wrong(code));
      expect(refused.status).toBe(400);
      messages.push(refused.body.message);
    }
    expect(messages).toEqual([
      "That code is wrong. 4 tries left.",
      "That code is wrong. 3 tries left.",
      "That code is wrong. 2 tries left.",
      "That code is wrong. 1 try left.",
      "That code is wrong and can no longer be used. Ask for a new code.",
    ]);
    const dead = await verifyCode(user, phone, code);
    expect(dead).toEqual({ status: 400, body: { message: "That code was tried too many times. Ask for a new code." } });
    expect(await phoneOf(user.id)).toEqual({ phone: null, phoneVerifiedAt: null });
  });

  it("guesses sent at once are counted exactly: never more than five", async () => {
    const user = await createUser();
    const phone = randomPhone();
    await askCode(user, phone);
    const code = await newestCode(phone);
    const headers = await as(user);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const guess = String((Number(code) + 1 + i) % 1e6).padStart(6, "0");
        return answer(verify(jsonPost("/api/phone/verify", { phone, code: guess }, headers)));
      }),
    );
    expect(guesses.every((g) => g.status === 400)).toBe(true);
    expect((await db().oneTimeCode.findFirstOrThrow({ where: { phone } })).attempts).toBe(5);
    expect((await verifyCode(user, phone, code)).status).toBe(400);
  });

  it("an expired code, a used code and a code replaced by a newer one are refused, changing nothing", async () => {
    const user = await createUser();
    const phone = randomPhone();
    await askCode(user, phone);
    const first = await newestCode(phone);
    await db().oneTimeCode.updateMany({ where: { phone }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await verifyCode(user, phone, first)).toEqual({
      status: 400,
      body: { message: "That code has expired or a newer one was sent. Ask for a new code." },
    });

    await askCode(user, phone);
    const second = await newestCode(phone);
    await askCode(user, phone);
    const third = await newestCode(phone);
    // The older code is void once a newer one is sent.
    expect((await verifyCode(user, phone, second)).status).toBe(400);
    expect(await phoneOf(user.id)).toEqual({ phone: null, phoneVerifiedAt: null });

    expect((await verifyCode(user, phone, third)).status).toBe(200);
    const verifiedAt = (await phoneOf(user.id)).phoneVerifiedAt;
    expect(await verifyCode(user, phone, third)).toEqual({
      status: 400,
      body: { message: "That code has already been used. Ask for a new code." },
    });
    expect((await phoneOf(user.id)).phoneVerifiedAt).toEqual(verifiedAt);
  });

  it("a number another customer has verified answers 409 and stays theirs", async () => {
    const phone = randomPhone();
    const holder = await customerWith(phone);
    const other = await createUser();
    expect((await askCode(other, phone)).status).toBe(200);
    const taken = await verifyCode(other, phone, await newestCode(phone));
    expect(taken).toEqual({
      status: 409,
      body: { message: "This number is already verified on another Thali account. Remove it there first." },
    });
    expect((await phoneOf(other.id)).phone).toBeNull();
    expect((await phoneOf(holder.id)).phone).toBe(phone);
  });

  it("changing to a new number replaces the old one; asking again for the verified one is refused", async () => {
    const phone = randomPhone();
    const user = await customerWith(phone);
    expect(await askCode(user, phone)).toEqual({
      status: 400,
      body: { message: "This number is already verified on your account" },
    });
    const next = randomPhone();
    expect((await askCode(user, next)).status).toBe(200);
    expect((await verifyCode(user, next, await newestCode(next))).status).toBe(200);
    expect((await phoneOf(user.id)).phone).toBe(next);
  });

  it("a code sent to one customer cannot be used by another", async () => {
    const phone = randomPhone();
    const asker = await createUser();
    const thief = await createUser();
    await askCode(asker, phone);
    const code = await newestCode(phone);
    expect((await verifyCode(thief, phone, code)).body.message).toBe(
      "No code was sent to this number yet. Ask for one first.",
    );
    expect((await phoneOf(thief.id)).phone).toBeNull();
  });

  it("owners cannot add a number (customers only)", async () => {
    const restaurant = await createRestaurant();
    const owner = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
    const res = await sendCode(
      jsonPost(
        "/api/phone/sendCode",
        { phone: randomPhone() },
        await bearerHeaders({ ...owner, userType: "restaurant" }, restaurant.id),
      ),
    );
    expect(res.status).toBe(403);
  });
});

describe("DELETE /api/phone", () => {
  it("removes the customer's number, and a code on its way for adding one dies with it", async () => {
    const phone = randomPhone();
    const user = await customerWith(phone);
    const next = randomPhone();
    await askCode(user, next);
    const pending = await newestCode(next);
    const removed = await answer(
      removeNumber(new Request("http://localhost/api/phone", { method: "DELETE", headers: await as(user) })),
    );
    expect(removed).toEqual({ status: 200, body: { message: "Mobile number removed" } });
    expect(await phoneOf(user.id)).toEqual({ phone: null, phoneVerifiedAt: null });
    expect((await verifyCode(user, next, pending)).status).toBe(400);
    // The number is free: its login codes are no longer texted.
    await askLoginCode(phone);
    expect(await newestText(phone)).toBeNull();
  });
});

describe("logging in with a number: POST /api/phone/loginCode, POST /api/phone/login", () => {
  it("answers alike for a customer's number and a number nobody has, and texts only the customer", async () => {
    const known = randomPhone();
    await customerWith(known);
    const unknown = randomPhone();
    const a = await askLoginCode(known);
    const b = await askLoginCode(unknown);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.message.replace(displayPhone(known), "N")).toBe(b.body.message.replace(displayPhone(unknown), "N"));
    expect(Object.keys(a.body)).toEqual(Object.keys(b.body));
    expect(await newestText(known)).toMatch(/is your Thali code/);
    expect(await newestText(unknown)).toBeNull();

    // Trying a code answers alike too: the tries are counted the same way for both.
    const tryKnown = await answer(logIn(known, wrong(await newestCode(known))));
    const tryUnknown = await answer(logIn(unknown, "123456"));
    expect(tryKnown).toEqual({
      status: 401,
      body: { message: "That code is wrong. 4 tries left.", errors: { code: ["4 tries left"] } },
    });
    expect(tryUnknown).toEqual(tryKnown);
  });

  it("a number only an owner or an unverified customer would have gets no text", async () => {
    const phone = randomPhone();
    const restaurant = await createRestaurant();
    await db().user.update({ where: { id: restaurant.ownerId }, data: { phone, phoneVerifiedAt: new Date() } });
    expect((await askLoginCode(phone)).status).toBe(200);
    expect(await newestText(phone)).toBeNull();
  });

  it("the right code logs in exactly as the password login does: same answer shape and cookies", async () => {
    const phone = randomPhone();
    const user = await customerWith(phone);
    await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword("phone-test-pass-1") } });
    await askLoginCode(phone);
    const code = await newestCode(phone);
    const res = await logIn(phone, code);
    expect(res.status).toBe(200);
    const body = A.LoginAnswer.parse(await res.json());
    expect(body.message).toBe("Logged in successfully");
    expect(body.user).toMatchObject({ _id: user.id, email: user.email, usertype: "customer" });
    const cookies = setCookies(res);

    const byPassword = await passwordLogin(
      jsonPost(
        "/api/login/customer",
        { email: user.email, password: "phone-test-pass-1" },
        { "x-forwarded-for": randomIp() },
      ),
      { params: Promise.resolve({ usertype: "customer" }) },
    );
    expect(byPassword.status).toBe(200);
    expect([...cookies.keys()].sort()).toEqual([...setCookies(byPassword).keys()].sort());
    expect(Object.keys(body.user).sort()).toEqual(
      Object.keys(((await byPassword.json()) as { user: object }).user).sort(),
    );
    // The new login is a live session: its refresh token is stored (hashed) for this customer.
    expect(
      await db().refreshToken.count({ where: { userId: user.id, usedAt: null, revokedAt: null } }),
    ).toBeGreaterThan(0);

    // The same code again: spent.
    expect(await answer(logIn(phone, code))).toEqual({
      status: 401,
      body: { message: "That code has already been used. Ask for a new code." },
    });
  });

  it("a wrong code five times kills the login code; an expired one is refused; nothing logs in", async () => {
    const phone = randomPhone();
    await customerWith(phone);
    await askLoginCode(phone);
    const code = await newestCode(phone);
    for (let i = 0; i < 5; i++) expect((await logIn(phone, wrong(code))).status).toBe(401);
    const dead = await logIn(phone, code);
    expect(dead.status).toBe(401);
    // No session: at most the XSRF token, which every answer hands a browser without one.
    expect([...setCookies(dead).keys()].filter((name) => name !== XSRF_COOKIE)).toEqual([]);

    await askLoginCode(phone);
    const late = await newestCode(phone);
    await db().oneTimeCode.updateMany({
      where: { phone, purpose: "login", usedAt: null },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    expect((await answer(logIn(phone, late))).body.message).toBe(
      "That code has expired or a newer one was sent. Ask for a new code.",
    );
  });

  it("a login code is not a code for adding the number, nor the reverse", async () => {
    const phone = randomPhone();
    const user = await customerWith(phone);
    await askLoginCode(phone);
    const loginCodeValue = await newestCode(phone);
    const other = await createUser();
    expect((await verifyCode(other, phone, loginCodeValue)).status).toBe(400);
    const next = randomPhone();
    await askCode(user, next);
    expect((await logIn(next, await newestCode(next))).status).toBe(401);
  });

  it("refuses a malformed number with 400 and a malformed code with 422, before any work", async () => {
    expect(await askLoginCode("98765")).toMatchObject({
      status: 400,
      body: { message: "Enter a 10-digit Indian mobile number" },
    });
    const malformed = await answer(logIn(randomPhone(), "12ab56"));
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors?.code).toEqual(["Enter the 6-digit code from the text"]);
  });
});

// Its tests may first wait up to a minute for a rate-limit window to turn (awayFromWindowEdge).
describe("limits", { timeout: 120_000 }, () => {
  it("per number: the fourth code in 15 minutes is refused (429 with Retry-After), from any address", async () => {
    await awayFromWindowEdge(CODES_PER_NUMBER.windowMs);
    const phone = randomPhone();
    const user = await createUser();
    for (let i = 0; i < CODES_PER_NUMBER.limit; i++) expect((await askCode(user, phone)).status).toBe(200);
    const refused = await sendCode(jsonPost("/api/phone/sendCode", { phone }, await as(user)));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many codes asked for\. Please try again in \d+ minutes?\.$/,
    );
    // Login codes to the same number share the limit.
    expect((await askLoginCode(phone)).status).toBe(429);
  });

  it("per number: at most ten codes a day, whichever 15 minutes they fall in", async () => {
    const phone = randomPhone();
    const day = CODES_PER_NUMBER_PER_DAY.windowMs;
    // An hour into a day window two days ago: its own windows, untouched by any other test.
    const start = Math.floor(Date.now() / day) * day - 2 * day + 60 * 60 * 1000;
    const outcomes: string[] = [];
    for (let i = 0; i < 12; i++) {
      const now = new Date(start + Math.floor(i / 3) * CODES_PER_NUMBER.windowMs + (i % 3) * 1000);
      outcomes.push(
        await sendLoginCode(phone, randomIp(), now).then(
          () => "sent",
          (e: Error) => e.message,
        ),
      );
    }
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(CODES_PER_NUMBER_PER_DAY.limit);
    expect(outcomes.at(-1)).toMatch(/^Too many codes asked for/);
  });

  it("per address: the 21st code in an hour from one address is refused, whatever the numbers", async () => {
    await awayFromWindowEdge(CODES_PER_ADDRESS.windowMs);
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= CODES_PER_ADDRESS.limit; i++) statuses.push((await askLoginCode(randomPhone(), ip)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(CODES_PER_ADDRESS.limit);
    expect(statuses.at(-1)).toBe(429);
  });
});
