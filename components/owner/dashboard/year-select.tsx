"use client";
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";

/** The revenue chart's year; the choice lives in the URL (?year=). */
export function YearSelect({ years, value }: Readonly<{ years: readonly number[]; value: number }>) {
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-muted">
        Year
      </label>
      <select
        key={value}
        id={id}
        defaultValue={value}
        aria-busy={pending || undefined}
        onChange={(event) => {
          const year = event.target.value;
          startTransition(() => router.push(`/restaurant/dashboard?year=${year}`, { scroll: false }));
        }}
        className="h-9 rounded-xl border border-stone-300 bg-white pl-3 pr-8 text-sm font-semibold text-ink shadow-sm hover:border-stone-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}
