"use client";
import { useEffect, useState } from "react";
import { AppLink } from "@/components/ui/app-link";
import { inputClasses } from "@/components/ui/form-field";
import { TotalsGrid } from "@/components/rider/today-summary";
import { errorMessage } from "@/lib/api/client";
import { fetchEarnings } from "@/lib/rider-console/calls";
import { formatDistance, formatPaise, istDate } from "@/lib/rider-console/format";
import type { RiderEarnings } from "@/lib/rider-console/types";
import { formatTime } from "@/lib/ui/format";

/** /rider/earnings: a day's deliveries and totals (India's calendar day), today unless another is picked. */
export function EarningsView() {
  const [today] = useState(() => istDate(new Date()));
  const [date, setDate] = useState(today);
  const [earnings, setEarnings] = useState<RiderEarnings | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchEarnings(date, controller.signal)
      .then((answer) => {
        setEarnings(answer);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(failure));
      });
    return () => controller.abort();
  }, [date]);

  const shown = earnings?.date === date ? earnings : null;
  return (
    <>
      {/* The page's bar, as the console has one: toasts start under it (components/ui/toaster.tsx), so the ones that
          follow a rider here from the console ("Delivered. Well done!") do not cover the way back. */}
      <header data-top-bar className="sticky top-0 z-10 border-b border-stone-200 bg-white">
        <div className="mx-auto flex w-full max-w-lg items-center justify-between gap-3 px-4 py-2">
          <h1 className="text-xl font-bold">Earnings</h1>
          <AppLink
            href="/rider"
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-600 hover:underline"
          >
            Back to deliveries
          </AppLink>
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="earnings-date" className="text-sm font-semibold">
            Day
          </label>
          <input
            id="earnings-date"
            type="date"
            value={date}
            max={today}
            onChange={(event) => event.target.value && setDate(event.target.value)}
            className={inputClasses}
          />
        </div>
        {error && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        {!shown && !error && (
          <p role="status" className="text-sm text-muted">
            Loading…
          </p>
        )}
        {shown && (
          <>
            <TotalsGrid totals={shown.totals} label={date === today ? "Today's figures" : `Figures for ${date}`} />
            {shown.deliveries.length === 0 ? (
              <p className="text-base text-muted">No deliveries on this day.</p>
            ) : (
              <ul aria-label="Deliveries" className="flex flex-col gap-3">
                {shown.deliveries.map((entry) => (
                  <li key={entry._id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="font-semibold">{entry.restaurant}</p>
                        <p className="text-sm text-muted">
                          {formatTime(entry.deliveredAt)} · {formatDistance(entry.distanceMeters)}
                        </p>
                      </div>
                      <p className="shrink-0 text-lg font-bold tabular-nums">
                        {formatPaise(entry.payPaise + entry.tipPaise)}
                      </p>
                    </div>
                    <p className="mt-1 text-sm text-muted">
                      Pay {formatPaise(entry.payPaise)}
                      {entry.tipPaise > 0 && <> · tip {formatPaise(entry.tipPaise)}</>}
                      {entry.cashCollectedPaise > 0 && <> · cash collected {formatPaise(entry.cashCollectedPaise)}</>}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </main>
    </>
  );
}
