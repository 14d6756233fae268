// The bus interface and the wire form of a wake (one JSON object per message). Pure.

import type { Wake } from "@/lib/live/types";

/** How app instances tell each other that OrderEvent rows were written (contracts-live.md). */
export interface LiveBus {
  /** Sends a wake to every instance, this one included. Rejects when the transport is down. */
  publish(wake: Wake): Promise<void>;
  /**
   * Calls `listener` for every wake. `onResync` runs when the bus (re)connects: wakes sent while it
   * was away are lost, so whoever listens re-reads what it holds. Returns the unsubscribe.
   */
  subscribe(listener: (wake: Wake) => void, onResync?: () => void): () => void;
  close(): Promise<void>;
}

/** The one channel every instance listens on (LISTEN/NOTIFY channel, Redis channel). */
export const LIVE_CHANNEL = "thali_order_events";

export function encodeWake(wake: Wake): string {
  return JSON.stringify({ c: wake.customerId, r: wake.restaurantId, e: wake.eventId });
}

/** A wake from the wire, or null for anything malformed (another app on the same channel, a bad publisher). */
export function decodeWake(payload: string): Wake | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (!value || typeof value !== "object") return null;
    const { c, r, e } = value as Record<string, unknown>;
    if (typeof c !== "string" || typeof r !== "string" || typeof e !== "string" || !/^\d{1,19}$/.test(e)) return null;
    return { customerId: c, restaurantId: r, eventId: e };
  } catch {
    return null;
  }
}

/** Calls a listener without letting its failure reach the transport. */
export function deliver(listener: (wake: Wake) => void, wake: Wake): void {
  try {
    listener(wake);
  } catch (error) {
    console.error("Live updates: a wake listener failed", error);
  }
}
