import { MENU_CATEGORIES } from "@/lib/menu/categories";

// What the dashboard's charts draw, from the spec's dashboardDetails. Pure, shared by the charts
// (client) and the tables that say the same for screen readers (server).

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** One colour per category, the same wherever it appears; unknown categories share the last. */
const CATEGORY_COLOURS = ["#f04e1a", "#f59e0b", "#0f8a3c", "#0284c7", "#db2777", "#7c3aed", "#0d9488", "#a16207"];

function categoryColour(category: string): string {
  const index = (MENU_CATEGORIES as readonly string[]).indexOf(category);
  return CATEGORY_COLOURS[index === -1 ? CATEGORY_COLOURS.length - 1 : index]!;
}

export type CategorySlice = { name: string; value: number; fill: string };

export function categorySlices(data: ReadonlyArray<{ _id: string; categoryCount: number }>): CategorySlice[] {
  return data
    .filter((c) => c.categoryCount > 0)
    .map((c) => ({ name: c._id, value: c.categoryCount, fill: categoryColour(c._id) }));
}

export type MonthBar = { month: (typeof MONTHS)[number]; revenue: number };

/** All twelve months, Jan to Dec, whatever the answer holds (the spec's server left December out). */
export function monthBars(data: ReadonlyArray<{ _id: number; totalRevenueOfMonth: number }>): MonthBar[] {
  const byMonth = new Map(data.map((m) => [m._id, m.totalRevenueOfMonth]));
  return MONTHS.map((month, index) => ({ month, revenue: byMonth.get(index) ?? 0 }));
}

/** Years the selector offers: those with orders, this year and the chosen one, newest first. */
export function yearChoices(years: readonly number[], current: number, chosen: number): number[] {
  return [...new Set([...years, current, chosen])].sort((a, b) => b - a);
}

const compact = new Intl.NumberFormat("en-IN", { notation: "compact", maximumFractionDigits: 1 });

/** An axis label: ₹0, ₹950, ₹1.2K, ₹3.4L. */
export function compactRupees(value: number): string {
  return `₹${compact.format(value)}`;
}
