// The Redis the live-bus integration tests use, so that `npm test` needs no server running (issue 27, item 21):
//   TEST_REDIS_URL=<url>  that server; if nothing answers there, a throwaway one (below);
//   unset                 the local server (redis://127.0.0.1:6379) if it answers, else a throwaway one.
// A throwaway one is the machine's `redis-server` (REDIS_SERVER_BIN, else the PATH) on a free loopback port, with
// no persistence, in a temporary folder, stopped after the run. With no binary either, the Redis tests cannot run:
// one line says why, and under CI (CI=true, which has a Redis) that is a failure, never a silent pass.
// A server that answers but refuses (a password it needs, say) is a failure too: falling back would hide it.
import { spawn } from "node:child_process";
import { accessSync, constants, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";
const PROBE_TIMEOUT_MS = 2_000;
const START_TIMEOUT_MS = 10_000;

/** host:port of a redis:// URL, for messages (never its password). */
function redisWhere(url) {
  const { hostname, port } = new URL(url);
  return `${hostname || "localhost"}:${port || 6379}`;
}

/**
 * Whether a Redis at `url` answers PING: `{ state: "answers" }`, `{ state: "absent", reason }` (nothing listens)
 * or `{ state: "refused", reason }` (something answered, but not PONG).
 */
export function probeRedis(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || "127.0.0.1", port: Number(port) || 6379 });
    let reply = "";
    const done = (outcome) => {
      socket.destroy();
      resolve(outcome);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      reply += chunk.toString("utf8");
      if (!reply.includes("\r\n")) return;
      const line = reply.slice(0, reply.indexOf("\r\n"));
      done(line === "+PONG" ? { state: "answers" } : { state: "refused", reason: line.replace(/^-/, "") });
    });
    socket.once("timeout", () => done({ state: "absent", reason: "connect timeout" }));
    socket.once("error", (error) => done({ state: "absent", reason: error.code ?? error.message }));
  });
}

/** The `redis-server` to start: REDIS_SERVER_BIN if set, else the first on the PATH; null when there is none. */
export function findRedisServer(env = process.env) {
  const candidates = env.REDIS_SERVER_BIN
    ? [env.REDIS_SERVER_BIN]
    : (env.PATH ?? "")
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, "redis-server"));
  for (const file of candidates) {
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return null;
}

/** A throwaway `redis-server` (`binary`) on a free loopback port: `{ url, source: "throwaway", stop() }`. */
async function startThrowawayRedis(binary) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "thali-test-redis-"));
  const port = await freePort();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir];
  const child = spawn(binary, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk.toString("utf8")));
  const cleanUp = () => {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  };
  // Never left running: the run may end without calling stop() (an interrupted `npm test`).
  process.once("exit", cleanUp);
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while ((await probeRedis(url)).state !== "answers") {
    if (child.exitCode !== null || Date.now() > deadline) {
      cleanUp();
      process.off("exit", cleanUp);
      throw new Error(`Cannot start a throwaway Redis with ${binary}: ${stderr.trim() || "it did not answer"}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    source: "throwaway",
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      cleanUp();
      process.off("exit", cleanUp);
    },
  };
}

/**
 * The Redis for this run, as the header says: `{ url, source: "env" | "local" | "throwaway", stop() }`, or, with
 * no Redis and no binary outside CI, `{ url: null, reason, stop() }`. Rejects with one line when a server refuses,
 * or under CI when there is none. `probe`, `find` and `start` are replaceable for tests.
 */
export async function resolveTestRedis({
  setting = process.env.TEST_REDIS_URL,
  ci = process.env.CI === "true",
  log = console.info,
  probe = probeRedis,
  find = findRedisServer,
  start = startThrowawayRedis,
} = {}) {
  const fromEnv = Boolean(setting?.trim());
  const url = fromEnv ? setting.trim() : DEFAULT_REDIS_URL;
  if (!/^rediss?:\/\//.test(url)) throw new Error(`TEST_REDIS_URL must be a redis:// URL, not "${url}"`);
  const named = fromEnv ? "TEST_REDIS_URL" : "the default; TEST_REDIS_URL is not set";
  const outcome = await probe(url);
  if (outcome.state === "answers") return { url, source: fromEnv ? "env" : "local", stop: async () => {} };
  if (outcome.state === "refused") {
    throw new Error(`The Redis at ${redisWhere(url)} (${named}) answers but refuses the tests: ${outcome.reason}`);
  }
  const binary = find();
  if (binary) {
    log(`> No Redis answers at ${redisWhere(url)} (${named}): starting a throwaway ${binary} for this run`);
    return start(binary);
  }
  const reason =
    `No Redis answers at ${redisWhere(url)} (${named}) and no redis-server is installed (or REDIS_SERVER_BIN set): ` +
    "the Redis bus tests did not run";
  if (ci) throw new Error(`${reason}; CI must run them`);
  log(`> ${reason}`);
  return { url: null, reason, stop: async () => {} };
}
