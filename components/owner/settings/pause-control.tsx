"use client";
import { CirclePause, CirclePlay } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { inputClasses } from "@/components/ui/form-field";
import { Button } from "@/components/ui/button";
import { PAUSE_REASON_MAX, PAUSE_REASON_REQUIRED, PAUSE_REASONS } from "@/lib/owner/settings-rules";
import { cn } from "@/lib/ui/cn";

const OTHER = "other";

type PauseControlProps = Readonly<{
  paused: boolean;
  pauseReason: string | null;
  busy: boolean;
  /** Saves the pause; resolves once saved (the caller reports failures). */
  onPause: (reason: string) => Promise<boolean>;
  onResume: () => Promise<boolean>;
}>;

/**
 * "Pause orders": the restaurant shows as closed with the reason and checkout refuses it until
 * "Resume orders". Choosing the reason opens in place, with the short list and a reason of one's own.
 */
export function PauseControl({ paused, pauseReason, busy, onPause, onResume }: PauseControlProps) {
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<string>(PAUSE_REASONS[0]);
  const [other, setOther] = useState("");
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
    if (await onPause(reason)) {
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
              ? `Customers see your restaurant as closed: ${pauseReason}. Checkout is refused until you resume.`
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
