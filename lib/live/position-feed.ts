import { formatFrame } from "@/lib/live/sse";
import type { LivePosition } from "@/lib/live/types";

// Rider positions over the customers' streams (issue 32 part 6, docs/live-updates.md "Rider positions").
// One feed per instance: while any customer's stream is open here, it reads the RiderPosition rows written
// since the last read (id > cursor) every `intervalMs`, in ONE query for every order followed, and hands each
// to the streams of the order's customer on this instance. Each order gets at most one frame per `throttleMs`;
// a position that comes sooner waits for the end of that window, and a newer one replaces it (the newest wins).

/** A RiderPosition row of a delivery in hand (assigned or picked up), with the customer of its order. */
export type PositionRow = {
  id: bigint;
  orderId: string;
  customerId: string;
  lat: number;
  lng: number;
  at: Date;
};

export type PositionFeedOptions = {
  /** Rows with id > `after` of deliveries in hand, oldest first, at most `limit`. */
  read(after: bigint, limit: number): Promise<PositionRow[]>;
  /** The newest RiderPosition id: where a feed that starts (again) begins, so nothing old is replayed. */
  latestId(): Promise<bigint>;
  /** Whether this instance holds a stream of this customer (the feed stops when it holds none). */
  follows(customerId: string): boolean;
  anyFollowed(): boolean;
  /** Writes a `position` frame to the customer's streams here. */
  deliver(customerId: string, frame: Uint8Array): void;
  intervalMs?: number;
  throttleMs?: number;
  now?: () => number;
};

/** At most one position frame per order per this long (issue 32: "at most one per 5 s per order"). */
const POSITION_THROTTLE_MS = 5_000;
/** How often the feed reads new positions while streams follow them: the bulk of a position's delay. */
const POSITION_POLL_MS = 500;
const PAGE = 5_000;

type OrderState = {
  customerId: string;
  lastSentAt: number;
  pending: LivePosition | null;
  timer?: NodeJS.Timeout;
};

const encoder = new TextEncoder();

/** The SSE bytes of one position: `event: position`, no `id:` (the browser's order-event cursor stays put). */
function positionFrame(position: LivePosition): Uint8Array {
  return encoder.encode(formatFrame({ event: "position", data: JSON.stringify(position) }));
}

export class PositionFeed {
  private cursor: bigint | null = null;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private reading = false;
  private readonly orders = new Map<string, OrderState>();
  private readonly intervalMs: number;
  private readonly throttleMs: number;
  private readonly now: () => number;

  constructor(private readonly options: PositionFeedOptions) {
    this.intervalMs = options.intervalMs ?? POSITION_POLL_MS;
    this.throttleMs = options.throttleMs ?? POSITION_THROTTLE_MS;
    this.now = options.now ?? Date.now;
  }

  /** Starts reading (idempotent): called when a customer's stream opens. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Stops reading and forgets what it held (server shutdown, tests). */
  stop(): void {
    this.running = false;
    this.cursor = null;
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const state of this.orders.values()) clearTimeout(state.timer);
    this.orders.clear();
  }

  isRunning(): boolean {
    return this.running;
  }

  /** Orders with a throttle window or a waiting position (for tests and the bench). */
  heldOrders(): number {
    return this.orders.size;
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), ms);
    this.timer.unref?.();
  }

  /** One read of everything new; then the next, or a stop when no customer's stream is open any more. */
  async tick(): Promise<void> {
    if (!this.running || this.reading) return;
    if (!this.options.anyFollowed()) {
      this.stop();
      return;
    }
    this.reading = true;
    try {
      if (this.cursor === null) this.cursor = await this.options.latestId();
      for (;;) {
        const rows = await this.options.read(this.cursor, PAGE);
        if (!this.running) return;
        for (const row of rows) this.take(row);
        if (rows.length > 0) this.cursor = rows[rows.length - 1]!.id;
        if (rows.length < PAGE) break;
      }
      this.sweep();
    } catch (error) {
      console.error("Live updates: reading rider positions failed; trying again", error);
    } finally {
      this.reading = false;
      if (this.running) this.schedule(this.intervalMs);
    }
  }

  /** A new row: sent now if its order's window is over, else kept (replacing an older one) until it is. */
  take(row: PositionRow): void {
    if (!this.options.follows(row.customerId)) return;
    const position: LivePosition = { orderId: row.orderId, lat: row.lat, lng: row.lng, at: row.at.toISOString() };
    const now = this.now();
    const state = this.orders.get(row.orderId);
    if (!state || now - state.lastSentAt >= this.throttleMs) {
      clearTimeout(state?.timer);
      this.orders.set(row.orderId, { customerId: row.customerId, lastSentAt: now, pending: null });
      this.options.deliver(row.customerId, positionFrame(position));
      return;
    }
    if (state.pending && Date.parse(state.pending.at) > row.at.getTime()) return;
    state.pending = position;
    if (!state.timer) {
      state.timer = setTimeout(() => this.flush(row.orderId), state.lastSentAt + this.throttleMs - now);
      state.timer.unref?.();
    }
  }

  private flush(orderId: string): void {
    const state = this.orders.get(orderId);
    if (!state) return;
    state.timer = undefined;
    const pending = state.pending;
    if (!pending) return;
    state.pending = null;
    state.lastSentAt = this.now();
    if (this.options.follows(state.customerId)) this.options.deliver(state.customerId, positionFrame(pending));
  }

  /** Forgets orders whose window is over with nothing waiting: memory stays with the orders moving now. */
  private sweep(): void {
    const now = this.now();
    for (const [orderId, state] of this.orders) {
      if (!state.pending && !state.timer && now - state.lastSentAt >= this.throttleMs) this.orders.delete(orderId);
    }
  }
}
