import { describe, expect, it } from "vitest";
import { POST as confirmEmailChange } from "@/app/api/(accounts)/confirmEmailChange/route";
import { POST as undoEmailChange } from "@/app/api/(accounts)/undoEmailChange/route";
import { POST as updateUserEmail } from "@/app/api/(accounts)/updateUserEmail/route";
import { GET as ordersOf } from "@/app/api/(orders)/getOrdersByCustomerId/route";
import { EMAIL_CHANGE_ANSWER, PASSWORD_NEEDED } from "@/lib/accounts/email-change";
import { hashPassword } from "@/lib/accounts/passwords";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { getSessionUser } from "@/lib/auth/session";
import type { UserType } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { randomIp, setCookies, uniqueEmail } from "@/tests/support/accounts";
import { createUser } from "@/tests/support/factories";
import { newestLink } from "@/tests/support/mail-links";
import { jsonPost, logInAs, type Login } from "@/tests/support/session";

// Issue 29, item 4: a stolen session cannot take the account by its email. Changing it needs a login at most
// 10 minutes old or the password; the new address confirms; the old one gets an undo that ends every login.

const PASSWORD = "current-password-1";

async function account() {
  return db().user.create({
    data: {
      username: "Meera",
      email: uniqueEmail("meera"),
      userType: "customer",
      passwordHash: await hashPassword(PASSWORD),
    },
  });
}

/** A login that began `minutes` ago (its refresh-token family's first token). */
async function loginFrom(
  user: { id: string; username: string; email: string; userType: UserType },
  minutes: number,
) {
  const login = await logInAs(user);
  await db().refreshToken.updateMany({
    where: { familyId: login.session.sessionId },
    data: { createdAt: new Date(Date.now() - minutes * 60_000) },
  });
  return login;
}

const bearer = (login: Login) => ({ authorization: `Bearer ${login.accessToken}`, "x-forwarded-for": randomIp() });

async function ask(login: Login, body: Record<string, unknown>, headers = bearer(login)) {
  const res = await updateUserEmail(jsonPost("/api/updateUserEmail", body, headers));
  return { status: res.status, body: (await res.json()) as { message: string; errors?: Record<string, string[]> } };
}

const confirm = (token: string, headers: Record<string, string> = { "x-forwarded-for": randomIp() }) =>
  confirmEmailChange(jsonPost("/api/confirmEmailChange", { token }, headers));
const undo = (token: string) =>
  undoEmailChange(jsonPost("/api/undoEmailChange", { token }, { "x-forwarded-for": randomIp() }));
const emailOf = async (id: string) => (await db().user.findUniqueOrThrow({ where: { id } })).email;
const works = async (userId: string, login: Login) =>
  (await ordersOf(new Request(`http://localhost/api/getOrdersByCustomerId?_id=${userId}`, { headers: bearer(login) })))
    .status === 200;

