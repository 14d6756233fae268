"use client";
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/api/client";
import type { KitchenSettings } from "@/lib/kitchen/contract";
import { saveKitchenSettings } from "@/lib/kitchen/queries";
import { ACCEPT_WINDOW_MAX, ACCEPT_WINDOW_MIN, PREP_MINUTES_MAX, PREP_MINUTES_MIN } from "@/lib/kitchen/status";
import { toast } from "@/lib/ui/toast";

const inputClasses =
  "h-11 w-24 rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold tabular-nums focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 disabled:bg-stone-100";

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * The kitchen's answer to new orders (issue 30): how long an order waits for Accept before it is
 * rejected and refunded, or auto-accept with a default preparation time. The server checks the ranges.
 */
export function KitchenSettingsForm({ initial }: Readonly<{ initial: KitchenSettings }>) {
  const id = useId();
  const [windowText, setWindowText] = useState(String(initial.acceptWindowMinutes));
  const [prepText, setPrepText] = useState(String(initial.defaultPrepMinutes));
  const [autoAccept, setAutoAccept] = useState(initial.autoAccept);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: saveKitchenSettings,
    meta: { loading: true },
    onSuccess: (answer) => {
      setErrors({});
      toast.success(answer.message);
    },
    onError: (error) => {
      setErrors(error instanceof ApiError ? (error.errors ?? {}) : {});
      toast.error(errorMessage(error));
    },
  });
  const fieldError = (name: string) => errors[name]?.[0];
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        New orders
      </h2>
      <p className="mt-1 text-sm text-muted">
        An order nobody accepts in time is rejected and the customer refunded, so no paid order waits unseen.
      </p>
      <form
        method="post"
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({
            acceptWindowMinutes: whole(windowText),
            autoAccept,
            defaultPrepMinutes: whole(prepText),
          });
        }}
      >
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            checked={autoAccept}
            onChange={(event) => setAutoAccept(event.target.checked)}
            className="h-5 w-5 accent-brand-500"
          />
          Accept every order automatically
        </label>
        <div className="flex flex-wrap gap-6">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-window`} className="text-sm font-semibold">
              Time to accept (minutes)
            </label>
            <input
              id={`${id}-window`}
              type="number"
              inputMode="numeric"
              min={ACCEPT_WINDOW_MIN}
              max={ACCEPT_WINDOW_MAX}
              value={windowText}
              disabled={autoAccept}
              onChange={(event) => setWindowText(event.target.value)}
              aria-describedby={`${id}-window-hint`}
              aria-invalid={fieldError("acceptWindowMinutes") ? true : undefined}
              className={inputClasses}
            />
            <span id={`${id}-window-hint`} className="text-xs text-muted">
              {fieldError("acceptWindowMinutes") ?? `${ACCEPT_WINDOW_MIN} to ${ACCEPT_WINDOW_MAX}`}
            </span>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-prep`} className="text-sm font-semibold">
              Usual preparation time (minutes)
            </label>
            <input
              id={`${id}-prep`}
              type="number"
              inputMode="numeric"
              min={PREP_MINUTES_MIN}
              max={PREP_MINUTES_MAX}
              value={prepText}
              onChange={(event) => setPrepText(event.target.value)}
              aria-describedby={`${id}-prep-hint`}
              aria-invalid={fieldError("defaultPrepMinutes") ? true : undefined}
              className={inputClasses}
            />
            <span id={`${id}-prep-hint`} className="text-xs text-muted">
              {fieldError("defaultPrepMinutes") ??
                `${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX}; promised when orders are accepted automatically`}
            </span>
          </div>
        </div>
        <Button type="submit" disabled={save.isPending} className="self-start">
          Save
        </Button>
      </form>
    </section>
  );
}
