// The bus interface and the wire form of its messages (one JSON object per message). Pure.

import type { Wake } from "@/lib/live/types";

/**
 * What travels between app instances: a wake (OrderEvent rows were written, docs/live-updates.md), or
 * "these logins ended" (every instance drops them from its session cache, lib/auth/revocation.ts).
 */
export type BusMessage = { kind: "wake"; wake: Wake } | { kind: "revoked"; sessionIds: string[] };

/** How app instances tell each other about order changes and ended logins. */
export interface LiveBus {
  /** Sends a message to every instance, this one included. Rejects when the transport is down. */
  publish(message: BusMessage): Promise<void>;
  /**
   * Calls `listener` for every message. `onResync` runs when the bus (re)connects: messages sent
   * while it was away are lost, so whoever listens re-reads what it holds. Returns the unsubscribe.
   */
  subscribe(listener: (message: BusMessage) => void, onResync?: () => void): () => void;
  close(): Promise<void>;
}

/** The one channel every instance listens on (LISTEN/NOTIFY channel, Redis channel). */
export const LIVE_CHANNEL = "thali_order_events";

/** Session ids per "revoked" message: keeps a NOTIFY payload far below PostgreSQL's 8000 bytes. */
export const REVOKED_IDS_PER_MESSAGE = 100;
const MAX_SESSION_ID_LENGTH = 100;

export function encodeWake(wake: Wake): string {
  return JSON.stringify({ c: wake.customerId, r: wake.restaurantId, e: wake.eventId });
}

/** A wake from the wire, or null for anything malformed (another app on the same channel, a bad publisher). */
export function decodeWake(payload: string): Wake | null {
  const value = parseObject(payload);
  if (!value) return null;
  const { c, r, e } = value;
  if (typeof c !== "string" || typeof r !== "string" || typeof e !== "string" || !/^\d{1,19}$/.test(e)) return null;
  return { customerId: c, restaurantId: r, eventId: e };
}

// A wake keeps its original shape (no kind field), so instances of the previous release, which know
// only wakes, keep understanding them during a rolling deploy and drop the new message as malformed.
export function encodeMessage(message: BusMessage): string {
  if (message.kind === "wake") return encodeWake(message.wake);
  return JSON.stringify({ k: "revoked", s: message.sessionIds });
}

/** A message from the wire, or null for anything malformed. */
export function decodeMessage(payload: string): BusMessage | null {
  const value = parseObject(payload);
  if (value?.k === "revoked") {
    const ids = value.s;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > REVOKED_IDS_PER_MESSAGE) return null;
    const valid = ids.every((id) => typeof id === "string" && id.length > 0 && id.length <= MAX_SESSION_ID_LENGTH);
    return valid ? { kind: "revoked", sessionIds: ids as string[] } : null;
  }
  const wake = decodeWake(payload);
  return wake ? { kind: "wake", wake } : null;
}

function parseObject(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Calls a listener without letting its failure reach the transport. */
export function deliver(listener: (message: BusMessage) => void, message: BusMessage): void {
  try {
    listener(message);
  } catch (error) {
    console.error("Live updates: a bus listener failed", error);
  }
}
