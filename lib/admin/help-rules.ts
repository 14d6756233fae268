import { HELP_WINDOW_DAYS } from "@/lib/admin/help-words";

// When a customer may ask for help on an order (issue 33 item 4, docs/admin.md "Help"). Pure, so the order card's
// Help button and the server's check are the same rule.

/** The order's columns the rule reads (the database's own values). */
export type OrderForHelp = {
  status: "pending" | "out_for_delivery" | "delivered" | "cancelled";
  paymentStatus: "awaiting_payment" | "paid" | "failed" | "refunded" | "cod_due";
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  updatedAt: Date;
};

export type HelpWindow = { open: true; until: Date | null } | { open: false; why: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Help is for placed orders (paid online, or cash on delivery placed or collected; a refunded one too), from the
 * moment they are placed until HELP_WINDOW_DAYS after delivery or cancellation (`until`; null while the order is
 * on its way). A checkout never paid is not an order the customer can ask about.
 */
export function helpWindow(order: OrderForHelp, now: Date = new Date()): HelpWindow {
  if (order.paymentStatus === "awaiting_payment" || order.paymentStatus === "failed") {
    return { open: false, why: "Help is for placed orders: this one was never paid" };
  }
  const endedAt =
    order.status === "delivered"
      ? (order.deliveredAt ?? order.updatedAt)
      : order.status === "cancelled"
        ? (order.cancelledAt ?? order.updatedAt)
        : null;
  if (!endedAt) return { open: true, until: null };
  const until = new Date(endedAt.getTime() + HELP_WINDOW_DAYS * DAY_MS);
  if (now.getTime() > until.getTime()) {
    const ended = order.status === "delivered" ? "delivered" : "cancelled";
    return { open: false, why: `Help is available until ${HELP_WINDOW_DAYS} days after an order is ${ended}` };
  }
  return { open: true, until };
}

/** How an order is named to people: the last six characters of its id (as the order lists and messages do). */
export function helpOrderNumber(orderId: string): string {
  return `#${orderId.slice(-6).toUpperCase()}`;
}
