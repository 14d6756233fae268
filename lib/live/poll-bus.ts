import { createMemoryBus } from "@/lib/live/memory-bus";
import type { LiveBus } from "@/lib/live/wake";

/**
 * The bus of instances that cannot hold a connection open between requests (serverless functions
 * without Redis): messages reach this instance's listeners at once, and every `everyMs` each
 * listener's `onResync` runs as if the bus had been away, so the hub re-reads the order events of
 * its open streams (what other instances committed) and the session cache forgets what it assumed.
 * A change on another instance shows within `everyMs`; nothing stays connected between reads.
 */
export function createPollBus({ everyMs }: { everyMs: number }): LiveBus {
  const local = createMemoryBus();
  const timers = new Set<NodeJS.Timeout>();
  return {
    publish: (message) => local.publish(message),
    subscribe(listener, onResync) {
      const unsubscribe = local.subscribe(listener);
      if (!onResync) return unsubscribe;
      const timer = setInterval(onResync, everyMs);
      // A poll never keeps a process alive on its own.
      timer.unref?.();
      timers.add(timer);
      return () => {
        clearInterval(timer);
        timers.delete(timer);
        unsubscribe();
      };
    },
    async close() {
      timers.forEach((timer) => clearInterval(timer));
      timers.clear();
      await local.close();
    },
  };
}
