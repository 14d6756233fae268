"use client";
import { useState, useTransition } from "react";
import { PreferencesList } from "@/components/notifications/preferences-list";
import { usePreferenceSwitches } from "@/components/notifications/use-preference-switches";
import type { PreferenceBody, PreferencesAnswer } from "@/lib/messages/preference-contract";

// The calls (and the API client) load with the first switch: the page itself is drawn on the server.
const calls = () => import("@/lib/messages/preference-queries");

/** /account/notifications: a customer's switches, each saved in a transition (docs/decisions/0013). */
export function CustomerPreferences({ initial }: Readonly<{ initial: PreferencesAnswer }>) {
  const [preferences, setPreferences] = useState(initial);
  const [, startTransition] = useTransition();

  const send = (body: PreferenceBody) => {
    // Started in the click; the transition only waits for it (see lib/addresses/use-address-writes.ts).
    const pending = calls().then(({ savePreference }) => savePreference("customer", body));
    return new Promise<PreferencesAnswer>((resolve, reject) =>
      startTransition(async () => {
        try {
          resolve(await pending);
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }),
    );
  };
  const { wanted, saves, toggle } = usePreferenceSwitches(send, setPreferences);

  return (
    <PreferencesList
      preferences={preferences}
      wanted={wanted}
      saves={saves}
      onToggle={toggle}
      pushHint="Push also needs this device turned on: a separate switch on your order's page."
      alwaysWhy="Receipts are your record of what you paid and were refunded, and security notices tell you when someone changes or uses your account, so they cannot be turned off."
    />
  );
}
