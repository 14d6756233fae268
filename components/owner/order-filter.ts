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

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `?page=`: a whole number from 1, else 1. */
export function parsePage(value: string | string[] | undefined): number {
  const page = Number(first(value));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The Orders screen's address for a filter and page. */
export function ordersHref(slug: string, page = 1): string {
  const query = new URLSearchParams();
  if (slug) query.set("status", slug);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/restaurant/orders?${search}` : "/restaurant/orders";
}
