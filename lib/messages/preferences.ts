import "server-only";
import type { Tx } from "@/lib/jobs/enqueue";
import { topicById, type Channel, type TopicId } from "@/lib/messages/topics";

/** A choice a user made of a topic on a channel, as the MessagePreference table keeps it. */
export type Preference = { userId: string; topic: string; channel: Channel; enabled: boolean };

/**
 * Whether `userId` gets `topic` on `channel`, from their choices already read (`preferences`, any users'): their
 * own choice where they made one, else the topic's default; a channel the topic does not offer is never used.
 */
export function wantsFrom(
  preferences: readonly Preference[],
  userId: string,
  topic: TopicId,
  channel: Channel,
): boolean {
  const fallback = topicById(topic)?.defaults[channel];
  if (fallback === undefined) return false;
  const chosen = preferences.find((p) => p.userId === userId && p.topic === topic && p.channel === channel);
  return chosen?.enabled ?? fallback;
}

/** Whether `userId` gets `topic` on `channel` (wantsFrom), their choice read inside the caller's transaction. */
export async function wants(tx: Tx, userId: string, topic: TopicId, channel: Channel): Promise<boolean> {
  if (topicById(topic)?.defaults[channel] === undefined) return false;
  const rows = await tx.$queryRawUnsafe<Preference[]>(
    `SELECT "userId", "topic", "channel", "enabled" FROM "MessagePreference" WHERE "userId" = $1 AND "topic" = $2 AND "channel" = $3::"MessageChannel"`,
    userId,
    topic,
    channel,
  );
  return wantsFrom(rows, userId, topic, channel);
}
