"use client";
import { lazyClient } from "@/components/ui/lazy-client";
import type { LiveTrackingProps } from "@/components/orders/live-tracking";

// The map, Leaflet and the live connection's position code are fetched after the page loads, only for an
// order whose rider has it: Past Orders' first load stays within its budget.
export const LazyLiveTracking = lazyClient<LiveTrackingProps>(
  () => import("@/components/orders/live-tracking").then((m) => m.LiveTracking),
  <div className="h-56 w-full rounded-xl bg-stone-100 sm:h-64" aria-hidden="true" />,
);
