import { formatComment, formatFrame } from "@/lib/live/sse";
import { scopeKey, type LiveOrderEvent, type Scope, type Wake } from "@/lib/live/types";
import type { LiveBus } from "@/lib/live/wake";

// One hub per instance holds the open streams by scope. A wake for a scope makes it read that
// scope's new events once (after the smallest cursor among its streams) and hand each stream the
// ones it has not sent: one query per change per instance, however many tabs are open.

/** Where a stream's bytes go. `write` answers false when the client is too far behind to keep. */
export type StreamSink = { write(chunk: Uint8Array): boolean; end(): void };

export type HubEvent = { id: bigint; data: LiveOrderEvent };

export type HubOptions = {
  bus: LiveBus;
  read: (scope: Scope, after: bigint, limit: number) => Promise<HubEvent[]>;
  heartbeatMs?: number;
  now?: () => number;
  /** Called when a customer's stream opens: the rider-position feed starts (lib/live/position-feed.ts). */
  onCustomerStream?: () => void;
};

type Subscriber = {
  scope: Scope;
  /** The login (refresh-token family) the stream was opened with: it ends with it. */
  sessionId: string | null;
  sink: StreamSink;
  /** The newest event id this stream has sent (or resumed after). */
  lastId: bigint;
  /** Recently sent ids, so that an event committed out of id order is sent once. */
  sent: Set<bigint>;
  expiresAt: number;
  /** Ends the stream at its lifetime, to the millisecond (a function's maximum duration allows no slack). */
  endTimer?: NodeJS.Timeout;
};

type ScopeState = {
  scope: Scope;
  subs: Set<Subscriber>;
  running: boolean;
  again: boolean;
  /** Ids named by wakes since the last read: one below a stream's cursor was committed late. */
  wakeIds: Set<bigint>;
  retry?: NodeJS.Timeout;
};

const PAGE = 100;
const SENT_MEMORY = 64;
const READ_RETRY_MS = 1_000;
const encoder = new TextEncoder();
const HEARTBEAT = encoder.encode(formatComment("heartbeat"));

export class LiveHub {
  private readonly scopes = new Map<string, ScopeState>();
  /** Open streams by login, for the per-login cap and to end them when the login ends. */
  private readonly bySession = new Map<string, Set<Subscriber>>();
  private count = 0;
  /** Customer scopes held (their streams are the ones rider positions go to). */
  private customerScopes = 0;
  private unsubscribe: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly heartbeatMs: number;
  private readonly now: () => number;

  constructor(private readonly options: HubOptions) {
    this.heartbeatMs = options.heartbeatMs ?? 15_000;
    this.now = options.now ?? Date.now;
  }

  /** Open streams on this instance. */
  size(): number {
    return this.count;
  }

