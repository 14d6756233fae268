import { afterEach, describe, expect, it, vi } from "vitest";
import { LiveHub, type HubEvent, type StreamSink } from "@/lib/live/hub";
import type { Scope, Wake } from "@/lib/live/types";
import type { BusMessage, LiveBus } from "@/lib/live/wake";

// The hub against a fake bus and an in-memory OrderEvent table.

type Row = { id: bigint; customerId: string; restaurantId: string };

function setup(options: { heartbeatMs?: number; now?: () => number } = {}) {
  const rows: Row[] = [];
  const reads: string[] = [];
  let failNextRead = false;
  let listener: ((wake: Wake) => void) | null = null;
  let resync: (() => void) | null = null;
  const bus: LiveBus = {
    publish: async () => {},
    subscribe(l, r) {
      listener = (wake) => l({ kind: "wake", wake });
      resync = r ?? null;
      return () => {
        listener = null;
      };
    },
    close: async () => {},
  };
  const read = async (scope: Scope, after: bigint, limit: number): Promise<HubEvent[]> => {
    reads.push(`${scope.kind}:${scope.id}>${after}`);
    if (failNextRead) {
      failNextRead = false;
      throw new Error("database away");
    }
    return rows
      .filter((r) => (scope.kind === "customer" ? r.customerId : r.restaurantId) === scope.id && r.id > after)
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .slice(0, limit)
      .map((r) => ({
        id: r.id,
        data: {
          eventId: r.id.toString(),
          orderId: `o${r.id}`,
          type: "order.status",
          status: "out for delivery",
          createdAt: "2026-01-01T00:00:00.000Z",
          customerName: "C",
          restaurantName: "R",
          cancelledBy: null,
          cancelReason: null,
          kitchenStatus: null,
        },
      }));
  };
  const hub = new LiveHub({ bus, read, ...options });
  return {
    hub,
    reads,
    /** Commits an event (and, unless `silent`, announces it as lib/orders does). */
    commit(id: number, customerId: string, restaurantId: string, { silent = false } = {}) {
      rows.push({ id: BigInt(id), customerId, restaurantId });
      if (!silent) listener?.({ customerId, restaurantId, eventId: String(id) });
    },
    wake: (w: Wake) => listener?.(w),
    resync: () => resync?.(),
    failNextRead: () => (failNextRead = true),
  };
}

function sink({ accept = () => true }: { accept?: () => boolean } = {}) {
  const decoder = new TextDecoder();
  const frames: string[] = [];
  const s: StreamSink & { frames: string[]; ended: number; ids: () => string[] } = {
    frames,
    ended: 0,
    write(chunk) {
      if (!accept()) return false;
      frames.push(decoder.decode(chunk));
      return true;
    },
    end() {
      s.ended += 1;
    },
    /** eventId of every order frame, late ones marked with a *. */
    ids: () =>
      frames
        .filter((f) => f.includes("event: order"))
        .map((f) => {
          const id = JSON.parse(f.split("data: ")[1]!).eventId as string;
          return f.startsWith("id: ") ? id : `${id}*`;
        }),
  };
  return s;
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};
const customer = (id: string): Scope => ({ kind: "customer", id });
const restaurant = (id: string): Scope => ({ kind: "restaurant", id });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("LiveHub fan-out and filtering", () => {
  it("gives a change to every stream of the two scopes it touches and to no other", async () => {
    const t = setup();
    const owner1 = sink();
    const owner2 = sink();
    const alice = sink();
    const bob = sink();
    t.hub.add(restaurant("r1"), 0n, owner1);
    t.hub.add(restaurant("r1"), 0n, owner2);
    t.hub.add(customer("alice"), 0n, alice);
    t.hub.add(customer("bob"), 0n, bob);
    await settle();
    t.reads.length = 0;

    t.commit(1, "alice", "r1");
    await settle();
    expect(owner1.ids()).toEqual(["1"]);
    expect(owner2.ids()).toEqual(["1"]);
    expect(alice.ids()).toEqual(["1"]);
    expect(bob.ids()).toEqual([]);
    // one read per scope for the change, however many streams hold the scope
    expect(t.reads.sort()).toEqual(["customer:alice>0", "restaurant:r1>0"]);
  });

  it("ignores wakes for scopes it holds no stream of (no read at all)", async () => {
    const t = setup();
    t.hub.add(customer("alice"), 0n, sink());
    await settle();
    t.reads.length = 0;
    t.commit(1, "carol", "r9");
    await settle();
    expect(t.reads).toEqual([]);
  });

  it("catches a new stream up from its cursor at once (Last-Event-ID resume)", async () => {
    const t = setup();
    t.commit(1, "alice", "r1", { silent: true });
    t.commit(2, "alice", "r1", { silent: true });
    t.commit(3, "alice", "r1", { silent: true });
    const resumed = sink();
    const fresh = sink();
    t.hub.add(customer("alice"), 1n, resumed);
    t.hub.add(customer("alice"), 3n, fresh);
    await settle();
    expect(resumed.ids()).toEqual(["2", "3"]);
    expect(fresh.ids()).toEqual([]);
  });

  it("sends each stream only what it has not sent, in id order, across several pages", async () => {
    const t = setup();
    for (let i = 1; i <= 250; i++) t.commit(i, "alice", "r1", { silent: true });
    const s = sink();
    t.hub.add(customer("alice"), 0n, s);
    await settle();
    expect(s.ids()).toEqual(Array.from({ length: 250 }, (_, i) => String(i + 1)));
    t.wake({ customerId: "alice", restaurantId: "r1", eventId: "250" });
    await settle();
    expect(s.ids()).toHaveLength(250);
  });

  it("sends an event committed after a newer one once, without an id so the browser's cursor stays", async () => {
    const t = setup();
    const s = sink();
    t.hub.add(customer("alice"), 0n, s);
    await settle();
    t.commit(7, "alice", "r1");
    await settle();
    t.commit(6, "alice", "r1"); // its transaction began first but committed last
    await settle();
    t.wake({ customerId: "alice", restaurantId: "r1", eventId: "6" }); // a repeated wake
    await settle();
    expect(s.ids()).toEqual(["7", "6*"]);
  });
});

