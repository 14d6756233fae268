"use client";
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { STATUS_CHOICES } from "./status-words";

/**
 * The spec's Sort By dropdown of an order list (Past Orders, or the console's Orders with
 * `basePath="/restaurant/orders"`); the choice lives in the URL (?status=), so Back and shared links keep it.
 */
export function OrdersFilter({ value, basePath = "/orders" }: Readonly<{ value: string; basePath?: string }>) {
  const router = useRouter();
  const id = useId();
  const [pending, startTransition] = useTransition();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-muted">
        Sort By
      </label>
      {/* Uncontrolled, so the new choice stays shown while its page loads; keyed to follow Back and Forward. */}
      <select
        key={value}
        id={id}
        defaultValue={value}
        aria-busy={pending || undefined}
        onChange={(event) => {
          const next = event.target.value;
          startTransition(() => router.push(next ? `${basePath}?status=${next}` : basePath, { scroll: false }));
        }}
        className="h-10 rounded-xl border border-stone-300 bg-white pl-3 pr-8 text-sm font-semibold text-ink shadow-sm hover:border-stone-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
      >
        {STATUS_CHOICES.map((choice) => (
          <option key={choice.slug} value={choice.slug}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
