import "server-only";
import { expireTokens, issueToken, RESET_MINUTES, redeemToken } from "@/lib/accounts/account-tokens";
import { FORGOT_PER_EMAIL, FORGOT_PER_IP, TOO_MANY_RESETS } from "@/lib/accounts/limits";
import { hashPassword } from "@/lib/accounts/passwords";
import type { ForgotPasswordInput, ResetPasswordInput } from "@/lib/accounts/schemas";
import { endLogins } from "@/lib/accounts/sessions";
import { announceRevoked } from "@/lib/auth/revocation";
import { BUSY_PATH_TX, db } from "@/lib/db";
import { queueMail } from "@/lib/messages/mail";
import { addToWindow, tooMany } from "@/lib/rate-limit/service";

/*
 * "Forgot password?": a link mailed to the account's address, single use, 30 minutes; following it sets a
 * new password and ends every login of the account. A Google-only account (no password) may set one so.
 */

/** The one answer, whether an account uses the address or not. */
export const FORGOT_PASSWORD_ANSWER = `If an account uses that email, we have sent it a link to reset the password. It works for ${RESET_MINUTES} minutes.`;

export async function requestPasswordReset(
  { email, usertype }: ForgotPasswordInput,
  ip: string,
  now: Date = new Date(),
): Promise<{ message: string }> {
  // Counted before the account is looked up, and keyed by what was typed: a limit says nothing of accounts.
  if ((await addToWindow(`forgot:ip:${ip}`, FORGOT_PER_IP.windowMs, 1, now)) > FORGOT_PER_IP.limit) {
    throw tooMany(FORGOT_PER_IP.windowMs, TOO_MANY_RESETS, now);
  }
  const perEmail = await addToWindow(`forgot:email:${usertype}:${email}`, FORGOT_PER_EMAIL.windowMs, 1, now);
  if (perEmail > FORGOT_PER_EMAIL.limit) throw tooMany(FORGOT_PER_EMAIL.windowMs, TOO_MANY_RESETS, now);

  const user = await db().user.findUnique({
    where: { email_userType: { email, userType: usertype } },
    select: { id: true, username: true, email: true },
  });
  if (user) {
    await db().$transaction(async (tx) => {
      // A newer link replaces the older ones still unused.
      await expireTokens(tx, user.id, "password_reset", now);
      const link = await issueToken(tx, { userId: user.id, purpose: "password_reset", now });
      await queueMail(tx, {
        template: "passwordReset",
        to: user.email,
        data: { username: user.username, resetUrl: link.url, minutes: RESET_MINUTES },
        key: `password-reset:${link.id}`,
      });
    }, BUSY_PATH_TX);
  }
  return { message: FORGOT_PASSWORD_ANSWER };
}

const PASSWORD_RESET_DONE = "Your password is changed and every device was signed out. Log in with the new password.";

/**
 * Sets the password of the token's account (that account only: a customer's and a partner's account with
 * one email are two accounts) and ends all its logins. The token is spent in the same transaction.
 */
export async function resetPassword({
  token,
  password,
}: ResetPasswordInput): Promise<{ message: string; usertype: string }> {
  const passwordHash = await hashPassword(password);
  const { ended, userType } = await db().$transaction(async (tx) => {
    const now = new Date();
    const redeemed = await redeemToken(tx, token, "password_reset", now);
    const ended = await endLogins(tx, redeemed.userId);
    const user = await tx.user.update({
      where: { id: redeemed.userId },
      // Following a link mailed to the address proves it too.
      data: { passwordHash, emailVerifiedAt: now },
      select: { userType: true },
    });
    await expireTokens(tx, redeemed.userId, "password_reset", now);
    return { ended, userType: user.userType };
  }, BUSY_PATH_TX);
  await announceRevoked(ended);
  return { message: PASSWORD_RESET_DONE, usertype: userType };
}
