"use client";
import { useEffect, useState } from "react";
import { RouteMap } from "@/components/maps/route-map";
import { useRiderPosition } from "@/lib/live/use-order-events";
import type { LivePosition } from "@/lib/live/types";
import type { LatLng, MapTiles } from "@/lib/maps/types";
import { estimateFromRider, formatDistance, type RiderLeg } from "@/lib/tracking/estimate";
import { formatTime } from "@/lib/ui/format";

/** What the estimate from the rider's position needs (issue 32 part 6). */
export type RiderEstimateProps = Readonly<{
  orderId: string;
  leg: RiderLeg;
  restaurant: LatLng;
  drop: LatLng;
  /** The rider's last position when the page was drawn, or null. */
  initial: LivePosition | null;
  /** Before pickup, the kitchen's promise while the food is not ready (ISO), else null. */
  foodReadyBy: string | null;
}>;

export type LiveTrackingProps = RiderEstimateProps &
  Readonly<{
    riderName: string;
    restaurantName: string;
    tiles: MapTiles | null;
  }>;

/** The estimate is recomputed at least this often, so "in 6 min" does not stand still between positions. */
const TICK_MS = 30_000;

/** The rider's live position and the estimate from it, recomputed on each position and every 30 s. */
function useRiderEstimate({ orderId, leg, restaurant, drop, initial, foodReadyBy }: RiderEstimateProps) {
  const position = useRiderPosition(orderId, initial);
  const [now, setNow] = useState(() => Date.now());
  // A new position is news now, and the clock moves on between positions.
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [position?.at]);
  const estimate = position
    ? estimateFromRider({
        leg,
        rider: position,
        restaurant,
        drop,
        now: new Date(now),
        foodReadyBy: foodReadyBy ? new Date(foodReadyBy) : null,
      })
    : null;
  return { position, estimate };
}

/**
 * The card's header time ("Estimated Delivery By", "Arriving by") for an order a rider has: from the rider's
 * position once there is one, else the server's estimate it was drawn with.
 */
export function LiveArrivalTime({
  serverEstimate,
  ...props
}: RiderEstimateProps & Readonly<{ serverEstimate: string }>) {
  const { estimate } = useRiderEstimate(props);
  const at = estimate?.arriveBy.toISOString() ?? serverEstimate;
  return (
    <time dateTime={at} data-testid="header-estimate">
      {formatTime(at)}
    </time>
  );
}

/**
 * The live part of a delivery in hand (issue 32 part 6): the map with the rider moving, and beside it in text
 * what the map shows and the estimate from the rider's position. Fetched after the page loads (lazyClient).
 */
export function LiveTracking({ riderName, restaurantName, tiles, ...props }: LiveTrackingProps) {
  const { leg, restaurant, drop } = props;
  const { position, estimate } = useRiderEstimate(props);
  const where = estimate
    ? leg === "to_restaurant"
      ? `${riderName} is ${formatDistance(estimate.nextStopMeters)} from ${restaurantName}`
      : `${riderName} is ${formatDistance(estimate.nextStopMeters)} away`
    : `Waiting for ${riderName}'s location…`;

  return (
    <div className="flex flex-col gap-2">
      <RouteMap
        tiles={tiles}
        restaurant={restaurant}
        drop={drop}
        rider={position}
        restaurantName={restaurantName}
        riderName={riderName}
        label={`Map: ${restaurantName}, your address and ${riderName}`}
      />
      <div aria-live="polite" className="text-sm">
        <p data-testid="rider-where" className="font-semibold text-ink">
          {where}
        </p>
        {estimate && (
          <p data-testid="rider-estimate" className="text-sky-800">
            Arriving in about {estimate.minutes} min · by{" "}
            <time dateTime={estimate.arriveBy.toISOString()}>{formatTime(estimate.arriveBy)}</time>
          </p>
        )}
      </div>
    </div>
  );
}
