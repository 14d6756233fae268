// The order's delivery status as a state machine: pending -> out for delivery -> delivered, and
// pending or out for delivery -> cancelled. A customer may only cancel, and only while pending.
// Pure: the service turns these rules into conditional updates, so racing requests get one winner.

export type DeliveryStatusKey = "pending" | "out_for_delivery" | "delivered" | "cancelled";
export type WireStatus = "pending" | "out for delivery" | "delivered" | "cancelled";
export type Actor = "customer" | "restaurant";

export const WIRE_STATUSES: readonly WireStatus[] = ["pending", "out for delivery", "delivered", "cancelled"];

export function toWireStatus(status: DeliveryStatusKey): WireStatus {
  return status === "out_for_delivery" ? "out for delivery" : status;
}

export function fromWireStatus(status: WireStatus): DeliveryStatusKey {
  return status === "out for delivery" ? "out_for_delivery" : status;
}

const NEXT: Record<DeliveryStatusKey, readonly DeliveryStatusKey[]> = {
  pending: ["out_for_delivery", "cancelled"],
  out_for_delivery: ["delivered", "cancelled"],
  delivered: [],
  cancelled: [],
};

export function canTransition(from: DeliveryStatusKey, to: DeliveryStatusKey, actor: Actor): boolean {
  if (actor === "customer") return from === "pending" && to === "cancelled";
  return NEXT[from].includes(to);
}

/** The statuses from which `actor` may move an order to `to` (the WHERE of the conditional update). */
export function sourcesFor(to: DeliveryStatusKey, actor: Actor): DeliveryStatusKey[] {
  return (Object.keys(NEXT) as DeliveryStatusKey[]).filter((from) => canTransition(from, to, actor));
}

/** The event recorded for a change (issue 7 streams them). */
export function eventTypeFor(to: DeliveryStatusKey): "order.cancelled" | "order.status" {
  return to === "cancelled" ? "order.cancelled" : "order.status";
}
