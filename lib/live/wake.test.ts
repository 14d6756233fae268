import { describe, expect, it, vi } from "vitest";
import { createMemoryBus } from "@/lib/live/memory-bus";
import { decodeWake, encodeWake } from "@/lib/live/wake";

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

describe("memory bus", () => {
  it("delivers to every subscriber after the publisher's call returns, and stops after unsubscribe", async () => {
    const bus = createMemoryBus();
    const a: string[] = [];
    const b: string[] = [];
    const stopA = bus.subscribe((w) => a.push(w.eventId));
    bus.subscribe((w) => b.push(w.eventId));
    await bus.publish({ customerId: "c", restaurantId: "r", eventId: "1" });
    expect(a).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(a).toEqual(["1"]);
    expect(b).toEqual(["1"]);
    stopA();
    await bus.publish({ customerId: "c", restaurantId: "r", eventId: "2" });
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
    bus.subscribe((w) => got.push(w.eventId));
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    await bus.publish({ customerId: "c", restaurantId: "r", eventId: "3" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
    expect(got).toEqual(["3"]);
  });
});
