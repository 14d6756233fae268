import type { Wake } from "@/lib/live/types";
import { deliver, type LiveBus } from "@/lib/live/wake";

/**
 * The bus of a single instance (the embedded database): an in-process fan-out. Wakes are delivered
 * on a later tick, so a publisher that just committed never runs the listeners' reads inside its call.
 */
export function createMemoryBus(): LiveBus {
  const listeners = new Set<(wake: Wake) => void>();
  return {
    async publish(wake) {
      const targets = [...listeners];
      setImmediate(() => targets.forEach((listener) => deliver(listener, wake)));
    },
    subscribe(listener) {
      // In memory nothing is ever missed, so there is never a resync.
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
