"use client";
import dynamic from "next/dynamic";

// recharts is fetched by the dashboard alone, after the page itself has shown: no other page's
// bundle carries it. The same-sized placeholder keeps the page from jumping when a chart arrives.
function ChartPlaceholder() {
  return <div className="h-72 w-full animate-pulse rounded-xl bg-stone-100" />;
}

export const LazyCategoryChart = dynamic(() => import("@/components/owner/dashboard/category-chart"), {
  ssr: false,
  loading: ChartPlaceholder,
});

export const LazyRevenueChart = dynamic(() => import("@/components/owner/dashboard/revenue-chart"), {
  ssr: false,
  loading: ChartPlaceholder,
});
