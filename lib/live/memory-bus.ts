import { deliver, type BusMessage, type LiveBus } from "@/lib/live/wake";

/**
 * The bus of a single instance (the embedded database): an in-process fan-out. Messages are delivered
 * on a later tick, so a publisher that just committed never runs the listeners' reads inside its call.
 */
export function createMemoryBus(): LiveBus {
  const listeners = new Set<(message: BusMessage) => void>();
  return {
    async publish(message) {
      const targets = [...listeners];
      setImmediate(() => targets.forEach((listener) => deliver(listener, message)));
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
