"use client";
import { lazyClient } from "@/components/ui/lazy-client";
import type { RefreshProps } from "@/components/live/order-event-refresher";

// Like the layouts' live parts (live-updates.tsx), the listener and the live connection's code are a
// separate chunk fetched after the page loads: nothing on screen waits for them, and the events the tab
// heard after `renderedAt` before it mounted still refresh the list (useOrderEvents' `since`).
const OrderEventRefresher = lazyClient(() =>
  import("@/components/live/order-event-refresher").then((m) => m.OrderEventRefresher),
);

/**
 * Refreshes a server-rendered order list (router.refresh) when one of the caller's orders changes:
 * mount it on /orders and /restaurant/orders. Renders nothing. It holds no TanStack Query code, so the
 * pages that mount it do not load the query client.
 */
export function RefreshOnOrderEvent(props: RefreshProps) {
  return <OrderEventRefresher {...props} />;
}
