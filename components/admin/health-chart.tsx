"use client";
import { lazyClient } from "@/components/ui/lazy-client";
import type { HealthChartProps } from "@/components/admin/health-charts";

// A chart of the view of health, its recharts code fetched after the page is interactive (lazyClient: never on the
// server, never in the first load); a box of the same height stands in meanwhile.

const Chart = lazyClient(
  () => import("@/components/admin/health-charts").then((m) => m.HealthChart),
  <div className="h-[220px] animate-pulse rounded-lg bg-stone-100" />,
);

export function HealthChartSlot(props: Readonly<HealthChartProps>) {
  return (
    <div aria-hidden="true" className="min-w-0">
      <Chart {...props} />
    </div>
  );
}
