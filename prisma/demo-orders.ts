// A year and a bit of past orders for one demo kitchen, so its partner dashboard has something to
// show and the browser tests can check the figures, December and the India/UTC month edge included.
// Fixed dates (India time) and prices as they were then; each order is one dish of the kitchen.

export const DEMO_HISTORY_SLUG = "paradise-biryani";

export type DemoOrder = {
  /** When it was placed, India time. */
  at: string;
  quantity: number;
  /** The dish's price then, in rupees (orders keep the price they were paid at). */
  unitPrice: number;
  status: "delivered" | "cancelled";
};

export const DEMO_ORDER_HISTORY: DemoOrder[] = [
  { at: "2025-01-18T13:10:00+05:30", quantity: 2, unitPrice: 300, status: "delivered" },
  { at: "2025-03-07T20:45:00+05:30", quantity: 1, unitPrice: 300, status: "delivered" },
  { at: "2025-04-22T12:30:00+05:30", quantity: 3, unitPrice: 310, status: "delivered" },
  { at: "2025-06-14T19:55:00+05:30", quantity: 2, unitPrice: 310, status: "cancelled" },
  { at: "2025-08-15T21:05:00+05:30", quantity: 4, unitPrice: 320, status: "delivered" },
  { at: "2025-10-20T20:15:00+05:30", quantity: 2, unitPrice: 320, status: "delivered" },
  { at: "2025-12-24T20:30:00+05:30", quantity: 3, unitPrice: 330, status: "delivered" },
  { at: "2025-12-31T23:40:00+05:30", quantity: 1, unitPrice: 330, status: "delivered" },
  // 31 December 2025 in UTC, 1 January 2026 in India: the dashboard counts it in January 2026
  { at: "2026-01-01T02:00:00+05:30", quantity: 2, unitPrice: 330, status: "delivered" },
  { at: "2026-02-14T20:00:00+05:30", quantity: 2, unitPrice: 340, status: "delivered" },
  { at: "2026-05-09T13:20:00+05:30", quantity: 1, unitPrice: 340, status: "delivered" },
];

const DELIVERY_CHARGE = 20;

/** What the customer paid for a demo order, in rupees (₹20 delivery below 3 items, as at checkout). */
export function demoOrderTotal(order: DemoOrder): number {
  return order.quantity * order.unitPrice + (order.quantity < 3 ? DELIVERY_CHARGE : 0);
}
