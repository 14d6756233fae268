"use client";
import { Legend, Pie, PieChart, Tooltip } from "recharts";
import type { CategorySlice } from "@/components/owner/dashboard/chart-data";

/** The 'Food Category Data' doughnut: menu items per category (loaded only on the dashboard). */
export default function CategoryChart({ slices }: Readonly<{ slices: CategorySlice[] }>) {
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <div className="relative" aria-hidden>
      <PieChart responsive style={{ width: "100%", height: 288 }} accessibilityLayer={false}>
        <Pie
          data={slices}
          dataKey="value"
          nameKey="name"
          cx="50%"
          cy="45%"
          innerRadius="58%"
          outerRadius="82%"
          paddingAngle={2}
          stroke="#fff"
          strokeWidth={2}
          isAnimationActive={false}
          rootTabIndex={-1}
        />
        <Tooltip formatter={(value) => [`${value} ${value === 1 ? "item" : "items"}`, undefined]} />
        <Legend verticalAlign="bottom" iconType="circle" iconSize={10} wrapperStyle={{ fontSize: 13 }} />
      </PieChart>
      <div className="pointer-events-none absolute inset-x-0 top-[45%] flex -translate-y-1/2 flex-col items-center">
        <span className="text-3xl font-extrabold tabular-nums">{total}</span>
        <span className="text-xs font-semibold uppercase tracking-wider text-muted">
          {total === 1 ? "item" : "items"}
        </span>
      </div>
    </div>
  );
}
