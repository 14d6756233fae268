"use client";
import { type QueryKey } from "@tanstack/react-query";
import { appQueryClient } from "@/lib/query/client";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useOrderEvents } from "@/lib/live/use-order-events";
import type { OrderEventType } from "@/lib/live/types";

type RefreshProps = Readonly<{
  /** Only these event types refresh (default: all). */
  types?: readonly OrderEventType[];
  /** TanStack Query keys to invalidate; without them the page's server components are re-rendered. */
  queryKeys?: readonly QueryKey[];
  /** Changes within this long of each other refresh once. */
  delayMs?: number;
  /**
   * When the server read what the page shows (ms since the epoch): changes the tab heard of after it,
   * before this part mounted (the layout's live part may open the connection first), refresh too.
   */
  renderedAt?: number;
}>;

/**
 * Refreshes an order list when one of the caller's orders changes: mount it on /orders and
 * /restaurant/orders. Renders nothing; shares the tab's one live connection.
 */
export function RefreshOnOrderEvent({ types, queryKeys, delayMs = 300, renderedAt }: RefreshProps) {
  const router = useRouter();
  const queryClient = appQueryClient();
  const timer = useRef<number | undefined>(undefined);
  useOrderEvents((event) => {
    if (types && !types.includes(event.type)) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!queryKeys) return router.refresh();
      queryKeys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
    }, delayMs);
  }, renderedAt);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return null;
}
