import type { WireStatus } from "@/lib/orders/status";

// The Orders screen's sort filter and its place in the URL (?status=out-for-delivery&page=2).

export type OrderFilterChoice = { slug: string; label: string; status: WireStatus | undefined };

export const ORDER_FILTER_CHOICES: ReadonlyArray<OrderFilterChoice> = [
  { slug: "", label: "All", status: undefined },
  { slug: "pending", label: "Pending", status: "pending" },
  { slug: "out-for-delivery", label: "Out For Delivery", status: "out for delivery" },
  { slug: "delivered", label: "Delivered", status: "delivered" },
  { slug: "cancelled", label: "Cancelled", status: "cancelled" },
];

/** The spec's labels of the statuses. */
export const STATUS_LABELS: Record<WireStatus, string> = {
  pending: "Pending",
  "out for delivery": "Out For Delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The choice named by `?status=` (its slug, or the status with spaces); anything else is All. */
export function parseOrderFilter(value: string | string[] | undefined): OrderFilterChoice {
  const raw = first(value)?.trim().toLowerCase() ?? "";
  return ORDER_FILTER_CHOICES.find((c) => c.slug === raw || c.status === raw) ?? ORDER_FILTER_CHOICES[0]!;
}

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
