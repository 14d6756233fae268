import { AppLink } from "@/components/ui/app-link";
import { formatPaise } from "@/lib/rider-console/format";
import type { RiderToday } from "@/lib/rider-console/types";

/** The day's figures as four tiles: deliveries, pay, tips and the cash the rider holds. */
export function TotalsGrid({ totals, label }: Readonly<{ totals: RiderToday; label: string }>) {
  const tiles = [
    { name: "Deliveries", value: String(totals.deliveries) },
    { name: "Pay", value: formatPaise(totals.payPaise) },
    { name: "Tips", value: formatPaise(totals.tipsPaise) },
    { name: "Cash held", value: formatPaise(totals.cashHeldPaise) },
  ];
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3">
      {tiles.map((tile) => (
        <div key={tile.name} className="rounded-xl bg-stone-50 px-3 py-2 ring-1 ring-stone-200">
          <dt className="text-sm text-muted">{tile.name}</dt>
          <dd className="text-lg font-bold tabular-nums">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Today's summary on the console, with the way to the earnings of any day. */
export function TodaySummary({ today }: Readonly<{ today: RiderToday }>) {
  return (
    <section aria-labelledby="today-title" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <div className="flex items-center justify-between gap-3">
        <h2 id="today-title" className="text-lg font-bold">
          Today
        </h2>
        <AppLink
          href="/rider/earnings"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-600 hover:underline"
        >
          All earnings
        </AppLink>
      </div>
      <div className="mt-3">
        <TotalsGrid totals={today} label="Today's figures" />
      </div>
      {today.cashHeldPaise > 0 && (
        <p className="mt-3 text-sm text-muted">Cash you collected is settled with Thali later.</p>
      )}
    </section>
  );
}
