import "server-only";
import { LivenessCache } from "@/lib/auth/liveness-cache";
import { liveBus, publishWithTimeout } from "@/lib/live/bus";
import { REVOKED_IDS_PER_MESSAGE, type BusMessage, type LiveBus } from "@/lib/live/wake";

// Which logins are live, as this instance knows it. A revocation is written to the database (the
// truth), dropped from this instance's cache at once, and announced on the live bus, which every
// instance already listens on for order wakes, so every other instance drops it at once too. The
// short TTL of a "live" answer only matters when a message is lost while the bus looks connected;
// a bus that (re)connects clears the whole cache, since messages sent while it was away are gone.

/** How long an instance believes "live" without asking the database again. */
const LIVE_TTL_MS = 5_000;
const ENDED_TTL_MS = 10 * 60_000;
/** About 100 bytes per entry: a few MB at most, however many logins an instance sees. */
const MAX_ENTRIES = 20_000;

export type SessionLiveness = {
  /** Whether the login is live: this instance's memory of it, else `load` (the database). */
  check(sessionId: string, load: (sessionId: string) => Promise<boolean>): Promise<boolean>;
  /** Drops ended logins here before it returns, and tells the other instances. Never throws. */
  announce(sessionIds: readonly string[]): Promise<void>;
};

export type SessionLivenessOptions = {
  /** This instance's bus; asked on every check, so a bus closed and replaced (tests, a restart) is followed. */
  bus: () => LiveBus;
  publish: (message: BusMessage) => Promise<void>;
  liveTtlMs?: number;
};

/** One instance's liveness memory, kept current by the bus. */
export function createSessionLiveness(options: SessionLivenessOptions): SessionLiveness {
  const cache = new LivenessCache({
    liveTtlMs: options.liveTtlMs ?? LIVE_TTL_MS,
    endedTtlMs: ENDED_TTL_MS,
    maxEntries: MAX_ENTRIES,
  });
  let followed: LiveBus | null = null;
  let unsubscribe: (() => void) | null = null;

  function follow(): void {
    const bus = options.bus();
    if (bus === followed) return;
    unsubscribe?.();
    followed = bus;
    // Whatever was cached while nobody listened may have missed a revocation.
    cache.clear();
    unsubscribe = bus.subscribe(
      (message) => {
        if (message.kind === "revoked") cache.revoke(message.sessionIds);
      },
      () => cache.clear(),
    );
  }

  return {
    check(sessionId, load) {
      follow();
      return cache.check(sessionId, load);
    },
    async announce(sessionIds) {
      if (sessionIds.length === 0) return;
      cache.revoke(sessionIds);
      for (let i = 0; i < sessionIds.length; i += REVOKED_IDS_PER_MESSAGE) {
        const chunk = sessionIds.slice(i, i + REVOKED_IDS_PER_MESSAGE);
        try {
          await options.publish({ kind: "revoked", sessionIds: chunk });
        } catch (error) {
          // The other instances still learn within LIVE_TTL_MS, from the database.
          console.error(`Sessions: ${chunk.length} ended login(s) were not announced to the other instances`, error);
        }
      }
    },
  };
}

// One per server process, shared by every route bundle (like the Prisma client and the bus): the
// logout route must clear the very cache the other routes read.
const globalForRevocation = globalThis as unknown as { thaliSessionLiveness?: SessionLiveness };

function instance(): SessionLiveness {
  globalForRevocation.thaliSessionLiveness ??= createSessionLiveness({ bus: liveBus, publish: publishWithTimeout });
  return globalForRevocation.thaliSessionLiveness;
}

/** Whether the login `sessionId` is live, as this instance knows it (see createSessionLiveness). */
export function checkSessionLive(sessionId: string, load: (sessionId: string) => Promise<boolean>): Promise<boolean> {
  return instance().check(sessionId, load);
}

/**
 * Ends these logins on every instance: this one before it returns, the others through the bus. Call
 * it after the revocation is committed.
 */
export function announceRevoked(sessionIds: readonly string[]): Promise<void> {
  return instance().announce(sessionIds);
}
