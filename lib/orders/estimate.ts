import type { KitchenStatus } from "@/lib/kitchen/status";
import type { DeliveryStatusKey } from "@/lib/orders/status";

// When an order should reach the customer (issue 30 part 6): the kitchen's preparation time plus the
// travel time, from the step the order is at. Pure, so the server's answer (toApiOrder) and its tests
// share it; times are whole minutes added to the step's time.

/**
 * Minutes from the kitchen's door to the customer. A stand-in: there are no coordinates yet, so every
 * delivery is assumed to take this long. The riders issue replaces it with a travel estimate from the
 * distance (this constant is the one place to change).
 */
export const TRAVEL_MINUTES = 20;

/** Orders from before the kitchen kept its times: the spec's estimate, 30 minutes after they were placed. */
export const LEGACY_DELIVERY_MINUTES = 30;

/** What the estimate reads of an order (the columns of the same name, and its restaurant's default). */
export type EstimateInput = Readonly<{
  status: DeliveryStatusKey;
  kitchenStatus: KitchenStatus;
  createdAt: Date;
  paidAt: Date | null;
  acceptedAt: Date | null;
  preparingAt: Date | null;
  readyAt: Date | null;
  readyBy: Date | null;
  outForDeliveryAt: Date | null;
  /** The restaurant's usual preparation time (its kitchen settings), for an order not yet accepted. */
  defaultPrepMinutes: number;
}>;

const plus = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
const latest = (times: ReadonlyArray<Date | null>) =>
  new Date(Math.max(...times.filter((t): t is Date => t !== null).map((t) => t.getTime())));

/** The estimate from the step's own rule, or null when the time it builds on was never recorded. */
function fromStep(order: EstimateInput): Date | null {
  if (order.status === "out_for_delivery") {
    return order.outForDeliveryAt && plus(order.outForDeliveryAt, TRAVEL_MINUTES);
  }
  switch (order.kitchenStatus) {
    case "placed":
      return plus(order.paidAt ?? order.createdAt, order.defaultPrepMinutes + TRAVEL_MINUTES);
    case "accepted":
    case "preparing":
      // The promise, unless the kitchen started preparing after it had passed (then not before that).
      return order.readyBy && plus(latest([order.readyBy, order.preparingAt]), TRAVEL_MINUTES);
    case "ready":
      return order.readyAt && plus(order.readyAt, TRAVEL_MINUTES);
    case "rejected":
      return null;
  }
}

/**
 * When the order should arrive, or null once it has (delivered) or never will (cancelled, rejected).
 * Never before the time of the step the order is at. An order whose step has no recorded time (from
 * before the kitchen kept them) falls back to the spec's 30 minutes after it was placed.
 */
export function estimateDeliveryBy(order: EstimateInput): Date | null {
  if (order.status === "delivered" || order.status === "cancelled" || order.kitchenStatus === "rejected") return null;
  const estimate = fromStep(order) ?? plus(order.createdAt, LEGACY_DELIVERY_MINUTES);
  return latest([
    estimate,
    order.createdAt,
    order.paidAt,
    order.acceptedAt,
    order.preparingAt,
    order.readyAt,
    order.outForDeliveryAt,
  ]);
}
