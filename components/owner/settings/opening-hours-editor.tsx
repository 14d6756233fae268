"use client";
import { useId, useState } from "react";
import { errorMessage } from "@/lib/api/client";
import type { ApiOpeningHours } from "@/lib/restaurants/hours-contract";
import { saveOpeningHours } from "@/lib/restaurants/hours-queries";
import { toast } from "@/lib/ui/toast";

// Owner settings: "Opening hours" (per weekday, add and remove windows, copy a day to all) and "Holidays" (a date
// with a reason). Each section saves on its own button; the server checks the week and names the day it refuses.

type Day = ApiOpeningHours["week"][number];
const MAX_WINDOWS = 4;
const inputClass =
  "rounded-lg border border-stone-300 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1";
const buttonClass =
  "rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-stone-300 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50";
const primaryClass =
  "rounded-lg bg-brand-600 px-4 py-2 text-sm font-bold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50";

export function OpeningHoursEditor({ initial }: Readonly<{ initial: ApiOpeningHours }>) {
  const [week, setWeek] = useState<Day[]>(initial.week);
  const [closures, setClosures] = useState(initial.closures);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [holidayDate, setHolidayDate] = useState("");
  const [holidayReason, setHolidayReason] = useState("");
  const ids = useId();

  const setDay = (index: number, windows: Day["windows"]) =>
    setWeek((days) => days.map((d, i) => (i === index ? { ...d, windows } : d)));

  const save = async (body: Parameters<typeof saveOpeningHours>[0], done: string) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await saveOpeningHours(body);
      setWeek(answer.openingHours.week);
      setClosures(answer.openingHours.closures);
      toast.success(done);
      return true;
    } catch (e) {
      setError(errorMessage(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveWeek = () => save({ week: week.map((d) => ({ day: d.day, windows: d.windows })) }, "Opening hours saved");

  const saveClosures = (next: typeof closures) =>
    save(
      { closures: next.map((c) => ({ date: c.date, ...(c.reason ? { reason: c.reason } : {}) })) },
      "Holidays saved",
    );

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${ids}-hours`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
        <h2 id={`${ids}-hours`} className="text-lg font-bold">
          Opening hours
        </h2>
        <p className="mt-1 text-sm text-muted">
          Up to {MAX_WINDOWS} windows a day, in {initial.timeZone} time, e.g. lunch 12:00-15:30 and dinner 19:00-23:30.
          A closing time before the opening runs past midnight (the day&apos;s last window only, closing by 06:00).
        </p>
        <ul className="mt-4 flex flex-col gap-4">
          {week.map((d, dayIndex) => (
            <li key={d.day} className="flex flex-col gap-2 border-t border-stone-100 pt-3" data-day={d.day}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{d.name}</h3>
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={busy || d.windows.length >= MAX_WINDOWS}
                    onClick={() => setDay(dayIndex, [...d.windows, { open: "19:00", close: "23:00" }])}
                  >
                    Add window<span className="sr-only"> on {d.name}</span>
                  </button>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={busy}
                    onClick={() => setWeek((days) => days.map((x) => ({ ...x, windows: d.windows })))}
                  >
                    Copy to all days<span className="sr-only"> from {d.name}</span>
                  </button>
                </div>
              </div>
              {d.windows.length === 0 && <p className="text-sm text-muted">Closed</p>}
              {d.windows.map((w, i) => (
                <div key={i} className="flex flex-wrap items-end gap-2">
                  <label className="flex flex-col text-xs font-medium">
                    Opens ({d.name}, window {i + 1})
                    <input
                      type="time"
                      className={inputClass}
                      value={w.open}
                      onChange={(e) =>
                        setDay(
                          dayIndex,
                          d.windows.map((x, j) => (j === i ? { ...x, open: e.target.value } : x)),
                        )
                      }
                    />
                  </label>
                  <label className="flex flex-col text-xs font-medium">
                    Closes ({d.name}, window {i + 1})
                    <input
                      type="time"
                      className={inputClass}
                      value={w.close === "24:00" ? "00:00" : w.close}
                      onChange={(e) =>
                        setDay(
                          dayIndex,
                          d.windows.map((x, j) => (j === i ? { ...x, close: e.target.value } : x)),
                        )
                      }
                    />
                  </label>
                  <button
                    type="button"
                    className={buttonClass}
                    disabled={busy}
                    onClick={() =>
                      setDay(
                        dayIndex,
                        d.windows.filter((_, j) => j !== i),
                      )
                    }
                  >
                    Remove
                    <span className="sr-only">
                      {" "}
                      window {i + 1} on {d.name}
                    </span>
                  </button>
                </div>
              ))}
            </li>
          ))}
        </ul>
        {error && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
        <button type="button" className={`${primaryClass} mt-4`} disabled={busy} onClick={() => void saveWeek()}>
          Save opening hours
        </button>
      </section>

      <section aria-labelledby={`${ids}-holidays`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
        <h2 id={`${ids}-holidays`} className="text-lg font-bold">
          Holidays
        </h2>
        <p className="mt-1 text-sm text-muted">
          Days the kitchen is closed. Customers see &quot;Closed today&quot; with your reason.
        </p>
        <ul className="mt-3 flex flex-col gap-2">
          {closures.length === 0 && <li className="text-sm text-muted">No holidays ahead</li>}
          {closures.map((c) => (
            <li key={c.date} className="flex items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-semibold">{c.date}</span>
                {c.reason ? ` - ${c.reason}` : ""}
              </span>
              <button
                type="button"
                className={buttonClass}
                disabled={busy}
                onClick={() => void saveClosures(closures.filter((x) => x.date !== c.date))}
              >
                Remove<span className="sr-only"> holiday {c.date}</span>
              </button>
            </li>
          ))}
        </ul>
        <form
          method="post"
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!holidayDate) return;
            const next = [
              ...closures.filter((c) => c.date !== holidayDate),
              { date: holidayDate, reason: holidayReason || null },
            ];
            void saveClosures(next).then((ok) => {
              if (ok) {
                setHolidayDate("");
                setHolidayReason("");
              }
            });
          }}
        >
          <label className="flex flex-col text-xs font-medium">
            Holiday date
            <input
              type="date"
              required
              className={inputClass}
              value={holidayDate}
              onChange={(e) => setHolidayDate(e.target.value)}
            />
          </label>
          <label className="flex flex-col text-xs font-medium">
            Reason (optional)
            <input
              type="text"
              maxLength={60}
              className={inputClass}
              value={holidayReason}
              onChange={(e) => setHolidayReason(e.target.value)}
              placeholder="Diwali"
            />
          </label>
          <button type="submit" className={primaryClass} disabled={busy}>
            Add holiday
          </button>
        </form>
      </section>
    </div>
  );
}
