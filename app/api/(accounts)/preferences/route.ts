// GET /api/preferences - a user's message preferences; PUT /api/preferences - they set one switch
import { handler } from "@/lib/http/handler";
import { PreferenceChoiceSchema } from "@/lib/messages/preference-schemas";
import { getPreferences, setPreference } from "@/lib/messages/preference-service";

export const GET = handler({ auth: "user" }, async ({ user }) => getPreferences(user));

export const PUT = handler({ auth: "user", body: PreferenceChoiceSchema }, async ({ user, body }) =>
  setPreference(user, body),
);
