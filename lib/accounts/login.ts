import "server-only";
import { GOOGLE_SIGN_IN_ERRORS, type GoogleSignInError } from "@/lib/accounts/google-errors";
import { identitySelect, type Identity } from "@/lib/accounts/identity";
import { checkPassword } from "@/lib/accounts/passwords";
import type { UserType } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";

/** The account for these credentials, or null; unknown email and wrong password look the same. */
export async function verifyLogin(email: string, password: string, userType: UserType): Promise<Identity | null> {
  const user = await db().user.findUnique({
    where: { email_userType: { email: email.trim().toLowerCase(), userType } },
    select: { ...identitySelect, passwordHash: true },
  });
  const ok = await checkPassword(password, user?.passwordHash);
  if (!user || !ok) return null;
  const { passwordHash: _hash, ...identity } = user;
  return identity;
}

/**
 * Whether a Google login for `email` may go ahead. Emails are never verified here, so an account
 * made with a password may belong to someone who typed another person's address first: a Google
 * login never links to it (that would hand its password's holder the Google user's account, or
 * the reverse). It finds only an account Google made, or makes a new one.
 */
export async function googleSignInRefusal(
  email: string | null | undefined,
  emailVerified: unknown,
): Promise<GoogleSignInError | null> {
  if (!email || emailVerified !== true) return "GoogleEmailNotVerified";
  const existing = await db().user.findUnique({
    where: { email_userType: { email: email.trim().toLowerCase(), userType: "customer" } },
    select: { passwordHash: true },
  });
  return existing?.passwordHash ? "AccountExists" : null;
}

/** The customer account for a Google login: one Google made before (no password), or a new one. */
export async function findOrCreateGoogleCustomer(email: string, name: string): Promise<Identity> {
  const normalised = email.trim().toLowerCase();
  const account = await db().user.upsert({
    where: { email_userType: { email: normalised, userType: "customer" } },
    update: {},
    create: { email: normalised, username: name.slice(0, 60), userType: "customer" },
    select: { ...identitySelect, passwordHash: true },
  });
  if (account.passwordHash) throw new AppError(409, GOOGLE_SIGN_IN_ERRORS.AccountExists);
  const { passwordHash: _hash, ...identity } = account;
  return identity;
}
