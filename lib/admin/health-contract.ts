// The view of health (issue 33): GET /api/admin/overview and the page /admin. Types only, shared by the service, the
// handler and the charts.

type HourCount = { hour: number; today: number; lastWeek: number };

export type HealthAnswer = {
  /** When the figures were read, and India's date they are "today" of. */
  at: string;
  date: string;
  /** Orders placed (paid, cash due or refunded since) in each IST hour today and on the same weekday last week. */
  ordersPerHour: HourCount[];
  /** Payment attempts that failed, by the IST hour they started today. */
  paymentsFailedPerHour: Array<{ hour: number; failed: number }>;
  /**
   * Refunds not yet with the customer: paid payments of cancelled or unplaced orders waiting for their refund, and
   * the staff's refunds pending or failed; by the IST day they were asked for (the last 7 days), and before that.
   */
  refundsPending: {
    total: number;
    failed: number;
    byDay: Array<{ date: string; count: number }>;
    older: number;
  };
  /** Jobs that failed for good today (their tries used up), by queue. */
  jobsFailed: { total: number; byQueue: Array<{ queue: string; failed: number }> };
  /**
   * Kitchens not answering: paid orders still waiting past the restaurant's accept window (paid in the last 24
   * hours), and orders rejected today because nobody accepted them in time.
   */
  kitchens: {
    waiting: number;
    autoRejectedToday: number;
    restaurants: Array<{ restaurantId: string; name: string; waiting: number; autoRejected: number }>;
  };
  /** Delivery partners online now, and how many of them have a delivery in hand, by city. */
  ridersOnline: { total: number; byCity: Array<{ city: string; online: number; busy: number }> };
};
