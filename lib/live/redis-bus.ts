import { backoffDelay } from "@/lib/live/backoff";
import { decodeMessage, deliver, encodeMessage, LIVE_CHANNEL, type BusMessage, type LiveBus } from "@/lib/live/wake";

// Redis pub/sub (REDIS_URL): one publishing and one subscribed connection per instance. node-redis
// reconnects by itself and subscribes again before it reports `ready`; each `ready` after the first
// subscription is a resync, since messages published while it was away are gone.

type RedisClient = {
  connect(): Promise<unknown>;
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string, listener: (message: string) => void): Promise<unknown>;
  duplicate(): RedisClient;
  on(event: "error", listener: (error: Error) => void): unknown;
  on(event: "ready", listener: () => void): unknown;
  close(): Promise<unknown>;
  destroy(): void;
};

const RECONNECT = { baseMs: 250, maxMs: 10_000 };
const PUBLISH_TIMEOUT_MS = 3_000;

export type RedisBusOptions = {
  url: string;
  channel?: string;
  /** CLIENT SETNAME of its connections. */ name?: string;
};

export function createRedisBus({ url, channel = LIVE_CHANNEL, name = "thali-live" }: RedisBusOptions): LiveBus {
  const listeners = new Set<(message: BusMessage) => void>();
  const resyncs = new Set<() => void>();
  let started: Promise<{ publisher: RedisClient; subscriber: RedisClient }> | null = null;
  let lastErrorLog = 0;
  let failures = 0;
  let closed = false;

  function logError(which: string, error: Error) {
    // A down server makes node-redis report every failed reconnect; one line every 10 s is enough.
    if (Date.now() - lastErrorLog < 10_000) return;
    lastErrorLog = Date.now();
    console.error(`Live updates: Redis ${which} connection: ${error.message}`);
  }

  function start() {
    started ??= connectBoth().catch((error: unknown) => {
      started = null;
      console.error(`Live updates: cannot connect to Redis (${error instanceof Error ? error.message : error})`);
      if (listeners.size > 0 && !closed) {
        const timer = setTimeout(() => start().catch(() => {}), backoffDelay(failures++, RECONNECT));
        timer.unref();
      }
      throw error;
    });
    return started;
  }

  async function connectBoth() {
    // Loaded only when Redis is configured, so the other buses never pay for the client.
    const { createClient } = await import("redis");
    const publisher = createClient({
      url,
      name,
      pingInterval: 30_000,
      socket: { connectTimeout: 5_000, reconnectStrategy: (retries: number) => backoffDelay(retries, RECONNECT) },
    }) as unknown as RedisClient;
    const subscriber = publisher.duplicate();
    publisher.on("error", (error) => logError("publishing", error));
    subscriber.on("error", (error) => logError("subscribed", error));
    let subscribed = false;
    subscriber.on("ready", () => {
      if (subscribed) resyncs.forEach((resync) => resync());
    });
    try {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel, (message) => {
        const decoded = decodeMessage(message);
        if (decoded) listeners.forEach((listener) => deliver(listener, decoded));
      });
    } catch (error) {
      publisher.destroy();
      subscriber.destroy();
      throw error;
    }
    subscribed = true;
    failures = 0;
    resyncs.forEach((resync) => resync());
    return { publisher, subscriber };
  }

  return {
    async publish(message) {
      const { publisher } = await start();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("Redis did not take the message in time")), PUBLISH_TIMEOUT_MS);
      });
      try {
        await Promise.race([publisher.publish(channel, encodeMessage(message)), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    subscribe(listener, onResync) {
      listeners.add(listener);
      if (onResync) resyncs.add(onResync);
      start().catch(() => {});
      return () => {
        listeners.delete(listener);
        if (onResync) resyncs.delete(onResync);
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      resyncs.clear();
      const clients = await started?.catch(() => null);
      started = null;
      if (clients) await Promise.all([clients.publisher.close(), clients.subscriber.close()]).catch(() => {});
    },
  };
}
