import "server-only";
import { randomBytes } from "node:crypto";
import { hashToken } from "@/lib/auth/tokens";
import type { AccountTokenPurpose, Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { linkOrigin } from "@/lib/http/public-url";

/*
 * The single-use tokens mailed in links (reset a password, confirm an address, confirm or undo an email
 * change). The link carries 256 random bits; only their SHA-256 is stored, so a copy of the database
 * opens nothing. A token works for one purpose, once, until it expires.
 */

export const RESET_MINUTES = 30;
const VERIFY_DAYS = 7;
export const EMAIL_CHANGE_HOURS = 24;
export const UNDO_DAYS = 7;

const MINUTE_MS = 60_000;
const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  password_reset: RESET_MINUTES * MINUTE_MS,
  email_verify: VERIFY_DAYS * 24 * 60 * MINUTE_MS,
  email_change: EMAIL_CHANGE_HOURS * 60 * MINUTE_MS,
  email_undo: UNDO_DAYS * 24 * 60 * MINUTE_MS,
};

/** The page each purpose's link opens. */
const LINK_PATHS: Record<AccountTokenPurpose, string> = {
  password_reset: "/reset-password",
  email_verify: "/verify-email",
  email_change: "/account/email/confirm",
  email_undo: "/account/email/undo",
};

/** What the person is told about a link that cannot be used; nothing is changed by it. */
const WHAT: Record<AccountTokenPurpose, { link: string; next: string }> = {
  password_reset: { link: "This reset link", next: "Ask for a new one." },
  email_verify: { link: "This confirmation link", next: "Log in and check your email on your profile." },
  email_change: { link: "This confirmation link", next: "Change your email again from your profile." },
  email_undo: { link: "This undo link", next: "If someone else changed your email, reset your password." },
};

export type IssuedToken = { id: string; token: string; url: string };

/**
 * Writes a new token in the caller's transaction (with the change that mails it) and answers the raw
 * token, which exists nowhere else but in the link.
 */
export async function issueToken(
  tx: Prisma.TransactionClient,
  input: { userId: string; purpose: AccountTokenPurpose; email?: string; now?: Date },
): Promise<IssuedToken> {
  const token = randomBytes(32).toString("base64url");
  const now = input.now ?? new Date();
  const row = await tx.accountToken.create({
    data: {
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: hashToken(token),
      email: input.email ?? null,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[input.purpose]),
    },
    select: { id: true },
  });
  return { id: row.id, token, url: `${linkOrigin()}${LINK_PATHS[input.purpose]}?token=${encodeURIComponent(token)}` };
}

/**
 * Ends the account's unused tokens of `purpose` (a newer one replaces them), optionally only those
 * made after `after`. They then read as expired.
 */
export async function expireTokens(
  tx: Prisma.TransactionClient,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
  after?: Date,
): Promise<void> {
  await tx.accountToken.updateMany({
    where: { userId, purpose, usedAt: null, expiresAt: { gt: now }, ...(after && { createdAt: { gt: after } }) },
    data: { expiresAt: now },
  });
}

export type RedeemedToken = { id: string; userId: string; email: string | null; createdAt: Date };

/**
 * Spends `token` for `purpose` in the caller's transaction: a conditional update, so two requests with
 * one token cannot both go through. Unknown (or another purpose's), used and expired tokens are a 400
 * that says which; if the caller's transaction then fails, the token stays unused.
 */
export async function redeemToken(
  tx: Prisma.TransactionClient,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date = new Date(),
): Promise<RedeemedToken> {
  const what = WHAT[purpose];
  const row = await tx.accountToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, purpose: true, email: true, usedAt: true, expiresAt: true, createdAt: true },
  });
  if (!row || row.purpose !== purpose) throw new AppError(400, `${what.link} is not valid. ${what.next}`);
  if (row.usedAt) throw new AppError(400, `${what.link} has already been used. ${what.next}`);
  if (row.expiresAt <= now)
    throw new AppError(400, `${what.link} has expired or was replaced by a newer one. ${what.next}`);
  const spent = await tx.accountToken.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: now },
  });
  if (spent.count !== 1) throw new AppError(400, `${what.link} has already been used. ${what.next}`);
  return { id: row.id, userId: row.userId, email: row.email, createdAt: row.createdAt };
}
