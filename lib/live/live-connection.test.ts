import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  LiveConnection,
  MAX_STREAM_FAILURES,
  POLL_INTERVAL_MS,
  READY_TIMEOUT_MS,
  STREAM_PATH,
  type ConnectionEnv,
  type EventSourceLike,
  type PageResult,
} from "@/lib/live/live-connection";
import type { LiveOrderEvent } from "@/lib/live/types";

// The browser's decisions (stream, reconnect, fall back to polling, come back) with a fake
// EventSource, a fake poll and fake timers.

class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  onerror: ((event: never) => void) | null = null;
  private readonly handlers = new Map<string, Array<(event: { data?: unknown }) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    this.readyState = 1;
    this.handlers.get(type)?.forEach((h) => h({ data: JSON.stringify(data) }));
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    (this.onerror as ((event: unknown) => void) | null)?.({});
  }
}

const event = (id: number): LiveOrderEvent => ({
  eventId: String(id),
  orderId: `o${id}`,
  type: "order.status",
  status: "delivered",
  createdAt: "2026-01-01T00:00:00.000Z",
  customerName: "C",
  restaurantName: "R",
  cancelledBy: null,
  cancelReason: null,
  kitchenStatus: null,
});

function setup(pages: Array<PageResult> = []) {
  const sources: FakeSource[] = [];
  const polls: Array<string | null> = [];
  const env: ConnectionEnv = {
    openStream: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    fetchPage: async (after) => {
      polls.push(after);
      return pages.shift() ?? { ok: true, page: { events: [], lastEventId: after ?? "0" } };
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
    random: () => 0,
  };
  const got: string[] = [];
  const positions: Array<{ orderId: string; lat: number }> = [];
  const connection = new LiveConnection(
    env,
    (e) => got.push(e.eventId),
    (p) => positions.push({ orderId: p.orderId, lat: p.lat }),
  );
  return { connection, sources, polls, got, positions, last: () => sources[sources.length - 1]! };
}

beforeEach(() => {
  vi.useFakeTimers();
  return () => vi.useRealTimers();
});

describe("LiveConnection catching a page up from its cursor (the scope's newest event when its data was read)", () => {
  it("asked before ready: a change committed between the page's read and the stream's start is fetched once", async () => {
    const t = setup([{ ok: true, page: { events: [event(5)], lastEventId: "5" } }]);
    t.connection.start();
    t.connection.catchUpFrom("4");
    t.connection.catchUpFrom("6"); // a later page's cursor: the older one is kept
    expect(t.polls).toEqual([]);
    // The stream starts at the newest event, without replay: event 5 would never come over it.
    t.last().emit("ready", { lastEventId: "5" });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.polls).toEqual(["4"]);
    expect(t.got).toEqual(["5"]);
    expect(t.connection.lastId).toBe("5");
  });

  it("no ready frame ever (a buffering proxy): the polls start from the page's cursor", async () => {
    const t = setup([{ ok: true, page: { events: [event(5)], lastEventId: "5" } }]);
    t.connection.start();
    t.connection.catchUpFrom("4");
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS + 1);
    expect(t.connection.mode).toBe("polling");
    expect(t.polls[0]).toBe("4");
    expect(t.got).toEqual(["5"]);
  });

  it("fetches nothing when the stream starts where the page was read", async () => {
    const t = setup();
    t.connection.start();
    t.connection.catchUpFrom("5");
    t.last().emit("ready", { lastEventId: "5" });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.polls).toEqual([]);
  });

  it("streaming already: fetched at once, and an event already heard is not handed out twice", async () => {
    const t = setup([{ ok: true, page: { events: [event(3), event(4)], lastEventId: "4" } }]);
    t.connection.start();
    t.last().emit("ready", { lastEventId: "3" });
    t.last().emit("order", event(4));
    t.connection.catchUpFrom("2");
    await vi.advanceTimersByTimeAsync(0);
    expect(t.polls).toEqual(["2"]);
    expect(t.got).toEqual(["4", "3"]);
    t.connection.catchUpFrom("4");
    t.connection.catchUpFrom("not an id");
    await vi.advanceTimersByTimeAsync(0);
    expect(t.polls).toEqual(["2"]);
  });
});

