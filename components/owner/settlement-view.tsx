"use client";
import { useState } from "react";
import { apiFetch, ApiError } from "@/lib/api/client";
import type { SettlementAnswer, SettlementBy, SettlementFigures, SettlementRow } from "@/lib/money/contract";
import { cn } from "@/lib/ui/cn";
import { formatRupees } from "@/lib/ui/format";

// The owner's settlement: rows per day or week from GET /api/settlement, a table on wide screens and a card per
// period on phones (seven columns do not fit 375 px), and the same rows as a CSV download.

const COLUMNS: ReadonlyArray<{ key: keyof SettlementFigures; label: string }> = [
  { key: "orders", label: "Orders" },
  { key: "grossPaise", label: "Gross" },
  { key: "commissionPaise", label: "Commission" },
  { key: "taxesPaise", label: "Taxes (GST)" },
  { key: "refundsPaise", label: "Refunds" },
  { key: "cashCollectedPaise", label: "Cash kept" },
  { key: "netPayoutPaise", label: "Net payout" },
];

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const day = (date: string) => dayFormat.format(new Date(`${date}T00:00:00Z`));

function periodLabel(row: SettlementRow): string {
  return row.from === row.to ? day(row.from) : `${day(row.from)} – ${day(row.to)}`;
}

function cell(figures: SettlementFigures, key: keyof SettlementFigures): string {
  return key === "orders" ? String(figures.orders) : formatRupees(figures[key] / 100);
}

function csvHref({ from, to, by }: SettlementAnswer): string {
  return `/api/settlementCsv?${new URLSearchParams({ from, to, by })}`;
}

export function SettlementView({ initial }: Readonly<{ initial: SettlementAnswer }>) {
  const [settlement, setSettlement] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function show(by: SettlementBy) {
    if (by === settlement.by || loading) return;
    setLoading(true);
    setError(null);
    try {
      setSettlement(await apiFetch<SettlementAnswer>(`/api/settlement?by=${by}`, { usertype: "restaurant" }));
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "The settlement could not be loaded. Please try again.");
    } finally {
      setLoading(false);
    }
  }

  return (
    <section aria-label="Settlement" className="flex flex-col gap-4" aria-busy={loading}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Rows per" className="inline-flex rounded-xl bg-white p-1 ring-1 ring-stone-200">
          {(["day", "week"] as const).map((by) => (
            <button
              key={by}
              type="button"
              onClick={() => show(by)}
              aria-pressed={settlement.by === by}
              className={cn(
                "h-10 rounded-lg px-4 text-sm font-semibold text-muted",
                "aria-pressed:bg-brand-500 aria-pressed:text-white",
              )}
            >
              By {by}
            </button>
          ))}
        </div>
        <a
          href={csvHref(settlement)}
          download
          className="inline-flex h-11 items-center rounded-xl bg-white px-4 text-sm font-semibold text-brand-700 ring-1 ring-stone-200 hover:bg-brand-50"
        >
          Download CSV
        </a>
      </div>
      <p className="text-sm text-muted">
        {day(settlement.from)} to {day(settlement.to)}: net payout{" "}
        <strong className="text-ink">{formatRupees(settlement.totals.netPayoutPaise / 100)}</strong> from{" "}
        {settlement.totals.orders} {settlement.totals.orders === 1 ? "order" : "orders"}.
      </p>
      {error && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-700">
          {error}
        </p>
      )}

      <div className="hidden overflow-x-auto rounded-2xl bg-white ring-1 ring-stone-200 md:block">
        <table className="w-full text-sm">
          <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="px-4 py-3">
                {settlement.by === "day" ? "Day" : "Week"}
              </th>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" className="px-4 py-3 text-right">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {settlement.rows.map((row) => (
              <tr key={row.from} className={cn(row.orders === 0 && row.refundsPaise === 0 && "text-muted")}>
                <th scope="row" className="whitespace-nowrap px-4 py-3 text-left font-semibold">
                  {periodLabel(row)}
                </th>
                {COLUMNS.map((column) => (
                  <td key={column.key} className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                    {cell(row, column.key)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-stone-50 font-semibold">
            <tr>
              <th scope="row" className="px-4 py-3 text-left">
                Total
              </th>
              {COLUMNS.map((column) => (
                <td key={column.key} className="whitespace-nowrap px-4 py-3 text-right tabular-nums">
                  {cell(settlement.totals, column.key)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden" aria-label={settlement.by === "day" ? "Days" : "Weeks"}>
        {settlement.rows.map((row) => (
          <li key={row.from} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <h2 className="font-semibold">{periodLabel(row)}</h2>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {COLUMNS.map((column) => (
                <div key={column.key} className="contents">
                  <dt className="text-muted">{column.label}</dt>
                  <dd className="text-right tabular-nums">{cell(row, column.key)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
