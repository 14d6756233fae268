import "server-only";
import { issueToken, redeemToken } from "@/lib/accounts/account-tokens";
import { BUSY_PATH_TX, db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { queueMail } from "@/lib/messages/mail";

/*
 * Confirming an address: sign-up mails a welcome with a link (7 days); its page has a button that
 * calls POST /api/verifyEmail (not on load: mail scanners open links), which sets emailVerifiedAt.
 */

/** Mails the welcome and its confirmation link, in the sign-up's own transaction. */
export async function queueWelcome(
  tx: Prisma.TransactionClient,
  user: { id: string; username: string; email: string },
): Promise<void> {
  // The address is kept with the token: a link for an address the account has since left confirms nothing.
  const link = await issueToken(tx, { userId: user.id, purpose: "email_verify", email: user.email });
  await queueMail(tx, {
    template: "welcome",
    to: user.email,
    data: { username: user.username, verifyUrl: link.url },
    key: `welcome:${user.id}`,
  });
}

const EMAIL_VERIFIED = "Thank you: your email is confirmed.";

/** Spends a welcome link and marks the account's address confirmed. */
export async function verifyEmail(token: string): Promise<{ message: string }> {
  await db().$transaction(async (tx) => {
    const redeemed = await redeemToken(tx, token, "email_verify");
    const user = await tx.user.findUniqueOrThrow({ where: { id: redeemed.userId }, select: { email: true } });
    if (redeemed.email !== user.email) {
      throw new AppError(400, "This confirmation link is for an address your account no longer uses.");
    }
    await tx.user.update({ where: { id: redeemed.userId }, data: { emailVerifiedAt: new Date() } });
  }, BUSY_PATH_TX);
  return { message: EMAIL_VERIFIED };
}