describe("LiveConnection on a healthy stream", () => {
  it("streams, hands out each event once, and keeps the newest id as its cursor", () => {
    const t = setup();
    t.connection.start();
    expect(t.last().url).toBe(STREAM_PATH);
    t.last().emit("ready", { lastEventId: "10" });
    expect(t.connection.mode).toBe("streaming");
    expect(t.connection.lastId).toBe("10");
    t.last().emit("order", event(11));
    t.last().emit("order", event(11)); // a duplicate after a resume
    t.last().emit("order", event(9)); // committed late: handed out, cursor kept
    expect(t.got).toEqual(["11", "9"]);
    expect(t.connection.lastId).toBe("11");
  });

  it("hands a rider's position frames to their listener without moving the event cursor, and drops malformed ones", () => {
    const t = setup();
    t.connection.start();
    t.last().emit("ready", { lastEventId: "10" });
    t.last().emit("position", { orderId: "o1", lat: 12.97, lng: 77.59, at: "2026-11-29T14:00:00.000Z" });
    t.last().emit("position", { orderId: "o1", lat: "north", lng: 77.59, at: "2026-11-29T14:00:05.000Z" });
    t.last().emit("position", { lat: 1, lng: 2 });
    expect(t.positions).toEqual([{ orderId: "o1", lat: 12.97 }]);
    expect(t.got).toEqual([]);
    expect(t.connection.lastId).toBe("10");
  });

  it("hands out the positions a poll carries (the fallback path)", async () => {
    const t = setup([
      {
        ok: true,
        page: {
          events: [],
          lastEventId: "5",
          positions: [{ orderId: "o2", lat: 13.01, lng: 77.6, at: "2026-11-29T14:00:00.000Z" }],
        },
      },
    ]);
    t.connection.start();
    for (let i = 0; i < MAX_STREAM_FAILURES; i++) t.last().fail(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.connection.mode).toBe("polling");
    expect(t.positions).toEqual([{ orderId: "o2", lat: 13.01 }]);
  });

  it("lets the browser reconnect by itself on a dropped connection, and counts a ready frame as recovery", () => {
    const t = setup();
    t.connection.start();
    t.last().emit("ready", { lastEventId: "1" });
    for (let i = 0; i < MAX_STREAM_FAILURES - 1; i++) t.last().fail(0);
    t.last().emit("ready", { lastEventId: "1" });
    for (let i = 0; i < MAX_STREAM_FAILURES - 1; i++) t.last().fail(0);
    expect(t.sources).toHaveLength(1);
    expect(t.connection.mode).toBe("streaming");
  });
});

describe("LiveConnection falls back to polling", () => {
  it("after repeated drops: polls every few seconds from its cursor, then tries the stream again", async () => {
    const t = setup([{ ok: true, page: { events: [event(6)], lastEventId: "6" } }]);
    t.connection.start();
    t.last().emit("ready", { lastEventId: "5" });
    for (let i = 0; i < MAX_STREAM_FAILURES; i++) t.last().fail(0);
    expect(t.last().closed).toBe(true);
    expect(t.connection.mode).toBe("polling");
    await vi.advanceTimersByTimeAsync(1);
    expect(t.polls).toEqual(["5"]);
    expect(t.got).toEqual(["6"]);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(t.polls).toEqual(["5", "6"]);

    // the stream is tried again (half of the first 30 s step with this random) and, once ready, polling stops
    await vi.advanceTimersByTimeAsync(15_000 - POLL_INTERVAL_MS);
    expect(t.sources).toHaveLength(2);
    expect(t.last().url).toBe(`${STREAM_PATH}?lastEventId=6`);
    t.last().emit("ready", { lastEventId: "6" });
    expect(t.connection.mode).toBe("streaming");
    const polled = t.polls.length;
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3);
    expect(t.polls).toHaveLength(polled);
  });

  it("when the stream never says ready (a proxy holding it back)", async () => {
    const t = setup();
    t.connection.start();
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS);
    expect(t.sources[0]!.closed).toBe(true);
    expect(t.connection.mode).toBe("polling");
    await vi.advanceTimersByTimeAsync(1);
    expect(t.polls).toEqual([null]);
  });

  it("polls again at once while pages come back full", async () => {
    const full = Array.from({ length: 100 }, (_, i) => event(i + 1));
    const t = setup([
      { ok: true, page: { events: full, lastEventId: "100" } },
      { ok: true, page: { events: [event(101)], lastEventId: "101" } },
    ]);
    t.connection.start();
    await vi.advanceTimersByTimeAsync(READY_TIMEOUT_MS);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.polls).toEqual([null, "100"]);
    expect(t.got).toHaveLength(101);
  });
});

describe("LiveConnection when the stream is refused", () => {
  it("renews the session through a poll and opens the stream again once", async () => {
    const t = setup();
    t.connection.start();
    t.last().emit("ready", { lastEventId: "3" });
    t.last().fail(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.polls).toEqual(["3"]);
    expect(t.sources).toHaveLength(2);
    expect(t.last().url).toBe(`${STREAM_PATH}?lastEventId=3`);
    // refused again before ever being ready: now it polls
    t.last().fail(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.connection.mode).toBe("polling");
  });

  it("stops for good when the session cannot be renewed (logged out)", async () => {
    const t = setup([{ ok: false, unauthorized: true }]);
    t.connection.start();
    t.last().fail(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.connection.mode).toBe("stopped");
    expect(t.sources).toHaveLength(1);
    expect(t.polls).toHaveLength(1);
  });

  it("stop() closes the stream and every timer", async () => {
    const t = setup();
    t.connection.start();
    t.connection.stop();
    expect(t.last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(t.sources).toHaveLength(1);
    expect(t.polls).toHaveLength(0);
  });
});
