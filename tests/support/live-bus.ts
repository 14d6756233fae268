// For the live-update buses' integration tests: each bus a test opens is what one app instance holds.
import { randomBytes } from "node:crypto";
import { afterEach, vi } from "vitest";
import type { LiveBus } from "@/lib/live/wake";

/** A channel no other test listens on. */
export const testChannel = () => `live_test_${randomBytes(4).toString("hex")}`;

/**
 * Closes, after each test, every bus handed to `keep` or `listen`. `listen` also subscribes to the bus and
 * records what it hears (wakes by event id, revocations as `revoked:<session ids>`) and how often it resynced.
 */
export function busesClosedAfterEach() {
  const opened: LiveBus[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
    vi.restoreAllMocks();
  });
  const keep = (bus: LiveBus): LiveBus => {
    opened.push(bus);
    return bus;
  };
  const listen = (bus: LiveBus) => {
    keep(bus);
    const got: string[] = [];
    let resyncs = 0;
    bus.subscribe(
      (m) => got.push(m.kind === "wake" ? m.wake.eventId : `revoked:${m.sessionIds.join(",")}`),
      () => (resyncs += 1),
    );
    return { bus, got, resyncs: () => resyncs };
  };
  return { keep, listen };
}
