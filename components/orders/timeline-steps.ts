import type { ApiOrder } from "@/lib/orders/contract";
import { formatTime } from "@/lib/ui/format";

// The customer's order timeline (issue 30 part 6) as data: the six steps of an order, which of them are
// done (with their time when it was recorded), which is the order's step now, and where a cancelled or
// rejected order stopped. Pure, from the order's answer; order-timeline.tsx renders it.

type StepKey = "placed" | "accepted" | "preparing" | "ready" | "out for delivery" | "delivered";

export type TimelineStep = Readonly<{
  key: StepKey | "cancelled";
  label: string;
  /** done: happened; current: the latest that happened (the order is here now); upcoming: not yet. */
  state: "done" | "current" | "upcoming";
  /** When it happened (ISO), or null when it has not or its time was not kept (older orders, a skipped step). */
  at: string | null;
  /** A line under the label: the kitchen's promise, the expected arrival, why the order stopped. */
  note: string | null;
}>;

export type Timeline = Readonly<{
  steps: TimelineStep[];
  /** Still on its way (neither delivered nor cancelled): the tracker opens by default. */
  active: boolean;
}>;

const ORDER: readonly StepKey[] = ["placed", "accepted", "preparing", "ready", "out for delivery", "delivered"];

const LABELS: Readonly<Record<StepKey, string>> = {
  placed: "Order placed",
  accepted: "Accepted",
  preparing: "Preparing",
  ready: "Ready",
  "out for delivery": "Out for delivery",
  delivered: "Delivered",
};

const KITCHEN_REACHED: Readonly<Record<ApiOrder["kitchenStatus"], number>> = {
  placed: 0,
  rejected: 0,
  accepted: 1,
  preparing: 2,
  ready: 3,
};

/** How far the order got: the index in ORDER of the latest step it reached. */
function reachedIndex(order: ApiOrder): number {
  if (order.deliveryStatus === "delivered") return 5;
  if (order.deliveryStatus === "out for delivery" || order.outForDeliveryAt) return 4;
  return KITCHEN_REACHED[order.kitchenStatus];
}

function timeOf(order: ApiOrder, key: StepKey): string | null {
  switch (key) {
    case "placed":
      return order.createdAt;
    case "accepted":
      return order.acceptedAt;
    case "preparing":
      return order.preparingAt;
    case "ready":
      return order.readyAt;
    case "out for delivery":
      return order.outForDeliveryAt;
    case "delivered":
      return order.deliveredAt;
  }
}

/** The words under a step (times as "19:05", in India). */
function noteOf(order: ApiOrder, key: StepKey, reached: boolean): string | null {
  if (key === "accepted" && reached && order.readyBy) {
    return order.prepMinutes
      ? `Ready by ${formatTime(order.readyBy)} (${order.prepMinutes} min)`
      : `Ready by ${formatTime(order.readyBy)}`;
  }
  if (key === "delivered" && !reached && order.estimatedDeliveryBy) {
    return `Expected by ${formatTime(order.estimatedDeliveryBy)}`;
  }
  return null;
}

/** Why a cancelled order stopped, as the customer reads it. */
function stopNote(order: ApiOrder): string {
  if (order.cancelledBy === "customer") return "You cancelled this order";
  const reason = order.rejectReason ?? order.cancelReason;
  const who = order.kitchenStatus === "rejected" ? "The restaurant rejected it" : "The restaurant cancelled it";
  return reason ? `${who}: ${reason}` : who;
}

/**
 * The timeline of an order: every step up to the one it reached done (the latest of them current),
 * the rest upcoming; a cancelled order shows the steps it reached and then where it stopped, and why.
 */
export function timelineOf(order: ApiOrder): Timeline {
  const reached = reachedIndex(order);
  const cancelled = order.deliveryStatus === "cancelled";
  const keys = cancelled ? ORDER.slice(0, reached + 1) : ORDER;
  const steps: TimelineStep[] = keys.map((key, index) => ({
    key,
    label: LABELS[key],
    state: index < reached || (cancelled && index === reached) ? "done" : index === reached ? "current" : "upcoming",
    at: index <= reached ? timeOf(order, key) : null,
    note: noteOf(order, key, index <= reached),
  }));
  if (cancelled) {
    steps.push({
      key: "cancelled",
      label: order.kitchenStatus === "rejected" ? "Rejected" : "Cancelled",
      state: "current",
      at: order.rejectedAt,
      note: stopNote(order),
    });
  }
  return { steps, active: !cancelled && order.deliveryStatus !== "delivered" };
}
