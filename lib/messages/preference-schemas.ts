import { z } from "zod";
import { CHANNELS } from "@/lib/messages/topics";

// The one input of the preferences page: a single switch. The topic is checked against the caller's
// account type by the service (400 when it is not theirs or does not offer the channel); a channel
// that is no channel at all is malformed input (422), like every other enum at the doors.

export const PreferenceChoiceSchema = z.strictObject({
  topic: z.string({ error: "topic is required" }).trim().min(1, "topic is required").max(64),
  channel: z.enum(CHANNELS, { error: `channel must be one of ${CHANNELS.join(", ")}` }),
  enabled: z.boolean({ error: "enabled must be true or false" }),
});
export type PreferenceChoice = z.infer<typeof PreferenceChoiceSchema>;
