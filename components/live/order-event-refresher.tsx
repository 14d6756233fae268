"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useOrderEvents } from "@/lib/live/use-order-events";
import type { OrderEventType } from "@/lib/live/types";

export type RefreshProps = Readonly<{
  /** Only these event types refresh (default: all). */
  types?: readonly OrderEventType[];
  /** Changes within this long of each other refresh once. */
  delayMs?: number;
  /**
   * When the server read what the page shows (ms since the epoch): changes the tab heard of after it,
   * before this part mounted (the layout's live part may open the connection first), refresh too.
   */
  renderedAt?: number;
}>;

/**
 * Re-renders the page's server components (router.refresh) when one of the caller's orders changes.
 * Renders nothing; shares the tab's one live connection. Pages mount it through RefreshOnOrderEvent.
 */
export function OrderEventRefresher({ types, delayMs = 300, renderedAt }: RefreshProps) {
  const router = useRouter();
  const timer = useRef<number | undefined>(undefined);
  useOrderEvents((event) => {
    if (types && !types.includes(event.type)) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => router.refresh(), delayMs);
  }, renderedAt);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return null;
}
