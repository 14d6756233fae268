import { NOT_ACCEPTED_REASON, ownerOrderPath } from "@/lib/kitchen/status";
import type { LiveOrderEvent } from "@/lib/live/types";

// What a live order event tells the user, as a toast. Pure. null: nothing worth a toast (the user
// made the change themselves, or the event is only for list refreshes).

/** A link button on the toast: "View order" to the order's card. */
type LiveToastAction = { label: string; href: string };
export type LiveToast = { kind: "success" | "error"; message: string; description?: string; action?: LiveToastAction };

export function customerToast(event: LiveOrderEvent): LiveToast | null {
  const from = event.restaurantName;
  switch (event.type) {
    case "order.status":
      if (event.status === "out for delivery")
        return { kind: "success", message: `Your order from ${from} is out for delivery` };
      if (event.status === "delivered")
        return { kind: "success", message: `Your order from ${from} has been delivered` };
      return null;
    case "order.kitchen":
      // The kitchen's steps (issue 30): accepted and ready are worth a toast, preparing only refreshes.
      if (event.kitchenStatus === "accepted") return { kind: "success", message: `${from} accepted your order` };
      if (event.kitchenStatus === "ready") return { kind: "success", message: `Your food from ${from} is ready` };
      return null;
    case "order.cancelled":
      // A customer's own cancellation already got its answer on screen.
      if (event.cancelledBy !== "restaurant") return null;
      return {
        kind: "error",
        message: `${from} cancelled your order`,
        description: event.cancelReason
          ? `Reason: ${event.cancelReason}. Your payment will be refunded.`
          : "Your payment will be refunded.",
      };
    case "order.refunded":
      // The restaurant's cancel, or Thali support's refund (no cancel: part of a delivered order); a customer's own
      // cancellation already got its answer on screen.
      if (event.cancelledBy === "customer") return null;
      return { kind: "success", message: `Your refund for the order from ${from} has been issued` };
    case "order.help":
      // Support's answer (and any refund) is on the order's card in My Orders, under Help.
      return {
        kind: "success",
        message: `Thali support answered about your order from ${from}`,
        description: "Open Help on the order in My Orders to read it.",
      };
    default:
      return null;
  }
}

export function ownerToast(event: LiveOrderEvent): LiveToast | null {
  if (event.type === "order.paid") {
    return {
      kind: "success",
      message: `New order from ${event.customerName}`,
      action: { label: "View order", href: ownerOrderPath(event.orderId) },
    };
  }
  if (event.type === "order.cancelled" && event.cancelledBy === "customer") {
    return { kind: "error", message: `${event.customerName} cancelled their order` };
  }
  // The accept window passed with nobody answering (issue 30): the job rejected and refunded it.
  if (event.type === "order.cancelled" && event.cancelReason === NOT_ACCEPTED_REASON) {
    return { kind: "error", message: `${event.customerName}'s order was not accepted in time and was refunded` };
  }
  return null;
}

const COUNT_PREFIX = /^\(\d+\) /;

/** The tab title with the count of orders waiting for Accept or Reject in front: "(2) Dashboard · Thali". */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(COUNT_PREFIX, "");
  return count > 0 ? `(${count}) ${base}` : base;
}
