import { LazyLiveTracking as LiveTracking } from "@/components/orders/lazy-live-tracking";
import type { LivePosition } from "@/lib/live/types";
import type { MapTiles } from "@/lib/maps/types";
import type { ApiOrder } from "@/lib/orders/contract";
import type { RiderEstimateProps } from "./live-tracking";
import { codeIntro, deliveryHeadline, riderInHand } from "./delivery-words";

/** What Past Orders hands each card for the delivery leg: the map tiles, and the riders' last positions. */
export type TrackingContext = Readonly<{ tiles: MapTiles | null; positions: Readonly<Record<string, LivePosition>> }>;

/** The estimate's inputs for an order a rider has and whose two ends are placed; null otherwise. */
export function riderEstimateOf(order: ApiOrder, tracking?: TrackingContext): RiderEstimateProps | null {
  const { from, to } = order.route;
  if (!riderInHand(order.delivery) || !from || !to) return null;
  return {
    orderId: order._id,
    leg: order.delivery.state === "assigned" ? "to_restaurant" : "to_customer",
    restaurant: from,
    drop: to,
    initial: tracking?.positions[order._id] ?? null,
    foodReadyBy: order.kitchenStatus === "ready" ? null : order.readyBy,
  };
}

/**
 * The delivery leg on the customer's card (issue 32 part 6): where it stands, the code for the door, and while
 * a rider has it the live map and estimate. Nothing for an order its restaurant delivers itself.
 */
export function DeliveryPanel({ order, tracking }: Readonly<{ order: ApiOrder; tracking?: TrackingContext }>) {
  const delivery = order.delivery;
  const headline = deliveryHeadline(delivery);
  if (!delivery || !headline) return null;
  const intro = codeIntro(delivery);
  const live = riderEstimateOf(order, tracking);
  return (
    <section
      aria-label="Delivery partner"
      data-testid="delivery-panel"
      data-delivery-state={delivery.state}
      className="flex flex-col gap-3 px-4 pb-4 sm:px-5 sm:pb-5"
    >
      <p data-testid="delivery-headline" className="font-semibold text-ink">
        {headline}
      </p>
      {intro && delivery.code && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span>{intro}</span>
          <span
            data-testid="delivery-code"
            aria-label={`Delivery code ${delivery.code.split("").join(" ")}`}
            className="rounded-lg bg-stone-900 px-3 py-1 font-mono text-2xl font-extrabold tracking-[0.35em] text-white tabular-nums"
          >
            {delivery.code}
          </span>
        </p>
      )}
      {live && delivery.rider && (
        <LiveTracking
          {...live}
          riderName={delivery.rider.firstName}
          restaurantName={order.restaurant_id.name}
          tiles={tracking?.tiles ?? null}
        />
      )}
    </section>
  );
}
