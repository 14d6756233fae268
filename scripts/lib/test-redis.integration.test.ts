import { createServer, type Server } from "node:net";
import { createClient } from "redis";
import { afterEach, describe, expect, it } from "vitest";
import { findRedisServer, probeRedis, resolveTestRedis, type TestRedis } from "./test-redis.mjs";

// Issue 27, item 21: with no Redis where the tests look, the run starts its own redis-server rather than failing
// (or, with no binary either, says in one line why the Redis tests did not run; under CI that is a failure).

const started: TestRedis[] = [];
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((r) => r.stop()));
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP server that answers every line as a Redis wanting a password does. */
async function passwordRedis(): Promise<string> {
  const server = createServer((socket) =>
    socket.on("data", () => socket.write("-NOAUTH Authentication required.\r\n")),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `redis://127.0.0.1:${(server.address() as { port: number }).port}`;
}

describe("the integration tests' Redis", () => {
  it("starts a throwaway redis-server when nothing answers at TEST_REDIS_URL, and stops it after", async () => {
    const closed = `redis://127.0.0.1:${await closedPort()}`;
    expect(await probeRedis(closed)).toMatchObject({ state: "absent" });
    const lines: string[] = [];
    const redis = await resolveTestRedis({ setting: closed, ci: false, log: (line) => lines.push(line) });
    started.push(redis);
    if (!findRedisServer()) {
      // No binary on this machine: the one line, and no URL (the Redis tests are marked as not run).
      expect(redis.url).toBeNull();
      expect(lines).toEqual([expect.stringMatching(/did not run/)]);
      return;
    }
    expect(redis).toMatchObject({ source: "throwaway" });
    expect(redis.url).not.toBe(closed);
    expect(lines).toEqual([
      expect.stringMatching(/^> No Redis answers at 127\.0\.0\.1:\d+ \(TEST_REDIS_URL\): starting/),
    ]);
    const client = createClient({ url: redis.url! });
    await client.connect();
    try {
      expect(await client.ping()).toBe("PONG");
    } finally {
      await client.close();
    }
    await redis.stop();
    expect(await probeRedis(redis.url!)).toMatchObject({ state: "absent" });
  });

  it("uses a Redis that answers, fails on one that refuses, and under CI never goes without", async () => {
    const answers = await resolveTestRedis({
      setting: "redis://10.0.0.9:6379",
      probe: async () => ({ state: "answers" }),
    });
    expect(answers).toMatchObject({ url: "redis://10.0.0.9:6379", source: "env" });

    await expect(resolveTestRedis({ setting: await passwordRedis(), ci: false })).rejects.toThrow(
      /answers but refuses the tests: NOAUTH/,
    );

    const nothing = { probe: async () => ({ state: "absent" as const, reason: "ECONNREFUSED" }), find: () => null };
    await expect(resolveTestRedis({ setting: "", ci: true, ...nothing })).rejects.toThrow(/CI must run them/);
    const local = await resolveTestRedis({ setting: "", ci: false, log: () => {}, ...nothing });
    expect(local).toMatchObject({ url: null, reason: expect.stringMatching(/127\.0\.0\.1:6379 .*did not run/) });
  });
});
