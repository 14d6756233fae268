"use client";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { DeliveryStatus } from "./order-status";
import { ORDERS_PAGE_SIZE, type ApiOrder, type OrdersPage } from "./order-types";

/**
 * One list per server render (`renderedAt`): the server's first page is always the freshest, so a
 * list cached from an earlier visit to the same filter never stands in for it.
 */
export const ordersKey = (customerId: string, status: DeliveryStatus | undefined, renderedAt: number) =>
  ["orders", customerId, status ?? "all", renderedAt] as const;

export function fetchOrdersPage(
  customerId: string,
  status: DeliveryStatus | undefined,
  page: number,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const query = new URLSearchParams({ _id: customerId, page: String(page), pageSize: String(ORDERS_PAGE_SIZE) });
  if (status) query.set("status", status);
  return apiFetch<OrdersPage>(`/api/getOrdersByCustomerId?${query}`, { signal });
}

export function cancelOrder(orderId: string): Promise<{ message: string; order: ApiOrder }> {
  return apiFetch("/api/cancelOrder", { method: "POST", json: { _id: orderId } });
}

export function addReview(input: {
  order_id: string;
  rating: number;
  text?: string;
}): Promise<{ message: string; review: { rating: number; text?: string | null } }> {
  return apiFetch("/api/addReview", { method: "POST", json: input });
}

/** Puts a changed order in place in every loaded page of the list. */
export function replaceOrder(
  queryClient: QueryClient,
  key: ReturnType<typeof ordersKey>,
  orderId: string,
  change: (order: ApiOrder) => ApiOrder,
) {
  queryClient.setQueryData<InfiniteData<OrdersPage, number>>(key, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            orders: page.orders.map((order) => (order._id === orderId ? change(order) : order)),
          })),
        }
      : data,
  );
}

/** The loaded orders in order, each once (a new order between two pages shifts the later ones). */
export function flattenOrders(pages: ReadonlyArray<OrdersPage>): ApiOrder[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.orders).filter((order) => !seen.has(order._id) && Boolean(seen.add(order._id)));
}
