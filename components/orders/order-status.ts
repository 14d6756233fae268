import { firstParam, type SearchParamValue } from "@/lib/http/search-params";
import { STATUS_CHOICES, type StatusChoice } from "./status-words";

// The order lists in the URL: the status choice (?status=), Past Orders' page count (?pages=) and the
// address builder of both lists. The words and the choices are in status-words.ts.

export { STATUS_CHOICES, STATUS_LABELS, type DeliveryStatus, type StatusChoice } from "./status-words";

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
