"use client";
import { useRef, useState } from "react";
import type { SaveState } from "@/components/notifications/preferences-list";
import { switchKey } from "@/components/notifications/preferences-list";
import type { PreferenceBody, PreferencesAnswer } from "@/lib/messages/preference-contract";
import type { Channel } from "@/lib/messages/topics";

/**
 * The switches' bookkeeping, whoever does the writing: the value being saved and each switch's save state.
 * `send` makes the call (a transition or a mutation) and `apply` takes the server's whole answer, which
 * is the truth: an answer older than one already applied is dropped (two quick flips may answer out of
 * order), and a failed save shows the last answer's value again with the reason.
 */
export function usePreferenceSwitches(
  send: (body: PreferenceBody) => Promise<PreferencesAnswer>,
  apply: (answer: PreferencesAnswer) => void,
) {
  const [wanted, setWanted] = useState<Record<string, boolean>>({});
  const [saves, setSaves] = useState<Record<string, SaveState>>({});
  const sequence = useRef(0);
  const applied = useRef(0);
  const latestOf = useRef<Record<string, number>>({});

  const settle = (key: string, seq: number, state: SaveState) => {
    if (latestOf.current[key] !== seq) return;
    setWanted(({ [key]: _, ...rest }) => rest);
    setSaves((all) => ({ ...all, [key]: state }));
  };

  const toggle = (topic: string, channel: Channel, enabled: boolean) => {
    const key = switchKey(topic, channel);
    const seq = ++sequence.current;
    latestOf.current[key] = seq;
    setWanted((all) => ({ ...all, [key]: enabled }));
    setSaves((all) => ({ ...all, [key]: { status: "saving" } }));
    send({ topic, channel, enabled }).then(
      (answer) => {
        if (seq > applied.current) {
          applied.current = seq;
          apply(answer);
        }
        settle(key, seq, { status: "saved" });
      },
      (error: unknown) =>
        settle(key, seq, { status: "failed", message: error instanceof Error ? error.message : "Network Error" }),
    );
  };

  return { wanted, saves, toggle };
}
