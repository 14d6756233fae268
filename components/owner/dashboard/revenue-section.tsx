import { monthBars, yearChoices } from "@/components/owner/dashboard/chart-data";
import { LazyRevenueChart } from "@/components/owner/dashboard/lazy-charts";
import { YearSelect } from "@/components/owner/dashboard/year-select";
import type { DashboardDetails } from "@/lib/owner/contract";
import { formatRupees } from "@/lib/ui/format";

type RevenueSectionProps = Readonly<{ details: DashboardDetails; year: number; currentYear: number }>;

/** 'Annul Revenue' (the spec's spelling): revenue of delivered orders per month of the chosen year. */
export function RevenueSection({ details, year, currentYear }: RevenueSectionProps) {
  const bars = monthBars(details.revenueData);
  const yearTotal = bars.reduce((sum, b) => sum + b.revenue, 0);
  return (
    <section
      aria-labelledby="revenue-heading"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 lg:col-span-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="revenue-heading" className="text-lg font-bold">
            Annul Revenue
          </h2>
          <p className="text-sm text-muted">
            {formatRupees(yearTotal)} from delivered orders in {year}
          </p>
        </div>
        <YearSelect years={yearChoices(details.years, currentYear, year)} value={year} />
      </div>
      <div className="mt-3">
        <LazyRevenueChart bars={bars} />
      </div>
      <table className="sr-only">
        <caption>Revenue per month in {year}</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((b) => (
            <tr key={b.month}>
              <th scope="row">{b.month}</th>
              <td>{formatRupees(b.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
