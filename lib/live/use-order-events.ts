"use client";
import { useEffect, useRef, useState } from "react";
import { createApiFetch, ApiError } from "@/lib/api/client";
import { LiveConnection, type ConnectionEnv, type PageResult } from "@/lib/live/live-connection";
import type { LiveOrderEvent, LivePosition, OrderEventsPage } from "@/lib/live/types";

// One live connection per tab, shared by every component that listens (toasts, list refreshes).

// The app's fetch wrapper (XSRF, session renewal), except that a background poll never sends the
// user to the login page: a stream that cannot be renewed just stops. Also the owner console's
// background read of its waiting orders (components/live/use-kitchen-queue.ts).
export const pollFetch = createApiFetch({
  fetch: (input, init) => globalThis.fetch(input, init),
  cookie: () => document.cookie,
  location: {
    get pathname() {
      return window.location.pathname;
    },
    get search() {
      return window.location.search;
    },
    assign: () => {},
  },
});

const browserEnv: ConnectionEnv = {
  openStream: (url) => new EventSource(url),
  async fetchPage(after): Promise<PageResult> {
    try {
      const query = after ? `?after=${encodeURIComponent(after)}` : "";
      return { ok: true, page: await pollFetch<OrderEventsPage>(`/api/orderEvents${query}`) };
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      return { ok: false, unauthorized: status === 401 || status === 403 };
    }
  },
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number | undefined),
};

const listeners = new Set<(event: LiveOrderEvent) => void>();
const positionListeners = new Set<(position: LivePosition) => void>();
/** The newest position per order this tab has heard (the page keeps the latest; a remounted map starts there). */
const latestPositions = new Map<string, LivePosition>();
let connection: LiveConnection | null = null;
let stopTimer: number | undefined;

/** The connection's latest events: a part that starts listening late is given those it missed (`since`). */
const RECENT_LIMIT = 20;
let recent: LiveOrderEvent[] = [];

/** The events in `events` newer than `since` (ms since the epoch), oldest first. */
export function eventsSince(events: readonly LiveOrderEvent[], since: number): LiveOrderEvent[] {
  return events.filter((event) => Date.parse(event.createdAt) > since);
}

function listen(listener: (event: LiveOrderEvent) => void, since?: number, cursor?: string): () => void {
  listeners.add(listener);
  window.clearTimeout(stopTimer);
  if (!connection) {
    recent = [];
    connection = new LiveConnection(
      browserEnv,
      (event) => {
        recent = [...recent, event].slice(-RECENT_LIMIT);
        listeners.forEach((l) => l(event));
      },
      (position) => {
        const known = latestPositions.get(position.orderId);
        if (known && Date.parse(known.at) > Date.parse(position.at)) return;
        latestPositions.set(position.orderId, position);
        positionListeners.forEach((l) => l(position));
      },
    );
    connection.start();
  } else if (since !== undefined) {
    // The tab's connection may have been opened by another part (the layout's) before this one
    // mounted: what it received after this page was drawn is news to this part.
    eventsSince(recent, since).forEach((event) => listener(event));
  }
  // What happened after the page's read that the connection never had (it opened later) is fetched once.
  if (cursor !== undefined) connection.catchUpFrom(cursor);
  return () => {
    listeners.delete(listener);
    // A moment's grace: a page change unmounts one listener just before the next page mounts its own.
    if (listeners.size === 0) {
      stopTimer = window.setTimeout(() => {
        if (listeners.size > 0) return;
        connection?.stop();
        connection = null;
      }, 1_000);
    }
  };
}

/**
 * Calls `onEvent` for every change to the caller's orders (a customer's own, an owner's restaurant's)
 * within a second of it, without a reload. The latest `onEvent` is used; it need not be stable.
 * `since` (when the page's data was read, ms since the epoch): events the tab's connection received
 * after it, before this part started listening, are given to it at once. `cursor` (the scope's newest event id
 * when the page's data was read): events after it that the connection opened too late to hear are fetched.
 */
export function useOrderEvents(onEvent: (event: LiveOrderEvent) => void, since?: number, cursor?: string): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  const atMount = useRef({ since, cursor });
  useEffect(() => listen((event) => latest.current(event), atMount.current.since, atMount.current.cursor), []);
}

/** The newer of two positions (by the time the rider's phone sent it). */
function newer(a: LivePosition | null, b: LivePosition | null): LivePosition | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b.at) >= Date.parse(a.at) ? b : a;
}

/**
 * Where the rider carrying `orderId` is: `initial` (the server's last position when the page was drawn), then
 * each `position` frame of the tab's live connection for that order (issue 32), the newest kept.
 */
export function useRiderPosition(orderId: string, initial: LivePosition | null): LivePosition | null {
  const [heard, setHeard] = useState<LivePosition | null>(() => latestPositions.get(orderId) ?? null);
  useEffect(() => {
    const onPosition = (position: LivePosition) => {
      if (position.orderId === orderId) setHeard(position);
    };
    positionListeners.add(onPosition);
    // The connection is shared and held while anyone listens: this part listens to no order event itself.
    const stop = listen(() => {});
    return () => {
      positionListeners.delete(onPosition);
      stop();
    };
  }, [orderId]);
  return newer(initial, heard);
}
