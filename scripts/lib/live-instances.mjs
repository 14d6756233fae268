// App instances on a scratch database, for the multi-instance live-updates test and the live
// benchmark: a fresh database on an external PostgreSQL (migrated, with the demo data), and
// `next start` processes of the current production build pointed at it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { NEXT_BIN, PEER_ADDRESS_PRELOAD, prismaCmd, tsCmd } from "./bins.mjs";
import { prismaEnv } from "./prisma-env.mjs";
import { run } from "./run.mjs";
import { freePort } from "./free-port.mjs";
export { freePort };

export const DEFAULT_ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/postgres";

/**
 * A new database beside `adminUrl`'s (default: TEST_DATABASE_URL's server, else the local one), migrated (and seeded
 * with the demo data unless `seed` is false). Its URL keeps the admin URL's user, password and options.
 * `cwd`: the checkout whose migrations and seed make it (default: this one; the outbox bench passes an older
 * commit's worktree).
 */
export async function scratchDatabase({
  adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL,
  seed = true,
  authSecret,
  cwd,
} = {}) {
  const name = `thali_live_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  };
  try {
    await run(...prismaCmd("migrate", "deploy"), { env: prismaEnv({ DATABASE_URL: databaseUrl }), quiet: true, cwd });
    if (seed) {
      await run(...tsCmd("prisma/seed.ts"), {
        env: { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret ?? randomBytes(32).toString("hex") },
        quiet: true,
        cwd,
      });
    }
  } catch (error) {
    await drop().catch(() => {});
    throw new Error(`Preparing ${name} failed: ${error.stderr || error.message}`);
  }
  return { name, url: databaseUrl, drop };
}

/**
 * `next start` on `port` against `databaseUrl` (the build in .next must exist), with the peer-address preload
 * as `npm start` has it. `env` adds variables (LIVE_BUS, REDIS_URL, TRUST_PROXY_HOPS, VERCEL...); the caller's own
 * settings of those are not passed on (TRUST_PROXY_HOPS default: 0, the client address is the socket's).
 * `cwd`: the checkout whose build (.next) and node_modules serve (default: this one).
 */
export async function startInstance({
  databaseUrl,
  port,
  authSecret,
  env = {},
  nodeArgs = [],
  readyTimeoutMs = 90_000,
  cwd,
}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "thali-instance-"));
  const childEnv = { ...process.env };
  const own = ["LIVE_BUS", "REDIS_URL", "DATABASE_POOL_MAX", "PORT", "TRUST_PROXY_HOPS", "VERCEL", "CLOUDINARY_URL"];
  for (const key of [...own, "LIVE_POLL_MS", "LIVE_STREAM_MAX_SECONDS", "CRON_SECRET"]) delete childEnv[key];
  Object.assign(childEnv, {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    // Test instances have no Razorpay keys: TEST MODE payments, on purpose (lib/env.ts).
    PAYMENTS_TEST_MODE: "true",
    ...env,
  });
  const args = [
    ...nodeArgs,
    "--require",
    PEER_ADDRESS_PRELOAD,
    NEXT_BIN,
    "start",
    "-p",
    String(port),
    // "localhost", not "127.0.0.1" (it still listens on the loopback only): with -H 127.0.0.1, Next 16.4 hands
    // proxy.ts a request.url on http://localhost:<port> while it resolves rewrites against http://127.0.0.1:<port>,
    // so every rewrite of proxy.ts (/ -> /near/..., /restaurants -> /browse/...) counted as external and was
    // forwarded over HTTP to the server itself (the proxy ran twice, two XSRF cookies). `npm start` (no -H) and
    // server.js with HOSTNAME=0.0.0.0 (docs/deploy.md) do not do that; the benchmarks measured it on every rewrite.
    "-H",
    "localhost",
  ];
  const child = spawn("node", args, {
    cwd,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const baseUrl = `http://localhost:${port}`; // where it listens (above), whichever address localhost has here

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start on ${port} exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/fetchRestaurants`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`next start on ${port} did not answer within ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { pid: child.pid, baseUrl, output: () => output, stop };
}
