import { apiFetch } from "@/lib/api/client";
import {
  ORDERS_PAGE_SIZE,
  type AddReviewAnswer,
  type AddReviewRequest,
  type ApiOrder,
  type CancelOrderAnswer,
  type OrdersPage,
} from "@/lib/orders/contract";
import type { WireStatus } from "@/lib/orders/status";

// Past Orders' side of the order calls: its query keys and its calls (the hooks are in use-orders.ts).
// No "use client": the server page names the keys its live refresh invalidates.

export const orderKeys = {
  all: ["orders"] as const,
  /** Every list of one customer's orders (what a live change to one of them invalidates). */
  customer: (customerId: string) => [...orderKeys.all, customerId] as const,
  /**
   * One list per server render (`renderedAt`): the server's first page is always the freshest, so a
   * list cached from an earlier visit to the same filter never stands in for it.
   */
  list: (customerId: string, status: WireStatus | undefined, renderedAt: number) =>
    [...orderKeys.customer(customerId), status ?? "all", renderedAt] as const,
};

export type OrdersListKey = ReturnType<typeof orderKeys.list>;

export function fetchOrdersPage(
  customerId: string,
  status: WireStatus | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const query = new URLSearchParams({ _id: customerId, page: String(page), pageSize: String(ORDERS_PAGE_SIZE) });
  if (status) query.set("status", status);
  return apiFetch<OrdersPage>(`/api/getOrdersByCustomerId?${query}`, { signal });
}

export function cancelOrder(orderId: string): Promise<CancelOrderAnswer> {
  return apiFetch<CancelOrderAnswer>("/api/cancelOrder", { method: "POST", json: { _id: orderId } });
}

export function addReview(input: AddReviewRequest): Promise<AddReviewAnswer> {
  return apiFetch<AddReviewAnswer>("/api/addReview", { method: "POST", json: input });
}

/** The loaded orders in order, each once (a new order between two pages shifts the later ones). */
export function flattenOrders(pages: ReadonlyArray<OrdersPage>): ApiOrder[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.orders).filter((order) => !seen.has(order._id) && Boolean(seen.add(order._id)));
}