describe("LiveHub clean-up", () => {
  it("is back to zero streams when they are removed, and reads nothing for them afterwards", async () => {
    const t = setup();
    const removes = [t.hub.add(customer("alice"), 0n, sink()), t.hub.add(restaurant("r1"), 0n, sink())];
    expect(t.hub.size()).toBe(2);
    removes.forEach((remove) => remove());
    removes.forEach((remove) => remove()); // idempotent
    expect(t.hub.size()).toBe(0);
    await settle();
    t.reads.length = 0;
    t.commit(1, "alice", "r1");
    await settle();
    expect(t.reads).toEqual([]);
  });

  it("cuts off a client too slow to take its frames", async () => {
    const t = setup();
    let room = true;
    const slow = sink({ accept: () => room });
    const fast = sink();
    t.hub.add(customer("alice"), 0n, slow);
    t.hub.add(customer("alice"), 0n, fast);
    await settle();
    room = false;
    t.commit(1, "alice", "r1");
    await settle();
    expect(slow.ended).toBe(1);
    expect(fast.ids()).toEqual(["1"]);
    expect(t.hub.size()).toBe(1);
  });

  it("sends a heartbeat comment to every stream from one timer, and ends streams past their lifetime", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let now = 0;
    const t = setup({ heartbeatMs: 1_000, now: () => now });
    const short = sink();
    const long = sink();
    t.hub.add(customer("alice"), 0n, short, 1_500);
    t.hub.add(customer("bob"), 0n, long);
    now = 1_000;
    vi.advanceTimersByTime(1_000);
    expect(short.frames).toEqual([": heartbeat\n\n"]);
    expect(long.frames).toEqual([": heartbeat\n\n"]);
    now = 2_000;
    vi.advanceTimersByTime(1_000);
    expect(short.ended).toBe(1);
    expect(long.frames).toHaveLength(2);
    expect(t.hub.size()).toBe(1);
  });
});

describe("LiveHub lifetime", () => {
  it("ends a stream at its lifetime to the millisecond, not at the next heartbeat (a function's maximum duration)", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval"] });
    const t = setup({ heartbeatMs: 15_000 });
    const s = sink();
    const kept = sink();
    t.hub.add(customer("alice"), 0n, s, 8_000);
    const remove = t.hub.add(customer("bob"), 0n, kept, 8_000);
    remove();
    vi.advanceTimersByTime(7_999);
    expect(s.ended).toBe(0);
    vi.advanceTimersByTime(1);
    expect(s.ended).toBe(1);
    // A stream removed before its end is not ended again by its timer.
    expect(kept.ended).toBe(0);
    expect(t.hub.size()).toBe(0);
  });
});

describe("LiveHub recovery", () => {
  it("re-reads every scope it holds when the bus comes back (wakes sent meanwhile were lost)", async () => {
    const t = setup();
    const s = sink();
    t.hub.add(customer("alice"), 0n, s);
    await settle();
    t.commit(1, "alice", "r1", { silent: true });
    t.resync();
    await settle();
    expect(s.ids()).toEqual(["1"]);
  });

  it("tries a failed read again a second later, without losing the change", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const t = setup();
    const s = sink();
    t.hub.add(customer("alice"), 0n, s);
    await settle();
    t.failNextRead();
    t.commit(1, "alice", "r1");
    await settle();
    expect(s.ids()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await settle();
    expect(s.ids()).toEqual(["1"]);
  });
});

describe("LiveHub and the logins its streams belong to", () => {
  function busWithRevocations() {
    let deliver: ((message: BusMessage) => void) | null = null;
    const bus: LiveBus = {
      publish: async () => {},
      subscribe(listener) {
        deliver = listener;
        return () => {
          deliver = null;
        };
      },
      close: async () => {},
    };
    const hub = new LiveHub({ bus, read: async () => [] });
    return { hub, revoke: (...sessionIds: string[]) => deliver?.({ kind: "revoked", sessionIds }) };
  }

  it("ends every stream of a login the moment the bus says it ended, and no other", () => {
    // Issue 27 #6: a stream kept delivering for up to its lifetime (15 minutes) after its login was revoked.
    const { hub, revoke } = busWithRevocations();
    const first = sink();
    const second = sink();
    const other = sink();
    hub.add(customer("alice"), 0n, first, Number.POSITIVE_INFINITY, "login-a");
    hub.add(customer("alice"), 0n, second, Number.POSITIVE_INFINITY, "login-a");
    hub.add(customer("alice"), 0n, other, Number.POSITIVE_INFINITY, "login-b");
    expect(hub.sizeOf("login-a")).toBe(2);
    revoke("login-a", "login-unknown");
    expect([first.ended, second.ended, other.ended]).toEqual([1, 1, 0]);
    expect(hub.sizeOf("login-a")).toBe(0);
    expect(hub.size()).toBe(1);
  });

  it("counts a login's streams as they open and close", () => {
    const { hub } = busWithRevocations();
    const removals = Array.from({ length: 3 }, () => hub.add(customer("bob"), 0n, sink(), 60_000, "login-c"));
    expect(hub.sizeOf("login-c")).toBe(3);
    removals.forEach((remove) => remove());
    expect(hub.sizeOf("login-c")).toBe(0);
    hub.close();
  });
});
