import { describe, expect, it, vi } from "vitest";
import { createMemoryBus } from "@/lib/live/memory-bus";
import { decodeMessage, decodeWake, encodeMessage, encodeWake, REVOKED_IDS_PER_MESSAGE } from "@/lib/live/wake";

describe("wake wire format", () => {
  it("round-trips", () => {
    const wake = { customerId: "c1", restaurantId: "r1", eventId: "77" };
    expect(decodeWake(encodeWake(wake))).toEqual(wake);
  });

  it("drops malformed messages instead of throwing", () => {
    for (const bad of [
      "",
      "nope",
      "null",
      "[]",
      '{"c":"a","r":"b"}',
      '{"c":"a","r":"b","e":"x"}',
      '{"c":1,"r":"b","e":"1"}',
    ]) {
      expect(decodeWake(bad)).toBeNull();
    }
  });
});

describe("bus message wire format", () => {
  it("keeps a wake's shape, so instances that know only wakes still read them", () => {
    const wake = { customerId: "c1", restaurantId: "r1", eventId: "77" };
    expect(encodeMessage({ kind: "wake", wake })).toBe(encodeWake(wake));
    expect(decodeMessage(encodeWake(wake))).toEqual({ kind: "wake", wake });
  });

  it("round-trips ended logins, which a wake reader drops as malformed", () => {
    const payload = encodeMessage({ kind: "revoked", sessionIds: ["s1", "s2"] });
    expect(decodeMessage(payload)).toEqual({ kind: "revoked", sessionIds: ["s1", "s2"] });
    expect(decodeWake(payload)).toBeNull();
  });

  it("drops revocations with no ids, too many, or ids that are not short strings", () => {
    const tooMany = Array.from({ length: REVOKED_IDS_PER_MESSAGE + 1 }, (_, i) => `s${i}`);
    for (const s of [[], tooMany, [1], [""], ["x".repeat(101)], "s1"]) {
      expect(decodeMessage(JSON.stringify({ k: "revoked", s }))).toBeNull();
    }
  });
});

describe("memory bus", () => {
  it("delivers to every subscriber after the publisher's call returns, and stops after unsubscribe", async () => {
    const bus = createMemoryBus();
    const a: string[] = [];
    const b: string[] = [];
    const stopA = bus.subscribe((m) => a.push(m.kind === "wake" ? m.wake.eventId : "revoked"));
    bus.subscribe((m) => b.push(m.kind === "wake" ? m.wake.eventId : "revoked"));
    await bus.publish({ kind: "wake", wake: { customerId: "c", restaurantId: "r", eventId: "1" } });
    expect(a).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(a).toEqual(["1"]);
    expect(b).toEqual(["1"]);
    stopA();
    await bus.publish({ kind: "wake", wake: { customerId: "c", restaurantId: "r", eventId: "2" } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(a).toEqual(["1"]);
    expect(b).toEqual(["1", "2"]);
  });

  it("keeps delivering when one listener throws", async () => {
    const bus = createMemoryBus();
    const got: string[] = [];
    bus.subscribe(() => {
      throw new Error("boom");
    });
    bus.subscribe((m) => got.push(m.kind === "wake" ? m.wake.eventId : "revoked"));
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    await bus.publish({ kind: "wake", wake: { customerId: "c", restaurantId: "r", eventId: "3" } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
    expect(got).toEqual(["3"]);
  });
});
