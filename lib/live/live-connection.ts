import { backoffDelay } from "@/lib/live/backoff";
import { POLL_PAGE_SIZE, type LiveOrderEvent, type LivePosition, type OrderEventsPage } from "@/lib/live/types";

// The browser's side of a live stream, without React or browser globals (they are injected, so the
// decisions run in unit tests): an EventSource while it can be held; after repeated failures, a
// poll of /api/orderEvents every few seconds, trying the stream again now and then.

export const STREAM_PATH = "/api/orderEvents/stream";
/** Errors in a row, without a `ready` frame between them, before falling back to polling. */
export const MAX_STREAM_FAILURES = 3;
/** A stream that does not say `ready` within this long is held back by something (a buffering proxy). */
export const READY_TIMEOUT_MS = 10_000;
export const POLL_INTERVAL_MS = 5_000;
/** While polling, the stream is tried again after this backoff. */
const STREAM_RETRY = { baseMs: 30_000, maxMs: 5 * 60_000 };

const CLOSED = 2;
const SEEN_MEMORY = 200;

export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  onerror: ((event: never) => void) | null;
  close(): void;
};

export type PageResult = { ok: true; page: OrderEventsPage } | { ok: false; unauthorized: boolean };

export type ConnectionEnv = {
  openStream(url: string): EventSourceLike;
  /** GET /api/orderEvents?after= (renewing an expired session once, never redirecting). */
  fetchPage(after: string | null): Promise<PageResult>;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random?: () => number;
};

export type ConnectionMode = "idle" | "connecting" | "streaming" | "polling" | "stopped";

export class LiveConnection {
  mode: ConnectionMode = "idle";
  /** The newest event id seen (or the server's cursor from `ready`): where a reconnect or a poll resumes. */
  lastId: string | null = null;
  private source: EventSourceLike | null = null;
  private failures = 0;
  private streamRetries = 0;
  private recoveredOnce = false;
  private readyTimer: unknown;
  private pollTimer: unknown;
  private retryTimer: unknown;
  private readonly seen = new Set<string>();
  /** The oldest cursor a page asked to catch up from before the stream was ready (catchUpFrom). */
  private pendingCatchUp: string | null = null;

  constructor(
    private readonly env: ConnectionEnv,
    private readonly onEvent: (event: LiveOrderEvent) => void,
    /** A rider's position for one of the customer's orders (`position` frames, stream only; issue 32). */
    private readonly onPosition: (position: LivePosition) => void = () => {},
  ) {}

  start(): void {
    if (this.mode !== "idle") return;
    this.openStream();
  }

  /**
   * A page drawn from data read at `cursor` (the scope's newest event id then) listens: the events after it that
   * this connection never had (it opened after the page's read: a stream starts at the newest event, without
   * replay) are fetched once and handed out, those already heard skipped. Before the first `ready` it waits for it.
   */
  catchUpFrom(cursor: string): void {
    if (!/^\d+$/.test(cursor) || this.mode === "stopped") return;
    if (this.mode === "idle" || this.mode === "connecting") {
      if (this.pendingCatchUp === null || BigInt(cursor) < BigInt(this.pendingCatchUp)) this.pendingCatchUp = cursor;
      return;
    }
    if (this.lastId !== null && BigInt(this.lastId) > BigInt(cursor)) this.fetchFrom(cursor);
  }

  private fetchFrom(cursor: string): void {
    void this.env.fetchPage(cursor).then((result) => {
      if (this.mode !== "stopped" && result.ok) this.take(result.page);
    });
  }

  stop(): void {
    this.mode = "stopped";
    this.closeStream();
    this.env.clearTimeout(this.pollTimer);
    this.env.clearTimeout(this.retryTimer);
  }

  private openStream(): void {
    this.closeStream();
    if (this.mode !== "polling") this.mode = "connecting";
    const url = this.lastId ? `${STREAM_PATH}?lastEventId=${encodeURIComponent(this.lastId)}` : STREAM_PATH;
    const source = this.env.openStream(url);
    this.source = source;
    this.readyTimer = this.env.setTimeout(() => this.onStreamFailure(source, "no ready frame"), READY_TIMEOUT_MS);
    source.addEventListener("ready", (event) => this.onReady(source, event.data));
    source.addEventListener("order", (event) => {
      if (source === this.source) this.receive(parse<LiveOrderEvent>(event.data));
    });
    source.addEventListener("position", (event) => {
      if (source === this.source) this.receivePosition(parse<LivePosition>(event.data));
    });
    source.onerror = () => {
      if (source !== this.source) return;
      // CLOSED: the server refused the stream (401, 5xx, not an event stream); the browser gives up.
      if (source.readyState === CLOSED) this.onStreamFailure(source, "refused");
      // Otherwise the browser reconnects by itself, with Last-Event-ID.
      else if (++this.failures >= MAX_STREAM_FAILURES) this.onStreamFailure(source, "keeps dropping");
    };
  }

