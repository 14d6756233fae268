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
  /**
   * The scope's newest event id when the server read the page's data (lib/live/service.ts latestEventId): changes
   * after it that the tab's connection never heard (it opened after the read) are fetched and refresh too.
   */
  renderedCursor?: string;
}>;

/**
 * Re-renders the page's server components (router.refresh) when one of the caller's orders changes.
 * Renders nothing; shares the tab's one live connection. Pages mount it through RefreshOnOrderEvent.
 */
export function OrderEventRefresher({ types, delayMs = 300, renderedAt, renderedCursor }: RefreshProps) {
  const router = useRouter();
  const timer = useRef<number | undefined>(undefined);
  useOrderEvents(
    (event) => {
      if (types && !types.includes(event.type)) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => router.refresh(), delayMs);
    },
    renderedAt,
    renderedCursor,
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return null;
}