describe("POST /api/updateUserEmail: a recent login or the password", () => {
  it("a login older than 10 minutes must give the password: without it, or wrong, 403 naming the field", async () => {
    const user = await account();
    const old = await loginFrom(user, 11);
    const target = uniqueEmail("new");

    const without = await ask(old, { email: target });
    expect(without).toEqual({
      status: 403,
      body: { message: PASSWORD_NEEDED, errors: { password: [PASSWORD_NEEDED] } },
    });
    const wrong = await ask(old, { email: target, password: "not-my-password" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors?.password?.[0]).toMatch(/not right/);
    expect(await db().accountToken.count({ where: { userId: user.id, purpose: "email_change" } })).toBe(0);

    const right = await ask(old, { email: target, password: PASSWORD });
    expect(right).toEqual({ status: 200, body: { message: EMAIL_CHANGE_ANSWER } });
    expect(await emailOf(user.id)).toBe(user.email);
    const link = await newestLink(user.id, "email_change");
    expect(link.to).toBe(target);
    expect(link.url.pathname).toBe("/account/email/confirm");
  });

  it("a login of under 10 minutes needs no password (the spec's client logs in and changes at once)", async () => {
    const user = await account();
    const fresh = await loginFrom(user, 9);
    expect((await ask(fresh, { username: user.username, email: uniqueEmail("quick") })).status).toBe(200);
  });
});

describe("POST /api/confirmEmailChange and /api/undoEmailChange", () => {
  it("confirm: the new email, other logins ended, a notice with an undo to the old address; undo: all back, every login ended", async () => {
    const user = await account();
    const here = await logInAs(user);
    const elsewhere = await logInAs(user);
    const target = uniqueEmail("confirmed");
    expect((await ask(here, { email: target })).status).toBe(200);
    const { token } = await newestLink(user.id, "email_change");

    // Followed in the browser that asked: it keeps its login and its cookie names the new email.
    const confirmed = await confirm(token, { ...here.browser, "x-forwarded-for": randomIp() });
    expect(confirmed.status).toBe(200);
    expect(await emailOf(user.id)).toBe(target);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull();
    const cookie = setCookies(confirmed).get(SESSION_COOKIE)!;
    const session = await getSessionUser(
      new Request("http://l/x", { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } }),
    );
    expect(session?.email).toBe(target);
    expect(await works(user.id, here)).toBe(true);
    expect(await works(user.id, elsewhere)).toBe(false);

    const notice = await newestLink(user.id, "email_undo");
    expect(notice.to).toBe(user.email);
    expect(notice.url.pathname).toBe("/account/email/undo");
    const row = await db().accountToken.findFirstOrThrow({ where: { userId: user.id, purpose: "email_undo" } });
    expect(row.email).toBe(user.email);
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(5000);

    const twice = await confirm(token);
    expect(twice.status).toBe(400);
    expect(((await twice.json()) as { message: string }).message).toMatch(/already been used/);

    const undone = await undo(notice.token);
    expect(undone.status).toBe(200);
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await works(user.id, here)).toBe(false);
    expect((await undo(notice.token)).status).toBe(400);
  });

  it("refuses an expired, unknown or other kind of token, and a link followed while signed in to another account", async () => {
    const user = await account();
    const login = await logInAs(user);
    const target = uniqueEmail("late");
    await ask(login, { email: target });
    const { token } = await newestLink(user.id, "email_change");

    const stranger = await createUser();
    const strangerLogin = await logInAs(stranger);
    const foreign = await confirm(token, {
      authorization: `Bearer ${strangerLogin.accessToken}`,
      "x-forwarded-for": randomIp(),
    });
    expect(foreign.status).toBe(403);
    expect(await emailOf(user.id)).toBe(user.email);

    expect((await confirm("made-up-token")).status).toBe(400);
    expect((await undo(token)).status).toBe(400); // a confirmation is no undo
    await db().accountToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const late = await confirm(token);
    expect(late.status).toBe(400);
    expect(((await late.json()) as { message: string }).message).toMatch(/expired/);
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await works(user.id, login)).toBe(true);
  });

  it("answers 409 when the address was taken meanwhile, changing nothing (the link still works once it is free)", async () => {
    const user = await account();
    const login = await logInAs(user);
    const other = await logInAs(await createUser());
    const target = uniqueEmail("contested");
    await ask(login, { email: target });
    const { token } = await newestLink(user.id, "email_change");
    const squatter = await db().user.create({ data: { username: "Squat", email: target, userType: "customer" } });

    const taken = await confirm(token);
    expect(taken.status).toBe(409);
    expect(await emailOf(user.id)).toBe(user.email);
    expect(await works(user.id, login)).toBe(true);
    expect(await works(other.session.id, other)).toBe(true);

    await db().user.delete({ where: { id: squatter.id } });
    expect((await confirm(token)).status).toBe(200);
  });

  it("an undo cannot be undone by whoever made a later change: their links stop working", async () => {
    const user = await account();
    const login = await logInAs(user);
    // The thief changes A -> B, then B -> C; the owner of A undoes.
    const b = uniqueEmail("thief-b");
    await ask(login, { email: b });
    await confirm((await newestLink(user.id, "email_change")).token);
    const undoToA = await newestLink(user.id, "email_undo");
    const thief = await logInAs({ ...user, email: b });
    await ask(thief, { email: uniqueEmail("thief-c") });
    await confirm((await newestLink(user.id, "email_change")).token);
    const undoToB = await newestLink(user.id, "email_undo");
    expect(undoToB.to).toBe(b);

    expect((await undo(undoToA.token)).status).toBe(200);
    expect(await emailOf(user.id)).toBe(user.email);
    expect((await undo(undoToB.token)).status).toBe(400);
    expect(await emailOf(user.id)).toBe(user.email);
  });
});
