"use client";
import { Icon } from "@/components/ui/icon";
import { Switch } from "@/components/ui/switch";
import type { PreferencesAnswer } from "@/lib/messages/preference-contract";
import type { Channel } from "@/lib/messages/topics";
import { cn } from "@/lib/ui/cn";

/** Where one switch's save stands: underway, done, or refused with the reason. */
export type SaveState = { status: "saving" } | { status: "saved" } | { status: "failed"; message: string };

/** A switch's key in the save states: "order_updates/email". */
export const switchKey = (topic: string, channel: Channel) => `${topic}/${channel}`;

const CHANNEL_NAMES: Record<Channel, { title: string; by: string }> = {
  email: { title: "Email", by: "by email" },
  push: { title: "Push", by: "by push notification" },
  sms: { title: "SMS", by: "by text message" },
};

type PreferencesListProps = Readonly<{
  preferences: PreferencesAnswer;
  /** The value being saved, shown while its call is underway (the server's answer then replaces it). */
  wanted: Readonly<Record<string, boolean>>;
  saves: Readonly<Record<string, SaveState>>;
  onToggle: (topic: string, channel: Channel, enabled: boolean) => void;
  /** A short line under the channels of a topic that offers push: push needs this device opted in too. */
  pushHint: string;
  /** Why the always-sent messages cannot be turned off, for this account type. */
  alwaysWhy: string;
}>;

function SaveNote({ id, state }: Readonly<{ id: string; state: SaveState | undefined }>) {
  return (
    <span
      id={id}
      role="status"
      className={cn(
        "min-h-5 text-xs font-medium",
        state?.status === "failed" ? "text-red-700" : state?.status === "saved" ? "text-green-700" : "text-muted",
      )}
    >
      {state?.status === "saving" && "Saving…"}
      {state?.status === "saved" && (
        <>
          <Icon name="check" className="mr-1 inline h-3.5 w-3.5" />
          Saved
        </>
      )}
      {state?.status === "failed" && `Not saved: ${state.message}`}
    </span>
  );
}

/**
 * The preferences page's body, for customers and partners alike: each topic with one labelled switch per
 * channel it offers, each switch saved on its own with its state beside it, then the messages that are
 * always sent and why. The writes are the caller's (a transition on customer pages, a mutation in the console).
 */
export function PreferencesList({ preferences, wanted, saves, onToggle, pushHint, alwaysWhy }: PreferencesListProps) {
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="choices-heading"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      >
        <h2 id="choices-heading" className="text-lg font-bold">
          Messages you choose
        </h2>
        <p className="text-sm text-muted">Each switch is saved as soon as you flip it.</p>
        <ul className="mt-5 flex flex-col divide-y divide-stone-200">
          {preferences.topics.map((topic) => (
            <li
              key={topic.topic}
              className="flex flex-col gap-3 py-5 first:pt-0 last:pb-0 lg:flex-row lg:items-start lg:justify-between"
            >
              <div className="min-w-0 lg:max-w-sm">
                <h3 id={`topic-${topic.topic}`} className="text-base font-semibold">
                  {topic.label}
                </h3>
                <p className="mt-0.5 text-sm text-muted">{topic.description}</p>
              </div>
              <div className="flex flex-col gap-2">
                <ul
                  aria-labelledby={`topic-${topic.topic}`}
                  className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-3 lg:min-w-[27rem]"
                >
                  {topic.channels.map(({ channel, enabled }) => {
                    const key = switchKey(topic.topic, channel);
                    const save = saves[key];
                    const noteId = `save-${topic.topic}-${channel}`;
                    return (
                      <li
                        key={channel}
                        className="flex items-center justify-between gap-3 sm:flex-col sm:items-start sm:gap-0"
                      >
                        <span className="text-sm font-medium text-ink" aria-hidden>
                          {CHANNEL_NAMES[channel].title}
                        </span>
                        {/* The note beside the switch on a phone, under it in the columns of wider screens. */}
                        <div className="flex items-center gap-2 sm:flex-col-reverse sm:items-start sm:gap-0">
                          <SaveNote id={noteId} state={save} />
                          <Switch
                            checked={key in wanted ? wanted[key]! : enabled}
                            label={`${topic.label} ${CHANNEL_NAMES[channel].by}`}
                            busy={save?.status === "saving"}
                            describedBy={noteId}
                            onChange={(next) => onToggle(topic.topic, channel, next)}
                          />
                        </div>
                      </li>
                    );
                  })}
                </ul>
                {topic.channels.some((c) => c.channel === "push") && (
                  <p className="flex items-start gap-1.5 text-xs text-muted">
                    <Icon name="bell" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                    {pushHint}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="always-heading"
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      >
        <h2 id="always-heading" className="text-lg font-bold">
          Always sent
        </h2>
        <p className="text-sm text-muted">{alwaysWhy}</p>
        <ul className="mt-4 flex flex-col gap-2">
          {preferences.alwaysSent.map((label) => (
            <li
              key={label}
              className="flex items-center justify-between gap-3 rounded-xl bg-stone-50 px-4 py-3 text-sm"
            >
              <span>{label}</span>
              <span className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-green-700">
                <Icon name="circle-check" className="h-4 w-4" /> Always on
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
