import "server-only";
import { db } from "@/lib/db";
import type { MessageChannel } from "@/lib/generated/prisma/client";

/**
 * Sends a message at most once per key, across retries and crashes: a key already in the ledger sends
 * nothing; after a send the key is written. The one window left is a crash between the provider
 * accepting the message and the ledger write: the retry then sends again, with the same Message-ID
 * (mail) or the same file name (outbox), which receivers and the outbox fold into one.
 * Answers whether this call sent.
 */
export async function sendOnce(
  key: string,
  channel: MessageChannel,
  recipient: string,
  send: () => Promise<void>,
): Promise<boolean> {
  const done = await db().sentMessage.findUnique({ where: { key }, select: { key: true } });
  if (done) return false;
  await send();
  await db().sentMessage.createMany({ data: [{ key, channel, recipient }], skipDuplicates: true });
  return true;
}
