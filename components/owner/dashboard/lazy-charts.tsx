"use client";
import { lazyClient } from "@/components/ui/lazy-client";

// recharts is fetched by the dashboard alone, after the page itself has shown: no other page's
// bundle carries it. The same-sized placeholder keeps the page from jumping when a chart arrives.
const chartPlaceholder = <div className="h-72 w-full animate-pulse rounded-xl bg-stone-100" />;

export const LazyCategoryChart = lazyClient(
  () => import("@/components/owner/dashboard/category-chart").then((m) => m.default),
  chartPlaceholder,
);

export const LazyRevenueChart = lazyClient(
  () => import("@/components/owner/dashboard/revenue-chart").then((m) => m.default),
  chartPlaceholder,
);
