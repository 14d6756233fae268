import type { ApiOrder } from "@/lib/orders/api-shape";

// The spec's Order as the API shows it (docs/contracts-checkout.md, ApiOrder), typed by the server's mapper.
export type { ApiOrder } from "@/lib/orders/api-shape";

export type OrdersPage = { orders: ApiOrder[]; page: number; pageSize: number; total: number };

/** Orders per page of Past Orders (the cards are tall: ten fill a few screens). */
export const ORDERS_PAGE_SIZE = 10;
