import pg from "pg";
import { backoffDelay } from "@/lib/live/backoff";
import { decodeMessage, deliver, encodeMessage, LIVE_CHANNEL, type BusMessage, type LiveBus } from "@/lib/live/wake";

// PostgreSQL LISTEN/NOTIFY: one dedicated connection per instance listens for every stream the
// instance holds. It must be a session connection (a transaction-mode pooler drops LISTEN).

export type PostgresBusOptions = {
  connectionString: string;
  channel?: string;
  /** How to send a NOTIFY; default: on the listening connection (waiting for it while it reconnects). */
  notify?: (channel: string, payload: string) => Promise<unknown>;
  /** A connection that has not answered a ping within this long is dropped and replaced. */
  pingIntervalMs?: number;
};

const CONNECT_TIMEOUT_MS = 5_000;
const PUBLISH_WAIT_MS = 3_000;
const RECONNECT = { baseMs: 250, maxMs: 15_000 };

export function createPostgresBus(options: PostgresBusOptions): LiveBus {
  const channel = options.channel ?? LIVE_CHANNEL;
  const pingIntervalMs = options.pingIntervalMs ?? 30_000;
  const listeners = new Set<(message: BusMessage) => void>();
  const resyncs = new Set<() => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let attempt = 0;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;
  /** Publishers waiting for a connection. */
  let waiters: Array<(client: pg.Client) => void> = [];

  function drop(dead: pg.Client, reason: unknown) {
    if (dead !== client) return;
    client = null;
    clearInterval(pingTimer);
    dead.removeAllListeners("notification");
    dead.end().catch(() => {});
    if (closed) return;
    console.error(`Live updates: the LISTEN connection was lost (${describe(reason)}); reconnecting`);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = backoffDelay(attempt++, RECONNECT);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch(() => {});
    }, delay);
    reconnectTimer.unref();
  }

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({
      connectionString: options.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      application_name: "thali-live",
    });
    next.on("error", (error) => drop(next, error));
    next.on("end", () => drop(next, "connection ended"));
    next.on("notification", (message) => {
      if (message.channel !== channel || !message.payload) return;
      const decoded = decodeMessage(message.payload);
      if (decoded) listeners.forEach((listener) => deliver(listener, decoded));
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners();
      next.on("error", () => {});
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    if (closed) return Promise.reject(new Error("The live bus is closed"));
    connecting ??= open()
      .then((next) => {
        if (closed) {
          next.end().catch(() => {});
          throw new Error("The live bus is closed");
        }
        client = next;
        attempt = 0;
        startPing(next);
        const ready = waiters;
        waiters = [];
        ready.forEach((resolve) => resolve(next));
        // Messages sent before this LISTEN (first start, or the gap of a reconnect) never arrive here.
        resyncs.forEach((resync) => resync());
        return next;
      })
      .catch((error: unknown) => {
        if (!closed) {
          console.error(`Live updates: cannot LISTEN (${describe(error)}); retrying`);
          scheduleReconnect();
        }
        throw error;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  function startPing(live: pg.Client) {
    clearInterval(pingTimer);
    pingTimer = setInterval(() => {
      const timeout = setTimeout(() => drop(live, "no answer to a ping"), CONNECT_TIMEOUT_MS);
      live
        .query("SELECT 1")
        .catch((error: unknown) => drop(live, error))
        .finally(() => clearTimeout(timeout));
    }, pingIntervalMs);
    pingTimer.unref();
  }

  /** The listening connection, waiting at most PUBLISH_WAIT_MS for it. */
  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connect().catch(() => {});
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters = waiters.filter((w) => w !== onReady);
        reject(new Error("The LISTEN connection is down"));
      }, PUBLISH_WAIT_MS);
      const onReady = (ready: pg.Client) => {
        clearTimeout(timer);
        resolve(ready);
      };
      waiters.push(onReady);
    });
  }

  return {
    async publish(message) {
      const payload = encodeMessage(message);
      if (options.notify) await options.notify(channel, payload);
      else await (await connected()).query("SELECT pg_notify($1, $2)", [channel, payload]);
    },
    subscribe(listener, onResync) {
      listeners.add(listener);
      if (onResync) resyncs.add(onResync);
      connect().catch(() => {});
      return () => {
        listeners.delete(listener);
        if (onResync) resyncs.delete(onResync);
      };
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(pingTimer);
      listeners.clear();
      resyncs.clear();
      const last = client ?? (await connecting?.catch(() => null));
      client = null;
      await last?.end().catch(() => {});
    },
  };
}

function describe(reason: unknown): string {
  if (reason instanceof Error) return (reason as { code?: string }).code ?? reason.message;
  return String(reason);
}
