// The kitchen's side of an order as a state machine (issue 30), beside the spec's delivery status
// (lib/orders/status.ts): placed -> accepted -> preparing -> ready, accepted -> ready directly, and
// placed -> rejected. One way: nothing goes back. Pure: the service turns these rules into conditional
// updates, so of two racing changes (an owner's Accept and the auto-reject job) exactly one wins.

export const KITCHEN_STATUSES = ["placed", "accepted", "preparing", "ready", "rejected"] as const;
export type KitchenStatus = (typeof KITCHEN_STATUSES)[number];

/** What the owner (or the accept window's job) does to an order in the kitchen. */
export type KitchenAction = "accept" | "reject" | "prepare" | "ready";

const TARGET: Record<KitchenAction, KitchenStatus> = {
  accept: "accepted",
  reject: "rejected",
  prepare: "preparing",
  ready: "ready",
};

const SOURCES: Record<KitchenAction, readonly KitchenStatus[]> = {
  accept: ["placed"],
  reject: ["placed"],
  prepare: ["accepted"],
  ready: ["accepted", "preparing"],
};

/** The status an action leaves the order in. */
export function kitchenTarget(action: KitchenAction): KitchenStatus {
  return TARGET[action];
}

/** The statuses an action may start from (the WHERE of its conditional update). */
export function kitchenSources(action: KitchenAction): KitchenStatus[] {
  return [...SOURCES[action]];
}

export function canKitchen(from: KitchenStatus, action: KitchenAction): boolean {
  return SOURCES[action].includes(from);
}

/** What the owner may do next from `status` (the console's buttons), in the order they are offered. */
export function kitchenActionsFrom(status: KitchenStatus): KitchenAction[] {
  return (["accept", "reject", "prepare", "ready"] as const).filter((action) => canKitchen(status, action));
}

const DONE: Record<KitchenStatus, string> = {
  placed: "is waiting to be accepted",
  accepted: "was already accepted",
  preparing: "is already being prepared",
  ready: "is already ready",
  rejected: "was rejected",
};

const VERB: Record<KitchenAction, string> = {
  accept: "accepted",
  reject: "rejected",
  prepare: "marked as preparing",
  ready: "marked ready",
};

/** The 409's words when `action` is refused because the order's kitchen status is `from`. */
export function kitchenConflict(from: KitchenStatus, action: KitchenAction): string {
  if (action === "ready" && from === "placed") return "Accept this order before marking it ready";
  if (action === "prepare" && from === "placed") return "Accept this order before starting to prepare it";
  return `This order ${DONE[from]} and cannot be ${VERB[action]}`;
}

/** Preparation times the owner may promise, in minutes. */
export const PREP_MINUTES_MIN = 5;
export const PREP_MINUTES_MAX = 90;
/** The console's quick choices. */
export const PREP_CHOICES = [10, 15, 20, 30, 45] as const;
/** The accept window's bounds, in minutes. */
export const ACCEPT_WINDOW_MIN = 1;
export const ACCEPT_WINDOW_MAX = 30;

/** When the food is ready: the accept time plus the promised minutes. */
export function readyByOf(acceptedAt: Date, prepMinutes: number): Date {
  return new Date(acceptedAt.getTime() + prepMinutes * 60_000);
}

/** When an unaccepted paid order is rejected: its payment time plus the restaurant's window. */
export function acceptDeadline(paidAt: Date, windowMinutes: number): Date {
  return new Date(paidAt.getTime() + windowMinutes * 60_000);
}

/** The reason the accept window's job gives the customer. */
export const NOT_ACCEPTED_REASON = "The restaurant did not accept your order in time";

/** What a kitchen step answers the owner. `readyBy` is the accept's promise, already formatted. */
export function kitchenStepMessage(action: KitchenAction, readyBy?: string): string {
  switch (action) {
    case "accept":
      return readyBy ? `Order accepted: ready by ${readyBy}` : "Order accepted";
    case "prepare":
      return "Order marked as preparing";
    case "ready":
      return "Order marked ready";
    case "reject":
      return "Order rejected";
  }
}

/**
 * Where the owner console shows one order: its card on the Orders page (the card's heading has the id
 * `order-<id>`). The new-order push and toast link to it.
 */
export function ownerOrderPath(orderId: string): string {
  return `/restaurant/orders#order-${orderId}`;
}
