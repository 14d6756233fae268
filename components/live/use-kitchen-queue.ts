"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { KitchenQueueAnswer } from "@/lib/kitchen/contract";
import type { OrderEventType } from "@/lib/live/types";
import { pollFetch, useOrderEvents } from "@/lib/live/use-order-events";

/** The events that can change which orders wait: a new paid order, a kitchen step, a cancellation. */
const QUEUE_EVENTS: ReadonlySet<OrderEventType> = new Set(["order.paid", "order.kitchen", "order.cancelled"]);
/** Events within this long of each other cause one read. */
const REFETCH_DELAY_MS = 250;

/**
 * How many orders wait for the kitchen's Accept or Reject, as GET /api/kitchenQueue says (the server
 * decides, so an answer on another device or the accept window's job silences this one too). Read on
 * mount, after each order event that can change it, and when the tab comes back into view or focus.
 * null until the first answer.
 */
export function useKitchenQueue(): KitchenQueueAnswer | null {
  const [queue, setQueue] = useState<KitchenQueueAnswer | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const generation = useRef(0);

  const read = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const asked = ++generation.current;
      pollFetch<KitchenQueueAnswer>("/api/kitchenQueue", { usertype: "restaurant" }).then(
        // An older answer that arrives after a newer one is dropped.
        (answer) => asked === generation.current && setQueue(answer),
        // Offline or logged out: the last answer stands until the next read.
        () => undefined,
      );
    }, REFETCH_DELAY_MS);
  }, []);

  useOrderEvents((event) => {
    if (QUEUE_EVENTS.has(event.type)) read();
  });

  useEffect(() => {
    read();
    const onVisible = () => {
      if (document.visibilityState === "visible") read();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", read);
    window.addEventListener("online", read);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", read);
      window.removeEventListener("online", read);
      window.clearTimeout(timer.current);
    };
  }, [read]);

  return queue;
}
