"use client";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { lazyClient } from "@/components/ui/lazy-client";
import type { LiveTrackingProps, RiderEstimateProps } from "@/components/orders/live-tracking";
import { formatTime } from "@/lib/ui/format";

// The map, Leaflet and the live connection's position code are fetched after the page loads, only for an
// order whose rider has it: Past Orders' first load stays within its budget.
export const LazyLiveTracking = lazyClient<LiveTrackingProps>(
  () => import("@/components/orders/live-tracking").then((m) => m.LiveTracking),
  <div className="h-56 w-full rounded-xl bg-stone-100 sm:h-64" aria-hidden="true" />,
);

const LiveArrivalTime = lazy(() =>
  import("@/components/orders/live-tracking").then((m) => ({ default: m.LiveArrivalTime })),
);
const noSubscription = () => () => {};

type ArrivalProps = RiderEstimateProps & Readonly<{ serverEstimate: string }>;

/**
 * The header's time of an order a rider has, from the same chunk as the map: the server's estimate until the
 * chunk is there (on the server, while hydrating, while loading), then the one from the rider's position.
 */
export function LazyLiveArrivalTime(props: ArrivalProps) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const fallback = <time dateTime={props.serverEstimate}>{formatTime(props.serverEstimate)}</time>;
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <LiveArrivalTime {...props} />
    </Suspense>
  );
}
