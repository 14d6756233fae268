import type { WireStatus } from "@/lib/orders/status";

// The words of the order statuses, the Sort By choices of both order lists (Past Orders and the
// console's Orders) and their place in the URL (?status=out-for-delivery): the spec's filter plus
// Out For Delivery. The one source of those words for every order screen.

export type DeliveryStatus = WireStatus;

/** The spec's label of each status, as cards, filters and the console's status control show it. */
export const STATUS_LABELS: Readonly<Record<WireStatus, string>> = {
  pending: "Pending",
  "out for delivery": "Out For Delivery",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export type StatusChoice = { slug: string; label: string; status: DeliveryStatus | undefined };

/** All, then every status in STATUS_LABELS' order, its slug the status with dashes for spaces. */
export const STATUS_CHOICES: ReadonlyArray<StatusChoice> = [
  { slug: "", label: "All", status: undefined },
  ...(Object.keys(STATUS_LABELS) as WireStatus[]).map((status) => ({
    slug: status.replaceAll(" ", "-"),
    label: STATUS_LABELS[status],
    status,
  })),
];

/** The choice named by `?status=` (its slug, or the wire value with spaces); anything else is All. */
export function parseStatusParam(value: string | string[] | undefined): StatusChoice {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase() ?? "";
  return STATUS_CHOICES.find((c) => c.slug === raw || c.status === raw) ?? STATUS_CHOICES[0]!;
}

/**
 * How many pages of Past Orders Load more may show at most (500 orders): the server reads them all
 * again on each render, so the list stops there.
 */
export const MAX_ORDER_PAGES = 50;

/** How many pages of orders `?pages=` asks for: a whole number from 1 to MAX_ORDER_PAGES, else 1. */
export function parsePagesParam(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const pages = Number(raw);
  return Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_ORDER_PAGES) : 1;
}

/** Where each order list lives and how its URL counts pages. */
const ORDER_LISTS = {
  /** Past Orders: its first `?pages=` pages of orders (Load more). */
  customer: { path: "/orders", pageParam: "pages" },
  /** The console's Orders: page `?page=` (Previous / Next). */
  restaurant: { path: "/restaurant/orders", pageParam: "page" },
} as const;

/** The address of an order list for a status choice and a page count or number; the defaults (All, 1) are left out. */
export function ordersHref(list: keyof typeof ORDER_LISTS, slug: string, page = 1): string {
  const { path, pageParam } = ORDER_LISTS[list];
  const query = new URLSearchParams();
  if (slug) query.set("status", slug);
  if (page > 1) query.set(pageParam, String(page));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
