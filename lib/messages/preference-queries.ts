import { apiFetch } from "@/lib/api/client";
import type { UserType } from "@/lib/auth/session-user";
import type { PreferenceBody, PreferencesAnswer } from "@/lib/messages/preference-contract";

// The browser's side of GET/PUT /api/preferences: the owner console's query key and the two calls.
// No TanStack code: the customer page fetches this module with its first switch.

export const preferenceKeys = { mine: () => ["preferences", "mine"] as const };

export function fetchPreferences(usertype: UserType, signal?: AbortSignal): Promise<PreferencesAnswer> {
  return apiFetch<PreferencesAnswer>("/api/preferences", { usertype, signal });
}

export function savePreference(usertype: UserType, body: PreferenceBody): Promise<PreferencesAnswer> {
  return apiFetch<PreferencesAnswer>("/api/preferences", { method: "PUT", json: body, usertype });
}
