import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LiveHub, type StreamSink } from "@/lib/live/hub";
import { PositionFeed, type PositionRow } from "@/lib/live/position-feed";
import type { LiveBus } from "@/lib/live/wake";

// The rider-position feed with fake timers: an in-memory RiderPosition table and a real hub with sinks.

const bus: LiveBus = { publish: async () => {}, subscribe: () => () => {}, close: async () => {} };

function sink() {
  const decoder = new TextDecoder();
  const frames: string[] = [];
  const s: StreamSink & { frames: string[]; positions: () => Array<{ orderId: string; lat: number }> } = {
    frames,
    write(chunk) {
      frames.push(decoder.decode(chunk));
      return true;
    },
    end() {},
    positions: () =>
      frames
        .filter((f) => f.startsWith("event: position\n"))
        .map((f) => JSON.parse(f.split("data: ")[1]!) as { orderId: string; lat: number }),
  };
  return s;
}

function setup() {
  const rows: PositionRow[] = [];
  const reads: bigint[] = [];
  let nextId = 1n;
  let failNextRead = false;
  const hub = new LiveHub({
    bus,
    read: async () => [],
    onCustomerStream: () => feed.start(),
  });
  const feed: PositionFeed = new PositionFeed({
    read: async (after, limit) => {
      reads.push(after);
      if (failNextRead) {
        failNextRead = false;
        throw new Error("database away");
      }
      return rows.filter((r) => r.id > after).slice(0, limit);
    },
    latestId: async () => rows.at(-1)?.id ?? 0n,
    follows: (id) => hub.followsCustomer(id),
    anyFollowed: () => hub.hasCustomerStreams(),
    deliver: (id, frame) => void hub.deliverToCustomer(id, frame),
  });
  return {
    hub,
    feed,
    reads,
    failNextRead: () => (failNextRead = true),
    /** A rider's accepted position for an order of `customerId`, written now. */
    write(orderId: string, customerId: string, lat: number) {
      rows.push({ id: nextId++, orderId, customerId, lat, lng: 77.6, at: new Date(Date.now()) });
    },
    customerStream(id: string) {
      const s = sink();
      const remove = hub.add({ kind: "customer", id }, 0n, s);
      return { sink: s, remove };
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-11-29T12:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("PositionFeed", () => {
  it("does nothing until a customer's stream opens, and an owner's stream does not start it", async () => {
    const t = setup();
    t.hub.add({ kind: "restaurant", id: "r1" }, 0n, sink());
    await vi.advanceTimersByTimeAsync(2_000);
    expect(t.feed.isRunning()).toBe(false);
    expect(t.reads).toEqual([]);
    t.customerStream("alice");
    expect(t.feed.isRunning()).toBe(true);
  });

  it("fans one read out to the right customer's streams only, each of their tabs, within one interval", async () => {
    const t = setup();
    const alice1 = t.customerStream("alice");
    const alice2 = t.customerStream("alice");
    const bob = t.customerStream("bob");
    const owner = sink();
    t.hub.add({ kind: "restaurant", id: "r1" }, 0n, owner);
    await vi.advanceTimersByTimeAsync(0);
    t.write("o-alice", "alice", 12.97);
    t.write("o-carol", "carol", 12.5); // carol has no stream here
    const readsBefore = t.reads.length;
    await vi.advanceTimersByTimeAsync(500);
    expect(t.reads.length - readsBefore).toBe(1); // one query for every order followed
    expect(alice1.sink.positions()).toEqual([{ orderId: "o-alice", lat: 12.97, lng: 77.6, at: "2026-11-29T12:00:00.000Z" }]);
    expect(alice2.sink.positions()).toHaveLength(1);
    expect(bob.sink.positions()).toEqual([]);
    expect(owner.frames.filter((f) => f.includes("position"))).toEqual([]);
    // The frame has no id: the browser's order-event cursor stays where it was.
    expect(alice1.sink.frames.at(-1)).toMatch(/^event: position\ndata: \{.*\}\n\n$/);
  });

  it("sends at most one position per order per 5 s, the newest of the window at its end", async () => {
    const t = setup();
    const alice = t.customerStream("alice");
    await vi.advanceTimersByTimeAsync(0);
    t.write("o1", "alice", 1);
    await vi.advanceTimersByTimeAsync(500);
    expect(alice.sink.positions().map((p) => p.lat)).toEqual([1]);
    // three more within the window: none goes now
    for (const lat of [2, 3, 4]) {
      await vi.advanceTimersByTimeAsync(1_000);
      t.write("o1", "alice", lat);
    }
    await vi.advanceTimersByTimeAsync(1_500); // 4.5 s after the first frame
    expect(alice.sink.positions().map((p) => p.lat)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(500); // the window ends: the newest (4) goes, 2 and 3 never do
    expect(alice.sink.positions().map((p) => p.lat)).toEqual([1, 4]);
    // a position 5 s after that one goes at once
    await vi.advanceTimersByTimeAsync(5_000);
    t.write("o1", "alice", 5);
    await vi.advanceTimersByTimeAsync(500);
    expect(alice.sink.positions().map((p) => p.lat)).toEqual([1, 4, 5]);
  });

  it("throttles each order on its own: two orders of one customer both move", async () => {
    const t = setup();
    const alice = t.customerStream("alice");
    await vi.advanceTimersByTimeAsync(0);
    t.write("o1", "alice", 1);
    t.write("o2", "alice", 2);
    t.write("o1", "alice", 3);
    await vi.advanceTimersByTimeAsync(500);
    expect(alice.sink.positions()).toMatchObject([
      { orderId: "o1", lat: 1 },
      { orderId: "o2", lat: 2 },
    ]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(alice.sink.positions().map((p) => p.lat)).toEqual([1, 2, 3]);
  });

  it("starts after the newest row (no replay of history), and stops reading once the last customer's stream closes", async () => {
    const t = setup();
    t.write("o1", "alice", 1); // before anyone followed
    const alice = t.customerStream("alice");
    await vi.advanceTimersByTimeAsync(1_000);
    expect(alice.sink.positions()).toEqual([]);
    alice.remove();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.feed.isRunning()).toBe(false);
    const reads = t.reads.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.reads.length).toBe(reads);
    // forgets the throttle windows of orders no longer moving
    expect(t.feed.heldOrders()).toBe(0);
  });

  it("a waiting position for a customer who closed the stream meanwhile is dropped, not sent elsewhere", async () => {
    const t = setup();
    const alice = t.customerStream("alice");
    const bob = t.customerStream("bob");
    await vi.advanceTimersByTimeAsync(0);
    t.write("o1", "alice", 1);
    await vi.advanceTimersByTimeAsync(500);
    t.write("o1", "alice", 2);
    await vi.advanceTimersByTimeAsync(500);
    alice.remove();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(alice.sink.positions().map((p) => p.lat)).toEqual([1]);
    expect(bob.sink.positions()).toEqual([]);
  });

  it("keeps reading after a failed read, from the same cursor", async () => {
    const t = setup();
    const alice = t.customerStream("alice");
    await vi.advanceTimersByTimeAsync(0);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    t.failNextRead();
    t.write("o1", "alice", 7);
    await vi.advanceTimersByTimeAsync(500);
    expect(alice.sink.positions()).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(alice.sink.positions().map((p) => p.lat)).toEqual([7]);
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});

describe("LiveHub and customers' streams", () => {
  it("knows which customers it holds, and a slow customer stream is cut off by a position frame", async () => {
    const hub = new LiveHub({ bus, read: async () => [] });
    expect(hub.hasCustomerStreams()).toBe(false);
    let accept = true;
    let ended = 0;
    const remove = hub.add({ kind: "customer", id: "alice" }, 0n, {
      write: () => accept,
      end: () => (ended += 1),
    });
    await vi.advanceTimersByTimeAsync(0); // the first catch-up read is done
    expect(hub.followsCustomer("alice")).toBe(true);
    expect(hub.followsCustomer("bob")).toBe(false);
    expect(hub.deliverToCustomer("alice", new Uint8Array([1]))).toBe(1);
    accept = false;
    expect(hub.deliverToCustomer("alice", new Uint8Array([1]))).toBe(0);
    expect(ended).toBe(1);
    expect(hub.hasCustomerStreams()).toBe(false);
    remove();
    expect(hub.size()).toBe(0);
  });
});
