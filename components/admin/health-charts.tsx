"use client";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

// The view of health's charts (issue 33): recharts, fetched only once the page is interactive (health-chart.tsx
// loads this module lazily), so the console's first load stays small. The picture only: every chart's figures are
// also the table beside it, which is what screen readers read (the chart is aria-hidden). Recharts' keyboard layer is
// off: inside aria-hidden a focusable chart is a stop the keyboard reaches and a screen reader cannot name (axe's
// aria-hidden-focus, seen once the lazy chart had loaded before the audit), as on the owner's dashboard.

export type ChartSeries = { key: string; label: string; color: string };

export type HealthChartProps = {
  kind: "line" | "bar";
  data: ReadonlyArray<Record<string, string | number>>;
  xKey: string;
  series: readonly ChartSeries[];
};

export function HealthChart({ kind, data, xKey, series }: Readonly<HealthChartProps>) {
  const rows = data as Array<Record<string, string | number>>;
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
      <XAxis dataKey={xKey} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
      <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
      <Tooltip />
      {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={220}>
      {kind === "line" ? (
        <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          {axes}
          {series.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={s.color}
              dot={false}
              strokeWidth={2}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          {axes}
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
