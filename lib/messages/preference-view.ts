import type { UserType } from "@/lib/auth/session-user";
import type { PreferencesAnswer } from "@/lib/messages/preference-contract";
import { alwaysSentFor, channelsOf, topicsFor, type Channel } from "@/lib/messages/topics";

/** A stored choice (a MessagePreference row). */
export type StoredChoice = { topic: string; channel: Channel; enabled: boolean };

/**
 * The preferences of an account type as the page shows them: each topic of that type with each offered
 * channel's value in force, the stored choice where there is one (rows of topics or channels no longer
 * offered are ignored), else the topic's default. Pure, so the defaults are tested without a database.
 */
export function preferencesView(userType: UserType, stored: readonly StoredChoice[]): PreferencesAnswer {
  const chosen = new Map(stored.map((row) => [`${row.topic}/${row.channel}`, row.enabled]));
  return {
    topics: topicsFor(userType).map((topic) => ({
      topic: topic.id,
      label: topic.label,
      description: topic.description,
      channels: channelsOf(topic).map((channel) => {
        const fallback = topic.defaults[channel] === true;
        return { channel, enabled: chosen.get(`${topic.id}/${channel}`) ?? fallback, default: fallback };
      }),
    })),
    alwaysSent: alwaysSentFor(userType),
  };
}
