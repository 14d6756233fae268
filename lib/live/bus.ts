import "server-only";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { createMemoryBus } from "@/lib/live/memory-bus";
import { createPollBus } from "@/lib/live/poll-bus";
import { createPostgresBus } from "@/lib/live/postgres-bus";
import { createRedisBus } from "@/lib/live/redis-bus";
import type { Wake } from "@/lib/live/types";
import type { BusMessage, LiveBus } from "@/lib/live/wake";

export type { LiveBus } from "@/lib/live/wake";

// One bus per server process; `next dev` re-evaluates modules and every route is its own bundle,
// so it lives on globalThis like the Prisma client.
const globalForLive = globalThis as unknown as { thaliLiveBus?: LiveBus };

/**
 * Which bus this instance uses: LIVE_BUS if set, else Redis with REDIS_URL, else PostgreSQL LISTEN/NOTIFY,
 * or on Vercel (no connection may outlive a request there) polling.
 */
function liveBusKind(): "memory" | "postgres" | "redis" | "poll" {
  const { LIVE_BUS, REDIS_URL, onVercel } = env();
  return LIVE_BUS ?? (REDIS_URL ? "redis" : onVercel ? "poll" : "postgres");
}

export function liveBus(): LiveBus {
  if (!globalForLive.thaliLiveBus) {
    const { REDIS_URL, DATABASE_URL, LIVE_POLL_MS } = env();
    const kind = liveBusKind();
    globalForLive.thaliLiveBus =
      kind === "redis"
        ? createRedisBus({ url: REDIS_URL! })
        : kind === "postgres"
          ? createPostgresBus({
              connectionString: DATABASE_URL,
              // NOTIFY through the pool: a publish never waits for the LISTEN connection to come back.
              notify: (channel, payload) => db().$executeRaw`SELECT pg_notify(${channel}, ${payload})`,
            })
          : kind === "poll"
            ? createPollBus({ everyMs: LIVE_POLL_MS })
            : createMemoryBus();
  }
  return globalForLive.thaliLiveBus;
}

/** Closes this instance's bus, if it has one (the next liveBus() starts a new one). */
export async function closeLiveBus(): Promise<void> {
  const bus = globalForLive.thaliLiveBus;
  globalForLive.thaliLiveBus = undefined;
  await bus?.close();
}

const PUBLISH_TIMEOUT_MS = 2_000;

/** Publishes on this instance's bus, giving up after PUBLISH_TIMEOUT_MS. */
export async function publishWithTimeout(message: BusMessage): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      liveBus().publish(message),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), PUBLISH_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tells every instance that these OrderEvent rows were committed. Called by lib/orders after the
 * transaction that wrote them, never inside it. Never throws: a lost wake is logged, and the
 * streams recover it on their next reconnect or poll (they read OrderEvent, not the wake).
 */
export async function publishOrderEvents(wakes: Wake[]): Promise<void> {
  for (const wake of wakes) {
    try {
      await publishWithTimeout({ kind: "wake", wake });
    } catch (error) {
      console.error(`Live updates: event ${wake.eventId} of order changes was not announced`, error);
    }
  }
}

/** The wake for an OrderEvent row just written in a transaction. */
export function wakeOf(event: { id: bigint; customerId: string; restaurantId: string }): Wake {
  return { customerId: event.customerId, restaurantId: event.restaurantId, eventId: event.id.toString() };
}
