"use client";
import { useSyncExternalStore } from "react";
import type { ApiOpeningHours } from "@/lib/restaurants/hours-contract";
import { localTime } from "@/lib/restaurants/week-hours";

// The restaurant page's week of hours and today's holiday. "Today" is the browser's reading in the restaurant's
// zone (the page is cached across midnights): nothing is shown for it until hydrated.

const noop = () => () => {};

function useToday(timeZone: string): { date: string; weekday: number } | null {
  const key = useSyncExternalStore(
    noop,
    () => {
      const t = localTime(new Date(), timeZone);
      return `${t.date}|${t.weekday}`;
    },
    () => null,
  );
  if (!key) return null;
  const [date = "", weekday = "0"] = key.split("|");
  return { date, weekday: Number(weekday) };
}

/** "Closed today for Diwali" on a holiday, and the week's windows (today's in bold). */
export function WeekHoursPanel({ hours }: Readonly<{ hours: ApiOpeningHours }>) {
  const today = useToday(hours.timeZone);
  const closure = today ? hours.closures.find((c) => c.date === today.date) : undefined;
  return (
    <div className="flex flex-col gap-2 text-sm">
      {closure && (
        <p role="status" className="rounded-xl bg-red-50 px-3 py-2 font-semibold text-red-800 ring-1 ring-red-200">
          {closure.reason ? `Closed today for ${closure.reason}` : "Closed today"}
        </p>
      )}
      <details className="group">
        <summary className="cursor-pointer rounded font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2">
          Hours this week
        </summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {hours.week.map((d, i) => (
            <div key={d.day} className={`contents ${today?.weekday === i ? "font-bold" : ""}`}>
              <dt>{d.name}</dt>
              <dd className="text-muted">
                {d.windows.length === 0 ? "Closed" : d.windows.map((w) => `${w.open}-${w.close}`).join(", ")}
              </dd>
            </div>
          ))}
        </dl>
      </details>
    </div>
  );
}
