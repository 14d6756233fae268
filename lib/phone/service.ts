import "server-only";
import { identitySelect, isUniqueViolation, type Identity } from "@/lib/accounts/identity";
import { createId } from "@/lib/accounts/ids";
import type { SessionUser } from "@/lib/auth/session-user";
import { BUSY_PATH_TX, db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { linkOrigin } from "@/lib/http/public-url";
import { queueMail } from "@/lib/messages/mail";
import { queueSms } from "@/lib/messages/sms";
import { CODE_MAX_TRIES, CODE_TTL_MINUTES, codeMatches, codeText, hashCode, newCode } from "@/lib/phone/codes";
import {
  CODE_CHECKS_PER_ADDRESS,
  CODES_PER_ADDRESS,
  CODES_PER_NUMBER,
  CODES_PER_NUMBER_PER_DAY,
  TOO_MANY_CHECKS,
  TOO_MANY_CODES,
} from "@/lib/phone/limits";
import { displayPhone, PHONE_NUMBER_MESSAGE, toE164 } from "@/lib/phone/number";
import { enforceRateLimit } from "@/lib/rate-limit/service";

// A customer's mobile number, proved by a texted code, and logging in with the number and a code.
// Only customers: partners keep email and password. Every code is a OneTimeCode row (its HMAC, never
// the code) written in one transaction with its text job (lib/messages/sms.ts), so a code exists
// exactly when its text will go out. A new code for the same number and purpose voids the older ones;
// a code dies after CODE_MAX_TRIES wrong tries, CODE_TTL_MINUTES or its one use.

type Purpose = "verify_phone" | "login";
type Tx = Prisma.TransactionClient;

/** The same words whether or not a customer has this number: the answer reveals no account. */
function loginCodeAnswer(phone: string): string {
  return `If ${displayPhone(phone)} is the verified number of a Thali account, a 6-digit code is on its way. It expires in ${CODE_TTL_MINUTES} minutes.`;
}

function parsePhone(raw: string): string {
  const phone = toE164(raw);
  if (!phone) throw new AppError(400, PHONE_NUMBER_MESSAGE, { phone: [PHONE_NUMBER_MESSAGE] });
  return phone;
}

/** Counts one text against the caller's address and the number, refusing (429) past any limit. */
async function limitTexts(phone: string, ip: string, now: Date): Promise<void> {
  await enforceRateLimit(`phone-code:ip:${ip}`, CODES_PER_ADDRESS, TOO_MANY_CODES, now);
  await enforceRateLimit(`phone-code:number:${phone}`, CODES_PER_NUMBER, TOO_MANY_CODES, now);
  await enforceRateLimit(`phone-code:number-day:${phone}`, CODES_PER_NUMBER_PER_DAY, TOO_MANY_CODES, now);
}

const limitChecks = (ip: string, now: Date) =>
  enforceRateLimit(`phone-check:ip:${ip}`, CODE_CHECKS_PER_ADDRESS, TOO_MANY_CHECKS, now);

/** Whose codes a new code replaces: a number's login codes, or one account's codes for adding that number. */
function scope(phone: string, purpose: Purpose, userId: string | null): Prisma.OneTimeCodeWhereInput {
  return purpose === "login" ? { phone, purpose } : { phone, purpose, userId };
}

/**
 * Writes a new code for `phone` (voiding the older ones of its scope) and, when `send`, its text, in
 * one transaction. A login code for a number no customer has is written but never texted, so that
 * asking for one and trying it answer alike either way.
 */
async function issueCode(phone: string, purpose: Purpose, userId: string | null, send: boolean, now: Date) {
  await db().$transaction(async (tx) => {
    // Two requests at once for the same number must not leave two live codes.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`one-time-code:${purpose}:${phone}`}))`;
    await tx.oneTimeCode.updateMany({
      where: { ...scope(phone, purpose, userId), usedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: now },
    });
    const id = createId();
    const code = newCode();
    await tx.oneTimeCode.create({
      data: {
        id,
        purpose,
        phone,
        userType: "customer",
        userId,
        codeHash: hashCode(id, code),
        expiresAt: new Date(now.getTime() + CODE_TTL_MINUTES * 60 * 1000),
        createdAt: now,
      },
    });
    if (send) await queueSms(tx, { to: phone, text: codeText(code), key: id });
  });
}

const ASK_AGAIN = "Ask for a new code.";

/**
 * Checks `code` against the newest code of its scope. A wrong code costs a try (counted by one
 * conditional update, so racing guesses never get more than CODE_MAX_TRIES); every refusal answers
 * `status` with what happened and, for a wrong code, the tries left. Outside any transaction: a
 * refusal must keep its try counted, and a pool of one connection (PGlite) cannot hold two.
 */
async function checkCode(
  where: Prisma.OneTimeCodeWhereInput,
  code: string,
  status: 400 | 401,
  now: Date,
): Promise<{ id: string; userId: string | null }> {
  const row = await db().oneTimeCode.findFirst({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, codeHash: true, attempts: true, expiresAt: true, usedAt: true, userId: true },
  });
  if (!row) throw new AppError(status, "No code was sent to this number yet. Ask for one first.");
  if (row.usedAt) throw new AppError(status, `That code has already been used. ${ASK_AGAIN}`);
  if (row.attempts >= CODE_MAX_TRIES) throw new AppError(status, `That code was tried too many times. ${ASK_AGAIN}`);
  if (row.expiresAt <= now) throw new AppError(status, `That code has expired or a newer one was sent. ${ASK_AGAIN}`);
  if (codeMatches(row.id, code, row.codeHash)) return { id: row.id, userId: row.userId };
  const [counted] = await db().$queryRaw<Array<{ attempts: number }>>`
    UPDATE "OneTimeCode" SET "attempts" = "attempts" + 1
    WHERE "id" = ${row.id} AND "usedAt" IS NULL AND "attempts" < ${CODE_MAX_TRIES}
    RETURNING "attempts"`;
  const left = CODE_MAX_TRIES - (counted?.attempts ?? CODE_MAX_TRIES);
  if (left <= 0) throw new AppError(status, `That code is wrong and can no longer be used. ${ASK_AGAIN}`);
  const tries = `${left} ${left === 1 ? "try" : "tries"} left`;
  throw new AppError(status, `That code is wrong. ${tries}.`, { code: [tries] });
}

