// The console's Orders screen in the URL (?status=out-for-delivery&page=2); the status choices, their
// words and the address builder (ordersHref("restaurant", ...)) are the ones Past Orders uses
// (components/orders/order-status.ts).

export { parseStatusParam as parseOrderFilter } from "@/components/orders/order-status";

/** The highest `?page=` the Orders screen reads (pageParam in lib/http/search-params.ts); above it, page 1. */
export const MAX_ORDERS_PAGE = 10_000;
