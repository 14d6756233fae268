"use client";
import { useSyncExternalStore } from "react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { compactRupees, type MonthBar } from "@/components/owner/dashboard/chart-data";
import { formatRupees } from "@/lib/ui/format";

const NARROW = "(max-width: 479px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether twelve month names side by side would run into each other (phones). */
function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}

/** An empty year still gets a readable scale rather than ₹0 to ₹4. */
const yDomain: [number, (max: number) => number] = [0, (max) => Math.max(max, 100)];

/** The 'Annul Revenue' bars: each month's revenue, Jan to Dec (loaded only on the dashboard). */
export default function RevenueChart({ bars }: Readonly<{ bars: MonthBar[] }>) {
  const narrow = useNarrow();
  return (
    <div aria-hidden>
      <BarChart
        responsive
        style={{ width: "100%", height: 288 }}
        data={bars}
        margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid vertical={false} stroke="#e7e5e4" strokeDasharray="4 4" />
        <XAxis
          dataKey="month"
          interval={0}
          tickLine={false}
          axisLine={{ stroke: "#d6d3d1" }}
          tick={{ fontSize: 11, fill: "#686b78" }}
          // On a phone the names stand at an angle, so all twelve fit without overlapping.
          angle={narrow ? -50 : 0}
          textAnchor={narrow ? "end" : "middle"}
          height={narrow ? 40 : 30}
        />
        <YAxis
          width={52}
          tickLine={false}
          axisLine={false}
          tick={{ fontSize: 11, fill: "#686b78" }}
          tickFormatter={(value: number) => compactRupees(value)}
          allowDecimals={false}
          domain={yDomain}
        />
        <Tooltip cursor={{ fill: "#fff4ed" }} formatter={(value) => [formatRupees(Number(value)), "Revenue"]} />
        <Bar
          dataKey="revenue"
          name="Revenue"
          fill="#f04e1a"
          radius={[6, 6, 0, 0]}
          maxBarSize={36}
          isAnimationActive={false}
        />
      </BarChart>
    </div>
  );
}