/** Spends a checked code in `tx`: a second request with the same code (a double submit, a replay) finds it spent. */
async function spendCode(tx: Tx, id: string, status: 400 | 401, now: Date): Promise<void> {
  const spent = await tx.oneTimeCode.updateMany({
    where: { id, usedAt: null, attempts: { lt: CODE_MAX_TRIES }, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (spent.count !== 1) throw new AppError(status, `That code has already been used. ${ASK_AGAIN}`);
}

export type PhoneState = { phone: string | null; phoneVerifiedAt: Date | null };

/** The customer's verified number, if any (the profile shows it). */
export async function getPhone(customer: SessionUser): Promise<PhoneState> {
  const row = await db().user.findUnique({
    where: { id: customer.id },
    select: { phone: true, phoneVerifiedAt: true },
  });
  return { phone: row?.phone ?? null, phoneVerifiedAt: row?.phoneVerifiedAt ?? null };
}

/** Texts a code to a number the customer wants to add (or change to). */
export async function sendVerifyCode(customer: SessionUser, rawPhone: string, ip: string, now = new Date()) {
  const phone = parsePhone(rawPhone);
  const current = await getPhone(customer);
  if (current.phone === phone) throw new AppError(400, "This number is already verified on your account");
  await limitTexts(phone, ip, now);
  await issueCode(phone, "verify_phone", customer.id, true, now);
  return {
    message: `We texted a 6-digit code to ${displayPhone(phone)}. It expires in ${CODE_TTL_MINUTES} minutes.`,
  };
}

/** Proves the number with its code and makes it the customer's (replacing any earlier number). */
export async function verifyPhone(customer: SessionUser, rawPhone: string, code: string, ip: string, now = new Date()) {
  const phone = parsePhone(rawPhone);
  await limitChecks(ip, now);
  const checked = await checkCode(scope(phone, "verify_phone", customer.id), code, 400, now);
  try {
    await db().$transaction(async (tx) => {
      await spendCode(tx, checked.id, 400, now);
      const holder = await tx.user.findFirst({
        where: { phone, userType: "customer", id: { not: customer.id } },
        select: { id: true },
      });
      if (holder) throw numberTaken();
      const user = await tx.user.update({
        where: { id: customer.id },
        data: { phone, phoneVerifiedAt: now },
        select: { email: true, username: true },
      });
      // The number now logs in: the account's email hears of it, in the same transaction (nothing lost).
      await queueMail(tx, {
        template: "phoneAddedNotice",
        to: user.email,
        data: { username: user.username, phone: displayPhone(phone), profileUrl: `${linkOrigin()}/profile` },
        key: `phone-added:${checked.id}`,
      });
    }, BUSY_PATH_TX);
  } catch (error) {
    throw isUniqueViolation(error) ? numberTaken() : error;
  }
  return { message: "Mobile number verified", phone, phoneVerifiedAt: now.toISOString() };
}

const numberTaken = () =>
  new AppError(409, "This number is already verified on another Thali account. Remove it there first.");

/** Forgets the customer's number (and any code on its way for adding one). */
export async function removePhone(customer: SessionUser, now = new Date()) {
  await db().$transaction([
    db().user.update({ where: { id: customer.id }, data: { phone: null, phoneVerifiedAt: null } }),
    db().oneTimeCode.updateMany({
      where: { userId: customer.id, purpose: "verify_phone", usedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: now },
    }),
  ]);
  return { message: "Mobile number removed" };
}

/** How long a spent or expired code is kept (for a support question about a text) before maintenance deletes it. */
const CODE_KEEP_MS = 24 * 60 * 60 * 1000;

/** Maintenance: deletes codes that expired more than a day ago; answers how many. */
export async function deleteOldOneTimeCodes(now: Date = new Date()): Promise<number> {
  const { count } = await db().oneTimeCode.deleteMany({
    where: { expiresAt: { lt: new Date(now.getTime() - CODE_KEEP_MS) } },
  });
  return count;
}

/** Texts a login code when a customer has this verified number; answers the same either way. */
export async function sendLoginCode(rawPhone: string, ip: string, now = new Date()) {
  const phone = parsePhone(rawPhone);
  await limitTexts(phone, ip, now);
  const account = await db().user.findFirst({
    where: { phone, userType: "customer", phoneVerifiedAt: { not: null } },
    select: { id: true },
  });
  await issueCode(phone, "login", account?.id ?? null, account !== null, now);
  return { message: loginCodeAnswer(phone) };
}

/** The customer who proves this number with its login code (401 otherwise): the caller starts their session. */
export async function loginWithCode(rawPhone: string, code: string, ip: string, now = new Date()): Promise<Identity> {
  const phone = parsePhone(rawPhone);
  await limitChecks(ip, now);
  const { id, userId } = await checkCode(scope(phone, "login", null), code, 401, now);
  return db().$transaction(async (tx) => {
    await spendCode(tx, id, 401, now);
    // The account the code was texted for, if it still has this number.
    const identity = userId
      ? await tx.user.findFirst({
          where: { id: userId, phone, userType: "customer", phoneVerifiedAt: { not: null } },
          select: identitySelect,
        })
      : null;
    if (!identity) throw new AppError(401, "No customer account has this verified number any more.");
    return identity;
  });
}
