import { randomBytes } from "node:crypto";
import { createClient } from "redis";
import { describe, expect, it, vi } from "vitest";
import { createRedisBus } from "@/lib/live/redis-bus";
import { busesClosedAfterEach, testChannel } from "@/tests/support/live-bus";

// Two buses = two app instances sharing one Redis: the one tests/support/integration-redis.ts found or started
// (TEST_REDIS_URL, else the local server, else a throwaway redis-server). Only with no Redis and no redis-server
// on the machine (and never under CI) do these not run, and the skip names the reason.

const redisUrl = process.env.TEST_REDIS_URL ?? "";
const skipped = process.env.TEST_REDIS_SKIP;
const buses = busesClosedAfterEach();

function instance(channel: string, name?: string) {
  return buses.listen(createRedisBus({ url: redisUrl, channel, name }));
}

describe.skipIf(!redisUrl)(`Redis pub/sub bus${skipped ? ` (not run: ${skipped})` : ""}`, () => {
  it("delivers a wake published by one instance to every instance", async () => {
    const channel = testChannel();
    const a = instance(channel);
    const b = instance(channel);
    await vi.waitFor(() => expect(a.resyncs() + b.resyncs()).toBe(2));
    await a.bus.publish({ kind: "wake", wake: { customerId: "c1", restaurantId: "r1", eventId: "101" } });
    await vi.waitFor(() => {
      expect(a.got).toEqual(["101"]);
      expect(b.got).toEqual(["101"]);
    });
  });

  it("resubscribes after its connection is killed, asks for a resync, and hears wakes again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const channel = testChannel();
    const name = `thali-live-test-${randomBytes(4).toString("hex")}`;
    const b = instance(channel, name);
    await vi.waitFor(() => expect(b.resyncs()).toBe(1));
    const admin = createClient({ url: redisUrl });
    await admin.connect();
    try {
      const list = await admin.sendCommand<string>(["CLIENT", "LIST"]);
      const ids = list
        .split("\n")
        .filter((line) => line.includes(` name=${name} `))
        .map((line) => /(?:^|\s)id=(\d+)/.exec(line)![1]!);
      expect(ids.length).toBe(2); // publishing and subscribed connections
      for (const id of ids) await admin.sendCommand(["CLIENT", "KILL", "ID", id]);
    } finally {
      await admin.close();
    }
    await vi.waitFor(() => expect(b.resyncs()).toBe(2), { timeout: 10_000 });
    const a = instance(channel);
    await vi.waitFor(() => expect(a.resyncs()).toBe(1));
    await a.bus.publish({ kind: "wake", wake: { customerId: "c1", restaurantId: "r1", eventId: "102" } });
    await vi.waitFor(() => expect(b.got).toEqual(["102"]));
  });
});
