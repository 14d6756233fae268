import { afterEach, describe, expect, it, vi } from "vitest";
import { createPollBus } from "@/lib/live/poll-bus";
import type { BusMessage } from "@/lib/live/wake";

const wake: BusMessage = { kind: "wake", wake: { customerId: "c1", restaurantId: "r1", eventId: "7" } };

afterEach(() => {
  vi.useRealTimers();
});

describe("createPollBus", () => {
  it("delivers this instance's messages, and asks every listener to re-read every interval", async () => {
    vi.useFakeTimers();
    const bus = createPollBus({ everyMs: 3_000 });
    const heard: BusMessage[] = [];
    const resync = vi.fn();
    const unsubscribe = bus.subscribe((message) => heard.push(message), resync);

    await bus.publish(wake);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([wake]);

    expect(resync).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(resync).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(resync).toHaveBeenCalledTimes(3);

    unsubscribe();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(resync).toHaveBeenCalledTimes(3);
    await bus.publish(wake);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toHaveLength(1);
  });

  it("stops every poll when closed", async () => {
    vi.useFakeTimers();
    const bus = createPollBus({ everyMs: 1_000 });
    const resync = vi.fn();
    bus.subscribe(() => {}, resync);
    bus.subscribe(() => {}, resync);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(resync).toHaveBeenCalledTimes(2);
    await bus.close();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(resync).toHaveBeenCalledTimes(2);
  });
});
