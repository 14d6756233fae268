import type { ReactNode } from "react";
import { HealthChartSlot } from "@/components/admin/health-chart";
import type { ChartSeries } from "@/components/admin/health-charts";
import type { HealthAnswer } from "@/lib/admin/health-contract";

// The view of health (issue 33, /admin): one card per figure with its title, a sentence of what it says, the chart
// (a picture, loaded lazily) and its figures as a table under "Figures", so it reads without the picture.

type Column = { key: string; label: string };

function Card({
  id,
  title,
  summary,
  chart,
  columns,
  rows,
}: Readonly<{
  id: string;
  title: string;
  summary: ReactNode;
  chart?: { kind: "line" | "bar"; xKey: string; series: readonly ChartSeries[] };
  columns: readonly Column[];
  rows: ReadonlyArray<Record<string, string | number>>;
}>) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      <p className="text-sm text-stone-700">{summary}</p>
      {chart && rows.length > 0 && (
        <HealthChartSlot kind={chart.kind} xKey={chart.xKey} series={chart.series} data={rows} />
      )}
      {rows.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer rounded font-semibold text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500">
            Figures
          </summary>
          <div className="mt-2 max-h-72 overflow-auto">
            <table className="w-full text-left">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c.key} scope="col" className="border-b border-stone-200 px-2 py-1 font-semibold">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i} className="odd:bg-stone-50">
                    {columns.map((c) => (
                      <td key={c.key} className="px-2 py-1 tabular-nums">
                        {row[c.key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : (
        <p className="text-sm text-stone-500">Nothing to show.</p>
      )}
    </section>
  );
}

const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
const sum = <T,>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

export function HealthView({ figures }: Readonly<{ figures: HealthAnswer }>) {
  const nowHour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", hourCycle: "h23" }).format(
      new Date(figures.at),
    ),
  );
  const orders = figures.ordersPerHour.map((h) => ({ hour: hourLabel(h.hour), today: h.today, lastWeek: h.lastWeek }));
  const ordersToday = sum(figures.ordersPerHour, (h) => h.today);
  const ordersSoFarLastWeek = sum(
    figures.ordersPerHour.filter((h) => h.hour <= nowHour),
    (h) => h.lastWeek,
  );
  const failed = figures.paymentsFailedPerHour.map((h) => ({ hour: hourLabel(h.hour), failed: h.failed }));
  const { refundsPending: refunds, jobsFailed: jobs, kitchens, ridersOnline: riders } = figures;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card
        id="orders"
        title="Orders per hour"
        summary={`${ordersToday} orders today so far; ${ordersSoFarLastWeek} by this hour on the same day last week (IST hours).`}
        chart={{
          kind: "line",
          xKey: "hour",
          series: [
            { key: "today", label: "Today", color: "#ea580c" },
            { key: "lastWeek", label: "Same day last week", color: "#78716c" },
          ],
        }}
        columns={[
          { key: "hour", label: "Hour" },
          { key: "today", label: "Today" },
          { key: "lastWeek", label: "Last week" },
        ]}
        rows={orders}
      />
      <Card
        id="payments"
        title="Payments failed"
        summary={`${sum(failed, (h) => h.failed)} payment attempts failed today.`}
        chart={{ kind: "bar", xKey: "hour", series: [{ key: "failed", label: "Failed", color: "#dc2626" }] }}
        columns={[
          { key: "hour", label: "Hour" },
          { key: "failed", label: "Failed" },
        ]}
        rows={failed}
      />
      <Card
        id="refunds"
        title="Refunds pending"
        summary={`${refunds.total} refunds are not yet with the customer (${refunds.failed} failed at the provider; ${refunds.older} asked for more than a week ago).`}
        chart={{ kind: "bar", xKey: "date", series: [{ key: "count", label: "Asked for that day", color: "#d97706" }] }}
        columns={[
          { key: "date", label: "Asked for on" },
          { key: "count", label: "Still pending" },
        ]}
        rows={refunds.byDay}
      />
      <Card
        id="jobs"
        title="Jobs failed"
        summary={`${jobs.total} background jobs failed for good today (their tries used up).`}
        chart={{ kind: "bar", xKey: "queue", series: [{ key: "failed", label: "Failed", color: "#7c3aed" }] }}
        columns={[
          { key: "queue", label: "Queue" },
          { key: "failed", label: "Failed" },
        ]}
        rows={jobs.byQueue}
      />
      <Card
        id="kitchens"
        title="Kitchens not answering"
        summary={`${kitchens.waiting} paid orders are waiting past their kitchen's accept window; ${kitchens.autoRejectedToday} were rejected today because nobody accepted them.`}
        chart={{
          kind: "bar",
          xKey: "name",
          series: [
            { key: "waiting", label: "Waiting", color: "#ea580c" },
            { key: "autoRejected", label: "Rejected by the window today", color: "#57534e" },
          ],
        }}
        columns={[
          { key: "name", label: "Restaurant" },
          { key: "waiting", label: "Waiting" },
          { key: "autoRejected", label: "Rejected today" },
        ]}
        rows={kitchens.restaurants}
      />
      <Card
        id="riders"
        title="Riders online by city"
        summary={`${riders.total} delivery partners are online; ${sum(riders.byCity, (c) => c.busy)} of them carry an order.`}
        chart={{
          kind: "bar",
          xKey: "city",
          series: [
            { key: "online", label: "Online", color: "#16a34a" },
            { key: "busy", label: "With an order", color: "#0284c7" },
          ],
        }}
        columns={[
          { key: "city", label: "City" },
          { key: "online", label: "Online" },
          { key: "busy", label: "With an order" },
        ]}
        rows={riders.byCity}
      />
    </div>
  );
}
