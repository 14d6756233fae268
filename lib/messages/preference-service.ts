import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import type { PreferencesAnswer } from "@/lib/messages/preference-contract";
import type { PreferenceChoice } from "@/lib/messages/preference-schemas";
import { preferencesView } from "@/lib/messages/preference-view";
import { channelsOf, topicById } from "@/lib/messages/topics";

// Which optional messages a user gets, per topic and channel (GET/PUT /api/preferences). Every call
// takes the acting user and reads or writes only their rows; senders ask lib/messages/preferences.ts
// (`wants`) inside their own transaction. Receipts and security notices are not topics: nothing here
// can turn them off.

const ACCOUNT_WORD = {
  customer: "customer",
  restaurant: "restaurant partner",
  rider: "delivery partner",
  admin: "platform staff",
} as const;

async function storedChoices(userId: string) {
  return db().messagePreference.findMany({
    where: { userId },
    select: { topic: true, channel: true, enabled: true },
  });
}

/** The caller's topics with each offered channel's value in force, and the messages always sent. */
export async function getPreferences(user: SessionUser): Promise<PreferencesAnswer> {
  return preferencesView(user.userType, await storedChoices(user.id));
}

/**
 * Sets one switch and answers the preferences as now stored. A topic that is not for the caller's account
 * type, or a channel the topic does not offer, is refused (400) before anything is written. The choice is
 * kept even when it equals the default, so a later change of a default does not override it.
 */
export async function setPreference(user: SessionUser, choice: PreferenceChoice): Promise<PreferencesAnswer> {
  const topic = topicById(choice.topic);
  if (!topic || topic.userType !== user.userType) {
    throw new AppError(400, `"${choice.topic}" is not a message topic of a ${ACCOUNT_WORD[user.userType]} account`);
  }
  const offered = channelsOf(topic);
  if (!offered.includes(choice.channel)) {
    throw new AppError(400, `${topic.label} are not sent by ${choice.channel}; choose ${offered.join(" or ")}`);
  }
  const key = { userId: user.id, topic: topic.id, channel: choice.channel };
  await db().messagePreference.upsert({
    where: { userId_topic_channel: key },
    create: { ...key, enabled: choice.enabled },
    update: { enabled: choice.enabled },
  });
  return getPreferences(user);
}
