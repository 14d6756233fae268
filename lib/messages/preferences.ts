import "server-only";
import type { Tx } from "@/lib/jobs/enqueue";
import { topicById, type Channel, type TopicId } from "@/lib/messages/topics";

/**
 * Whether `userId` gets `topic` on `channel`: their own choice where they made one, else the topic's
 * default; a channel the topic does not offer is never used. Read inside the caller's transaction.
 */
export async function wants(tx: Tx, userId: string, topic: TopicId, channel: Channel): Promise<boolean> {
  const fallback = topicById(topic)?.defaults[channel];
  if (fallback === undefined) return false;
  const rows = await tx.$queryRawUnsafe<Array<{ enabled: boolean }>>(
    `SELECT "enabled" FROM "MessagePreference" WHERE "userId" = $1 AND "topic" = $2 AND "channel" = $3::"MessageChannel"`,
    userId,
    topic,
    channel,
  );
  return rows[0]?.enabled ?? fallback;
}