  private onReady(source: EventSourceLike, data: unknown): void {
    if (source !== this.source) return;
    this.env.clearTimeout(this.readyTimer);
    this.failures = 0;
    this.streamRetries = 0;
    this.recoveredOnce = false;
    const cursor = parse<{ lastEventId?: string }>(data)?.lastEventId;
    if (cursor) this.advance(cursor);
    const pending = this.pendingCatchUp;
    this.pendingCatchUp = null;
    if (pending !== null && this.lastId !== null && BigInt(this.lastId) > BigInt(pending)) this.fetchFrom(pending);
    if (this.mode === "polling") {
      this.env.clearTimeout(this.pollTimer);
      this.env.clearTimeout(this.retryTimer);
    }
    this.mode = "streaming";
  }

  private closeStream(): void {
    this.env.clearTimeout(this.readyTimer);
    this.source?.close();
    this.source = null;
  }

  private onStreamFailure(source: EventSourceLike, reason: "refused" | "keeps dropping" | "no ready frame"): void {
    if (source !== this.source || this.mode === "stopped") return;
    this.closeStream();
    this.failures = 0;
    if (reason !== "refused") return this.startPolling();
    // Refused: maybe the session expired. The poll renews it; if that works, the stream gets one more try.
    void this.env.fetchPage(this.lastId).then((result) => {
      if (this.mode === "stopped") return;
      if (!result.ok && result.unauthorized) return this.stop();
      if (result.ok) this.take(result.page);
      if (result.ok && !this.recoveredOnce) {
        this.recoveredOnce = true;
        return this.openStream();
      }
      this.startPolling();
    });
  }

  private startPolling(): void {
    if (this.mode === "stopped") return;
    const wasPolling = this.mode === "polling";
    this.mode = "polling";
    // A page's cursor the stream never got to (no `ready` came): the polls start from it instead.
    const pending = this.pendingCatchUp;
    this.pendingCatchUp = null;
    if (pending !== null && (this.lastId === null || BigInt(this.lastId) > BigInt(pending))) this.lastId = pending;
    if (!wasPolling) this.schedulePoll(0);
    this.env.clearTimeout(this.retryTimer);
    this.retryTimer = this.env.setTimeout(
      () => this.mode === "polling" && this.openStream(),
      backoffDelay(this.streamRetries++, STREAM_RETRY, this.env.random),
    );
  }

  private schedulePoll(ms: number): void {
    this.env.clearTimeout(this.pollTimer);
    this.pollTimer = this.env.setTimeout(() => void this.poll(), ms);
  }

  private async poll(): Promise<void> {
    if (this.mode !== "polling") return;
    const result = await this.env.fetchPage(this.lastId);
    if (this.mode !== "polling") return;
    if (!result.ok && result.unauthorized) return this.stop();
    const full = result.ok && this.take(result.page) >= POLL_PAGE_SIZE;
    this.schedulePoll(full ? 0 : POLL_INTERVAL_MS);
  }

  /** Hands out a polled page; returns how many events it held. */
  private take(page: OrderEventsPage): number {
    page.events.forEach((event) => this.receive(event));
    page.positions?.forEach((position) => this.receivePosition(position));
    this.advance(page.lastEventId);
    return page.events.length;
  }

  private receive(event: LiveOrderEvent | null): void {
    if (!event?.eventId || this.seen.has(event.eventId)) return;
    this.seen.add(event.eventId);
    if (this.seen.size > SEEN_MEMORY) this.seen.delete(this.seen.values().next().value!);
    this.advance(event.eventId);
    try {
      this.onEvent(event);
    } catch (error) {
      console.error("Live updates: an order event listener failed", error);
    }
  }

  private receivePosition(position: LivePosition | null): void {
    if (!position?.orderId || !Number.isFinite(position.lat) || !Number.isFinite(position.lng)) return;
    try {
      this.onPosition(position);
    } catch (error) {
      console.error("Live updates: a rider position listener failed", error);
    }
  }

  private advance(id: string): void {
    if (!/^\d+$/.test(id)) return;
    if (this.lastId === null || BigInt(id) > BigInt(this.lastId)) this.lastId = id;
  }
}

function parse<T>(data: unknown): T | null {
  if (typeof data !== "string") return null;
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}
