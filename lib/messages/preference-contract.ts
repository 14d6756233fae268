import type { z } from "zod";
import type { PreferenceChoiceSchema } from "@/lib/messages/preference-schemas";
import type { Channel } from "@/lib/messages/topics";

// GET and PUT /api/preferences on the wire, written once for the service and the pages. Types only:
// safe in browser code.

/** PUT /api/preferences: one switch. */
export type PreferenceBody = z.input<typeof PreferenceChoiceSchema>;

/** One offered channel of a topic: what is in force now (the user's choice, else the default). */
type ChannelPreference = { channel: Channel; enabled: boolean; default: boolean };

type TopicPreferences = {
  topic: string;
  label: string;
  description: string;
  /** Only the channels the topic offers, in the order email, push, sms. */
  channels: ChannelPreference[];
};

/** The answer of both calls: the caller's topics and the messages sent whatever they choose. */
export type PreferencesAnswer = { topics: TopicPreferences[]; alwaysSent: string[] };