  /** Open streams of one login on this instance. */
  sizeOf(sessionId: string): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }

  /** Ends every stream of these logins at once (a logout, a detected theft, an email change). */
  endSessions(sessionIds: readonly string[]): void {
    for (const id of sessionIds) {
      for (const sub of [...(this.bySession.get(id) ?? [])]) this.drop(sub);
    }
  }

  /**
   * Adds a stream that has sent everything up to `cursor`; it is caught up at once, then fed on
   * every wake. It is ended after `lifetimeMs` (the browser reconnects and the session is checked
   * again). Returns the removal, which is idempotent.
   */
  add(
    scope: Scope,
    cursor: bigint,
    sink: StreamSink,
    lifetimeMs = Number.POSITIVE_INFINITY,
    sessionId: string | null = null,
  ): () => void {
    this.unsubscribe ??= this.options.bus.subscribe(
      (message) => {
        if (message.kind === "wake") this.wake(message.wake);
        // The revocation bus reaches every instance: a stream must not outlive its login by its lifetime.
        else if (message.kind === "revoked") this.endSessions(message.sessionIds);
      },
      () => this.resync(),
    );
    const key = scopeKey(scope);
    let state = this.scopes.get(key);
    if (!state) {
      state = { scope, subs: new Set(), running: false, again: false, wakeIds: new Set() };
      this.scopes.set(key, state);
      if (scope.kind === "customer") this.customerScopes += 1;
    }
    const sub: Subscriber = {
      scope,
      sessionId,
      sink,
      lastId: cursor,
      sent: new Set(),
      expiresAt: this.now() + lifetimeMs,
    };
    if (sessionId !== null) {
      let mine = this.bySession.get(sessionId);
      if (!mine) this.bySession.set(sessionId, (mine = new Set()));
      mine.add(sub);
    }
    if (Number.isFinite(lifetimeMs)) {
      sub.endTimer = setTimeout(() => this.drop(sub), lifetimeMs);
      sub.endTimer.unref?.();
    }
    state.subs.add(sub);
    this.count += 1;
    this.startHeartbeat();
    void this.sync(key);
    if (scope.kind === "customer") this.options.onCustomerStream?.();
    return () => this.remove(key, sub);
  }

  /** Whether this instance holds a stream of this customer. */
  followsCustomer(customerId: string): boolean {
    return this.scopes.has(scopeKey({ kind: "customer", id: customerId }));
  }

  /** Whether this instance holds any customer's stream. */
  hasCustomerStreams(): boolean {
    return this.customerScopes > 0;
  }

  /**
   * Writes a frame that is not an OrderEvent (a rider's position) to every stream of one customer here; a
   * stream too far behind is cut off as on any frame. Returns how many streams took it.
   */
  deliverToCustomer(customerId: string, frame: Uint8Array): number {
    const state = this.scopes.get(scopeKey({ kind: "customer", id: customerId }));
    if (!state) return 0;
    let written = 0;
    for (const sub of [...state.subs]) {
      if (sub.sink.write(frame)) written += 1;
      else this.drop(sub);
    }
    return written;
  }

  /** A wake from the bus: read the two scopes it names, where this instance has streams for them. */
  wake(wake: Wake): void {
    const id = BigInt(wake.eventId);
    for (const key of [
      scopeKey({ kind: "customer", id: wake.customerId }),
      scopeKey({ kind: "restaurant", id: wake.restaurantId }),
    ]) {
      const state = this.scopes.get(key);
      if (!state) continue;
      if ([...state.subs].every((s) => s.sent.has(id))) continue;
      state.wakeIds.add(id);
      void this.sync(key);
    }
  }

  /** After the bus was away: every scope reads what it may have missed. */
  resync(): void {
    for (const key of this.scopes.keys()) void this.sync(key);
  }

  /** Ends every stream and leaves the bus (server shutdown, tests). */
  close(): void {
    for (const state of this.scopes.values()) {
      clearTimeout(state.retry);
      for (const sub of state.subs) {
        clearTimeout(sub.endTimer);
        sub.sink.end();
      }
    }
    this.scopes.clear();
    this.bySession.clear();
    this.count = 0;
    this.customerScopes = 0;
    this.stopHeartbeat();
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  private remove(key: string, sub: Subscriber): void {
    clearTimeout(sub.endTimer);
    if (sub.sessionId !== null) {
      const mine = this.bySession.get(sub.sessionId);
      mine?.delete(sub);
      if (mine?.size === 0) this.bySession.delete(sub.sessionId);
    }
    const state = this.scopes.get(key);
    if (!state?.subs.delete(sub)) return;
    this.count -= 1;
    if (state.subs.size === 0 && !state.running) this.forget(key, state);
    if (this.count === 0) this.stopHeartbeat();
  }

  private forget(key: string, state: ScopeState): void {
    clearTimeout(state.retry);
    if (this.scopes.get(key) !== state) return;
    this.scopes.delete(key);
    if (state.scope.kind === "customer") this.customerScopes -= 1;
  }

  private drop(sub: Subscriber): void {
    this.remove(scopeKey(sub.scope), sub);
    sub.sink.end();
  }

  /** Reads and hands out a scope's new events; a read asked for while one runs is done right after it. */
  private async sync(key: string): Promise<void> {
    const state = this.scopes.get(key);
    if (!state) return;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.again = false;
        const wakeIds = state.wakeIds;
        state.wakeIds = new Set();
        try {
          await this.readAndSend(state, wakeIds);
        } catch (error) {
          console.error(`Live updates: reading the events of ${key} failed; trying again`, error);
          wakeIds.forEach((id) => state.wakeIds.add(id));
          this.retryLater(key, state);
          break;
        }
      } while (state.again && state.subs.size > 0);
    } finally {
      state.running = false;
      if (state.subs.size === 0) this.forget(key, state);
    }
  }

  private retryLater(key: string, state: ScopeState): void {
    if (state.retry) return;
    state.retry = setTimeout(() => {
      state.retry = undefined;
      void this.sync(key);
    }, READ_RETRY_MS);
    state.retry.unref?.();
  }

  private async readAndSend(state: ScopeState, wakeIds: Set<bigint>): Promise<void> {
    if (state.subs.size === 0) return;
    let from = [...state.subs].reduce((min, s) => (s.lastId < min ? s.lastId : min), [...state.subs][0]!.lastId);
    for (const id of wakeIds) if (id - 1n < from) from = id - 1n;
    for (;;) {
      const events = await this.options.read(state.scope, from, PAGE);
      if (events.length > 0) this.send(state, events, wakeIds);
      if (events.length < PAGE) return;
      from = events[events.length - 1]!.id;
    }
  }

  private send(state: ScopeState, events: HubEvent[], wakeIds: Set<bigint>): void {
    // Each frame is encoded once and the same bytes go to every stream.
    const frames = new Map<bigint, { withId?: Uint8Array; late?: Uint8Array }>();
    const frameOf = (event: HubEvent, late: boolean) => {
      let cached = frames.get(event.id);
      if (!cached) frames.set(event.id, (cached = {}));
      const frame = (id?: string) =>
        encoder.encode(formatFrame({ id, event: "order", data: JSON.stringify(event.data) }));
      return late ? (cached.late ??= frame()) : (cached.withId ??= frame(event.data.eventId));
    };
    for (const sub of [...state.subs]) {
      for (const event of events) {
        const isNew = event.id > sub.lastId;
        // Below the cursor, only an event a wake just named and this stream never sent: it was
        // committed after a newer one. It goes without `id:` so the browser's cursor stays put.
        if (!isNew && !(wakeIds.has(event.id) && !sub.sent.has(event.id))) continue;
        if (!sub.sink.write(frameOf(event, !isNew))) {
          this.drop(sub);
          break;
        }
        if (isNew) sub.lastId = event.id;
        sub.sent.add(event.id);
        if (sub.sent.size > SENT_MEMORY) sub.sent.delete(sub.sent.values().next().value!);
      }
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref?.();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /** One timer for all streams: a comment to each (proxies close idle connections), and ends expired ones. */
  private beat(): void {
    const now = this.now();
    for (const state of [...this.scopes.values()]) {
      for (const sub of [...state.subs]) {
        if (now >= sub.expiresAt || !sub.sink.write(HEARTBEAT)) this.drop(sub);
      }
    }
  }
}
