"use client";
import { CirclePause, CirclePlay } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { inputClasses } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { clockText, nextLocalClock, untilText } from "@/lib/menu/stock";
import { PAUSE_REASON_MAX, PAUSE_REASON_REQUIRED, PAUSE_REASONS } from "@/lib/owner/settings-rules";
import { cn } from "@/lib/ui/cn";

const OTHER = "other";

/** How long a pause lasts; "until closing" is offered only when the kitchen has a closing time. */
type Duration = "30" | "60" | "closing" | "resume";

/** When a pause of this length ends, as ISO; null: until the owner resumes. */
function pauseEnd(duration: Duration, closeMinute: number | null, timeZone: string, now: Date = new Date()) {
  if (duration === "30" || duration === "60") return new Date(now.getTime() + Number(duration) * 60_000).toISOString();
  if (duration === "closing" && closeMinute !== null) return nextLocalClock(now, closeMinute, timeZone).toISOString();
  return null;
}

type PauseControlProps = Readonly<{
  paused: boolean;
  pauseReason: string | null;
  /** When a timed pause ends by itself (ISO), or null. */
  pausedUntil: string | null;
  timeZone: string;
  /** The closing time (minutes after local midnight), or null when open around the clock. */
  closeMinute: number | null;
  busy: boolean;
  /** Saves the pause; resolves once saved (the caller reports failures). */
  onPause: (reason: string, pausedUntil: string | null) => Promise<boolean>;
  onResume: () => Promise<boolean>;
}>;

/**
 * "Pause orders": the restaurant shows as closed with the reason and checkout refuses it until
 * "Resume orders", or until the end chosen (30 minutes, an hour, closing time), when orders open again
 * by themselves. Choosing the reason and the length opens in place.
 */
export function PauseControl({
  paused,
  pauseReason,
  pausedUntil,
  timeZone,
  closeMinute,
  busy,
  onPause,
  onResume,
}: PauseControlProps) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<string>(PAUSE_REASONS[0]);
  const [other, setOther] = useState("");
  const [duration, setDuration] = useState<Duration>("resume");
  const [error, setError] = useState<string>();
  const firstChoice = useRef<HTMLInputElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const resumeButton = useRef<HTMLButtonElement>(null);
  // The control that replaces the one just used gets the focus once it is on the page, so a keyboard
  // user is never left on a button that is gone.
  const focusNext = useRef<"choice" | "pause" | "resume" | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    const target = { choice: firstChoice, pause: pauseButton, resume: resumeButton }[focusNext.current].current;
    // A button still disabled while its write settles cannot take focus: wait for `busy` to end.
    if (!target || ("disabled" in target && target.disabled)) return;
    target.focus();
    focusNext.current = null;
  }, [choosing, paused, busy]);

  const choose = () => {
    focusNext.current = "choice";
    setChoosing(true);
  };

  const cancel = () => {
    focusNext.current = "pause";
    setChoosing(false);
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const reason = (choice === OTHER ? other : choice).trim();
    if (!reason) return setError(PAUSE_REASON_REQUIRED);
    if (reason.length > PAUSE_REASON_MAX) return setError(`The reason must be at most ${PAUSE_REASON_MAX} characters`);
    focusNext.current = "resume";
    if (await onPause(reason, pauseEnd(duration, closeMinute, timeZone))) {
      setChoosing(false);
      setError(undefined);
    } else focusNext.current = null;
  };

  const resume = async () => {
    focusNext.current = "pause";
    if (!(await onResume())) focusNext.current = null;
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "rounded-2xl p-5 shadow-sm ring-1 sm:p-7",
        paused ? "bg-amber-50 ring-amber-300" : "bg-white ring-stone-200",
      )}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-bold">
            <span
              aria-hidden
              className={cn("inline-block h-2.5 w-2.5 rounded-full", paused ? "bg-amber-600" : "bg-veg")}
            />
            {paused ? "Orders paused" : "Taking orders"}
          </h2>
          <p className="mt-1 text-sm text-ink" role="status">
            {paused
              ? pausedUntil
                ? `Paused until ${untilText(new Date(pausedUntil), new Date(), timeZone)}: ${pauseReason}. Orders open again by themselves then, or when you resume.`
                : `Customers see your restaurant as closed: ${pauseReason}. Checkout is refused until you resume.`
              : "Customers can order during your opening hours."}
          </p>
        </div>
        {paused ? (
          <Button ref={resumeButton} size="lg" onClick={() => void resume()} disabled={busy} className="shrink-0">
            <CirclePlay className="h-5 w-5" aria-hidden /> {busy ? "Resuming…" : "Resume orders"}
          </Button>
        ) : (
          !choosing && (
            <Button ref={pauseButton} variant="danger" size="lg" onClick={choose} className="shrink-0">
              <CirclePause className="h-5 w-5" aria-hidden /> Pause orders
            </Button>
          )
        )}
      </div>

      {!paused && choosing && (
        <form
          method="post"
          aria-label="Pause orders"
          onSubmit={(e) => void submit(e)}
          noValidate
          className="mt-5 flex flex-col gap-4"
        >
          <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="mb-1 text-sm font-semibold">Why are you pausing orders?</legend>
            {[...PAUSE_REASONS, OTHER].map((reason, index) => (
              <label
                key={reason}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-4 text-sm font-medium has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100"
              >
                <input
                  ref={index === 0 ? firstChoice : undefined}
                  type="radio"
                  name={`${id}-reason`}
                  value={reason}
                  checked={choice === reason}
                  onChange={() => {
                    setChoice(reason);
                    setError(undefined);
                  }}
                  className="h-4 w-4 accent-brand-500"
                />
                {reason === OTHER ? "Another reason" : reason}
              </label>
            ))}
          </fieldset>
          {choice === OTHER && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-other`} className="text-sm font-semibold">
                Reason customers will see
              </label>
              <input
                id={`${id}-other`}
                value={other}
                onChange={(e) => {
                  setOther(e.target.value);
                  setError(undefined);
                }}
                maxLength={PAUSE_REASON_MAX}
                autoComplete="off"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={inputClasses}
              />
            </div>
          )}
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">For how long?</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {(
                [
                  ["30", "30 minutes"],
                  ["60", "1 hour"],
                  ...(closeMinute !== null
                    ? [
                        [
                          "closing",
                          `Until closing (${clockText(nextLocalClock(new Date(), closeMinute, timeZone), timeZone)})`,
                        ],
                      ]
                    : []),
                  ["resume", "Until I resume"],
                ] as Array<[Duration, string]>
              ).map(([value, label]) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-stone-300 bg-white px-3 text-sm font-medium has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100"
                >
                  <input
                    type="radio"
                    name={`${id}-duration`}
                    value={value}
                    checked={duration === value}
                    onChange={() => setDuration(value)}
                    className="h-4 w-4 accent-brand-500"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-600">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" size="lg" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" size="lg" disabled={busy}>
              {busy ? "Pausing…" : "Pause orders now"}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
