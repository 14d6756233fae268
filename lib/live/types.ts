import type { UserType } from "@/lib/auth/session-user";
// Shapes shared by the server side of live updates and the browser (no server code here).

import type { KitchenStatus } from "@/lib/kitchen/status";
import type { WireStatus } from "@/lib/orders/status";

/** Whose events a stream carries: a customer's own orders, or one restaurant's. */
export type Scope = { kind: "customer"; id: string } | { kind: "restaurant"; id: string };

/** "Something changed for these two scopes": a hint that makes hubs read OrderEvent, never the data itself. */
export type Wake = { customerId: string; restaurantId: string; eventId: string };

/**
 * `order.kitchen`: the kitchen accepted the order, started preparing it or marked it ready (issue 30).
 * `order.delivery`: its delivery leg changed: a rider took it or let it pass, the restaurant assigned one or
 * took it back, or no rider was found for 10 minutes (issue 32).
 * `order.help`: Thali support answered the customer's help request on the order (issue 33), maybe with a refund;
 * for the customer only (a restaurant's stream and poll never carry it).
 */
export const ORDER_EVENT_TYPES = [
  "order.paid",
  "order.status",
  "order.kitchen",
  "order.cancelled",
  "order.refunded",
  "order.delivery",
  "order.help",
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** One OrderEvent as streams and the polling call send it (`data:` of an `order` frame). */
export type LiveOrderEvent = {
  eventId: string;
  orderId: string;
  type: OrderEventType;
  status: WireStatus;
  /** The kitchen's status the event left the order in (null on events from before issue 30). */
  kitchenStatus: KitchenStatus | null;
  createdAt: string;
  /** For the toasts: whose order and from where (the customer's delivery name, the restaurant's name). */
  customerName: string;
  restaurantName: string;
  /** Who cancelled the order, on `order.cancelled` and `order.refunded` events; null otherwise. */
  cancelledBy: UserType | null;
  /** The restaurant's reason for cancelling, when it gave one; null otherwise. */
  cancelReason: string | null;
};

/**
 * Where the rider carrying one of the customer's orders is (`data:` of a `position` frame, issue 32): the
 * newest accepted RiderPosition, at most one per 5 s per order, while the delivery is assigned or picked up.
 */
export type LivePosition = { orderId: string; lat: number; lng: number; at: string };

/** `GET /api/orderEvents?after=`: at most POLL_PAGE_SIZE events after `after`, and the cursor to poll from next. */
export type OrderEventsPage = {
  events: LiveOrderEvent[];
  lastEventId: string;
  /** A customer's page only: the last position of each of their deliveries a rider has (issue 32). */
  positions?: LivePosition[];
};

export const POLL_PAGE_SIZE = 100;

export function scopeKey(scope: Scope): string {
  return `${scope.kind}:${scope.id}`;
}
