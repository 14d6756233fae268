// Integration tests that follow mailed links read the link from the mail job the call queued, by its key:
// test files run at once and any of them may drain the mail queue into its own outbox folder, so the
// job row (which no drain removes) is the one place every file can find its own mail. The browser
// journeys (tests/e2e/account-recovery.spec.ts) read the same mails as .eml files from the outbox.
import { db } from "@/lib/db";
import type { AccountTokenPurpose } from "@/lib/generated/prisma/client";
import { jobIdForKey } from "@/lib/jobs/enqueue";

export type QueuedMail = { template: string; to: string; data: Record<string, unknown> };

/** The mail job queued under `key` ("password-reset:<tokenId>"), or undefined. */
export async function queuedMail(key: string): Promise<QueuedMail | undefined> {
  const rows = await db().$queryRawUnsafe<Array<{ data: QueuedMail }>>(
    `SELECT data FROM pgboss.job WHERE name = 'mail' AND id = $1::uuid`,
    jobIdForKey("mail", `mail:${key}`),
  );
  return rows[0]?.data;
}

/** What each purpose's mail job is keyed by (lib/accounts/*.ts), before the token's or account's id. */
const KEYS: Record<AccountTokenPurpose, string> = {
  password_reset: "password-reset",
  email_verify: "welcome",
  email_change: "email-change",
  email_undo: "email-change-notice",
};

/** The link of the newest `purpose` mail of an account, and who it went to. */
export async function newestLink(
  userId: string,
  purpose: AccountTokenPurpose,
): Promise<{ url: URL; token: string; to: string }> {
  const row = await db().accountToken.findFirstOrThrow({
    where: { userId, purpose },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  const mail = await queuedMail(`${KEYS[purpose]}:${purpose === "email_verify" ? userId : row.id}`);
  if (!mail) throw new Error(`No ${purpose} mail queued for ${userId}`);
  const link = Object.values(mail.data).find((value) => typeof value === "string" && value.startsWith("http"));
  const url = new URL(String(link));
  return { url, token: url.searchParams.get("token")!, to: mail.to };
}
