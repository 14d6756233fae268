import type { WireStatus } from "@/lib/orders/status";

// The console's Orders screen in the URL (?status=out-for-delivery&page=2); the status choices are
// the ones Past Orders uses (components/orders/order-status.ts).

export { parseStatusParam as parseOrderFilter } from "@/components/orders/order-status";

/** The spec's labels of the statuses. */
export const STATUS_LABELS: Record<WireStatus, string> = {
  pending: "Pending",
  "out for delivery": "Out For Delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

/** The highest `?page=` the Orders screen reads (pageParam in lib/http/search-params.ts); above it, page 1. */
export const MAX_ORDERS_PAGE = 10_000;

/** The Orders screen's address for a filter and page. */
export function ordersHref(slug: string, page = 1): string {
  const query = new URLSearchParams();
  if (slug) query.set("status", slug);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/restaurant/orders?${search}` : "/restaurant/orders";
}
