import "server-only";
import { createHmac } from "node:crypto";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import {
  KNOWN_ADDRESS_DAYS,
  LOGIN_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES,
  LOGIN_FAILURES_PER_IP_AND_ACCOUNT,
  LOGIN_PER_IP,
  TOO_MANY_LOGINS,
} from "@/lib/accounts/limits";
import type { Identity } from "@/lib/accounts/identity";
import { verifyLogin } from "@/lib/accounts/login";
import type { UserType } from "@/lib/auth/session-user";
import { addToWindow, tooMany } from "@/lib/rate-limit/service";

// The one door where a password is checked (the spec's /api/login/{usertype}; next-auth has no
// credentials provider, so its callback cannot be used to guess). Its limits are in limits.ts.

const INVALID_LOGIN = "Invalid email or password";

function addressHash(ip: string): string {
  return createHmac("sha256", env().AUTH_SECRET).update(`login-address:${ip}`).digest("hex");
}

async function isKnownAddress(userId: string, ip: string, now: Date): Promise<boolean> {
  if (ip === "unknown") return false;
  const row = await db().loginAddress.findUnique({
    where: { userId_addressHash: { userId, addressHash: addressHash(ip) } },
    select: { lastSuccessAt: true },
  });
  return !!row && now.getTime() - row.lastSuccessAt.getTime() < KNOWN_ADDRESS_DAYS * 24 * 60 * 60 * 1000;
}

async function rememberAddress(userId: string, ip: string, now: Date): Promise<void> {
  if (ip === "unknown") return;
  const key = { userId, addressHash: addressHash(ip) };
  await db().loginAddress.upsert({
    where: { userId_addressHash: key },
    create: { ...key, lastSuccessAt: now },
    update: { lastSuccessAt: now },
  });
}

/**
 * Checks a password for `email` as `userType` from `ip`, within the limits: 429 (with the wait) when
 * the address, or the address and account, or the account from new addresses, has had too many
 * failures; 401 for a wrong email or password (the same for both). The account for an unknown email
 * is keyed by the email, so limits say nothing about whether it exists.
 */
export async function checkPasswordAtDoor(input: {
  email: string;
  password: string;
  userType: UserType;
  ip: string;
  now?: Date;
}): Promise<Identity> {
  const { email, password, userType, ip, now = new Date() } = input;
  const normalised = email.trim().toLowerCase();

  const account = await db().user.findUnique({
    where: { email_userType: { email: normalised, userType } },
    select: { id: true },
  });
  const accountKey = account ? account.id : `email:${userType}:${normalised}`;
  const known = account ? await isKnownAddress(account.id, ip, now) : false;
  // Each attempt takes a place in its windows first (so simultaneous guesses count exactly) and a
  // success gives them back: only failures remain counted.
  const claimed: Array<[string, number]> = [];
  const claim = async (key: string, { limit, windowMs }: { limit: number; windowMs: number }) => {
    claimed.push([key, windowMs]);
    return (await addToWindow(key, windowMs, 1, now)) <= limit;
  };
  const giveBack = () => Promise.all(claimed.map(([key, windowMs]) => addToWindow(key, windowMs, -1, now)));

  // The address's own window counts failures too, not logins: a family or an office behind one address
  // that logs in all day is never refused for succeeding.
  if (!(await claim(`login:ip:${ip}`, LOGIN_PER_IP))) {
    await giveBack();
    throw tooMany(LOGIN_PER_IP.windowMs, TOO_MANY_LOGINS, now);
  }

  const pairKey = `login:fail:${accountKey}:${ip}`;
  const pair = await claim(pairKey, LOGIN_FAILURES_PER_IP_AND_ACCOUNT);
  // Only an attempt this address may still make takes a place in the account's window: one refused here held a
  // place there until it gave it back, and among simultaneous guesses that could refuse one the limits allow.
  const fromNew =
    pair && (known || (await claim(`login:fail-new:${accountKey}`, LOGIN_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES)));
  if (!pair || !fromNew) {
    await giveBack();
    const window = pair ? LOGIN_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES : LOGIN_FAILURES_PER_IP_AND_ACCOUNT;
    throw tooMany(window.windowMs, TOO_MANY_LOGINS, now);
  }
  const identity = await verifyLogin(normalised, password, userType);
  if (!identity) throw new AppError(401, INVALID_LOGIN);
  await giveBack();
  // The owner got in from here: their earlier typos from this address are forgotten.
  await db().rateLimitBucket.deleteMany({ where: { key: pairKey } });
  await rememberAddress(identity.id, ip, now);
  return identity;
}
