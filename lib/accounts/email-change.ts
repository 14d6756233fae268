import "server-only";
import { EMAIL_CHANGE_HOURS, expireTokens, issueToken, redeemToken, UNDO_DAYS } from "@/lib/accounts/account-tokens";
import { isUniqueViolation } from "@/lib/accounts/identity";
import { checkPasswordAtDoor } from "@/lib/accounts/password-door";
import { endLogins, loginStartedAt } from "@/lib/accounts/sessions";
import type { SessionUser } from "@/lib/auth/session-user";
import { announceRevoked } from "@/lib/auth/revocation";
import { BUSY_PATH_TX, db } from "@/lib/db";
import { AppError, forbidden } from "@/lib/http/errors";
import { queueMail } from "@/lib/messages/mail";

/*
 * An email change that a stolen session cannot use to take the account (issue 29, item 4):
 * 1. POST /api/updateUserEmail needs a login at most RECENT_LOGIN_MINUTES old, or the current password;
 *    it changes nothing yet and mails a confirmation link (24 hours) to the NEW address.
 * 2. Following it (POST /api/confirmEmailChange) makes the change, ends the account's other logins and
 *    mails the OLD address a notice with an undo link (7 days).
 * 3. The undo (POST /api/undoEmailChange) puts the old address back and ends every login.
 */

const RECENT_LOGIN_MINUTES = 10;

/**
 * The one answer to a change request, free address or taken (no enumeration). Our profile shows it as a
 * success toast, as the spec's client does.
 */
export const EMAIL_CHANGE_ANSWER =
  "Check your new inbox to confirm: we have sent a link to the new address. Until you follow it, your email stays as it is.";

export const PASSWORD_NEEDED = "Enter your password to change your email (or log in again).";
const WRONG_PASSWORD = "That password is not right.";

/**
 * Whether the caller may ask for a change: their own account (the spec's client names it by `username`; the
 * session decides whose it is, so naming another is a 403), and a recent login or the current password,
 * checked at the one password door (its limits count). The 403 names the `password` field, which tells our
 * client to ask for it rather than renew the session.
 */
export async function authorizeEmailChange(
  user: SessionUser,
  { username, password }: { username?: string; password?: string },
  ip: string,
): Promise<void> {
  if (username !== undefined && username !== user.username) throw forbidden("You can only change your own email");
  if (password) {
    try {
      await checkPasswordAtDoor({ email: user.email, password, userType: user.userType, ip });
      return;
    } catch (error) {
      if (error instanceof AppError && error.status === 401) {
        throw new AppError(403, WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
      }
      throw error;
    }
  }
  const started = await loginStartedAt(user.id, user.sessionId);
  if (started && Date.now() - started.getTime() <= RECENT_LOGIN_MINUTES * 60_000) return;
  throw new AppError(403, PASSWORD_NEEDED, { password: [PASSWORD_NEEDED] });
}

/**
 * Asks to change the acting user's email to `email` (after authorizeEmailChange): mails the new address a
 * link that makes the change. An address another account holds gets no mail, and the answer is the same.
 */
export async function requestEmailChange(user: SessionUser, email: string): Promise<{ message: string }> {
  const answer = { message: EMAIL_CHANGE_ANSWER };
  const account = await db().user.findUniqueOrThrow({
    where: { id: user.id },
    select: { username: true, email: true },
  });
  if (email === account.email) return answer;
  const holder = await db().user.findUnique({
    where: { email_userType: { email, userType: user.userType } },
    select: { id: true },
  });
  if (holder) return answer;
  await db().$transaction(async (tx) => {
    const now = new Date();
    // The newest request is the one that counts.
    await expireTokens(tx, user.id, "email_change", now);
    const link = await issueToken(tx, { userId: user.id, purpose: "email_change", email, now });
    await queueMail(tx, {
      template: "emailChangeConfirm",
      to: email,
      data: { username: account.username, newEmail: email, confirmUrl: link.url, hours: EMAIL_CHANGE_HOURS },
      key: `email-change:${link.id}`,
    });
  }, BUSY_PATH_TX);
  return answer;
}

const ADDRESS_TAKEN = "Another account now uses that email, so yours was not changed. Choose another address.";

export type EmailChanged = { message: string; userId: string; email: string };

/**
 * Follows a confirmation link: the account's email becomes the confirmed address, every login but
 * `keep` (the browser confirming, when it is signed in to this account) ends, and the old address is
 * mailed a notice with an undo link. A link followed in a browser signed in to another account is
 * refused, so nobody confirms one account's change believing it is the account in front of them.
 */
export async function confirmEmailChange(token: string, caller: SessionUser | null): Promise<EmailChanged> {
  try {
    const { ended, email, userId } = await db().$transaction(async (tx) => {
      const now = new Date();
      const redeemed = await redeemToken(tx, token, "email_change", now);
      if (caller && caller.id !== redeemed.userId) {
        throw new AppError(403, "This link is for another account. Log out, then open it again.");
      }
      const before = await tx.user.findUniqueOrThrow({
        where: { id: redeemed.userId },
        select: { email: true, username: true },
      });
      const email = redeemed.email!;
      const keep = caller?.id === redeemed.userId ? caller.sessionId : undefined;
      const ended = await endLogins(tx, redeemed.userId, keep);
      await tx.user.update({ where: { id: redeemed.userId }, data: { email, emailVerifiedAt: now } });
      await expireTokens(tx, redeemed.userId, "email_change", now);
      const undo = await issueToken(tx, { userId: redeemed.userId, purpose: "email_undo", email: before.email, now });
      await queueMail(tx, {
        template: "emailChangeNotice",
        to: before.email,
        data: { username: before.username, newEmail: email, undoUrl: undo.url, days: UNDO_DAYS },
        key: `email-change-notice:${undo.id}`,
      });
      return { ended, email, userId: redeemed.userId };
    }, BUSY_PATH_TX);
    await announceRevoked(ended);
    return { message: `Your email is now ${email}.`, userId, email };
  } catch (error) {
    // The transaction rolled back: the token is unused and nothing changed.
    if (isUniqueViolation(error)) throw new AppError(409, ADDRESS_TAKEN);
    throw error;
  }
}

const EMAIL_CHANGE_UNDONE =
  "Your old email is back and every device was signed out. If someone else made the change, reset your password now.";

/**
 * Follows the undo link from the notice: the old address comes back and every login ends. Changes made
 * after this one (their confirmations, their undo links) and reset links sent meanwhile stop working, so
 * whoever made them cannot undo the undo. Earlier undo links keep working.
 */
export async function undoEmailChange(token: string): Promise<{ message: string }> {
  try {
    const ended = await db().$transaction(async (tx) => {
      const now = new Date();
      const redeemed = await redeemToken(tx, token, "email_undo", now);
      const ended = await endLogins(tx, redeemed.userId);
      await tx.user.update({ where: { id: redeemed.userId }, data: { email: redeemed.email!, emailVerifiedAt: now } });
      await expireTokens(tx, redeemed.userId, "email_change", now);
      await expireTokens(tx, redeemed.userId, "password_reset", now);
      await expireTokens(tx, redeemed.userId, "email_undo", now, redeemed.createdAt);
      return ended;
    }, BUSY_PATH_TX);
    await announceRevoked(ended);
    return { message: EMAIL_CHANGE_UNDONE };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(409, "Another account now uses your old email, so it cannot come back. Reset your password.");
    }
    throw error;
  }
}
