// The console's Orders screen in the URL (?status=out-for-delivery&page=2); the status choices, their
// words and the address builder (ordersHref("restaurant", ...)) are the ones Past Orders uses
// (components/orders/order-status.ts).

export { parseStatusParam as parseOrderFilter } from "@/components/orders/order-status";

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `?page=`: a whole number from 1, else 1. */
export function parsePage(value: string | string[] | undefined): number {
  const page = Number(first(value));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
