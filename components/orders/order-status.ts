import { firstParam, type SearchParamValue } from "@/lib/http/search-params";
import type { WireStatus } from "@/lib/orders/status";

// The Sort By choices of both order lists (Past Orders and the console's Orders) and their place in
// the URL (?status=out-for-delivery): the spec's filter plus Out For Delivery.

export type DeliveryStatus = WireStatus;

export type StatusChoice = { slug: string; label: string; status: DeliveryStatus | undefined };

export const STATUS_CHOICES: ReadonlyArray<StatusChoice> = [
  { slug: "", label: "All", status: undefined },
  { slug: "pending", label: "Pending", status: "pending" },
  { slug: "out-for-delivery", label: "Out For Delivery", status: "out for delivery" },
  { slug: "delivered", label: "Delivered", status: "delivered" },
  { slug: "cancelled", label: "Cancelled", status: "cancelled" },
];

/** The choice named by `?status=` (its slug, or the wire value with spaces); anything else is All. */
export function parseStatusParam(value: SearchParamValue): StatusChoice {
  const raw = firstParam(value)?.trim().toLowerCase() ?? "";
  return STATUS_CHOICES.find((c) => c.slug === raw || c.status === raw) ?? STATUS_CHOICES[0]!;
}

/**
 * How many pages of Past Orders Load more may show at most (500 orders): the server reads them all
 * again on each render, so the list stops there.
 */
export const MAX_ORDER_PAGES = 50;

/** The Past Orders address for a choice, with its first `pages` pages of orders (Load more). */
export function ordersHref(slug: string, pages = 1): string {
  const query = new URLSearchParams();
  if (slug) query.set("status", slug);
  if (pages > 1) query.set("pages", String(pages));
  const search = query.toString();
  return search ? `/orders?${search}` : "/orders";
}
