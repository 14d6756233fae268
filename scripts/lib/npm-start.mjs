// `npm start` as a user runs it (node scripts/start.mjs on the embedded defaults), for the specs and benchmarks
// that stop, crash and restart the app on one data folder. The build in .next must exist (else start.mjs
// builds it first, which the ready timeout allows for).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pids, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (pids.some(alive) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once("exit", (code) => resolve(code)));

function spawnStart(env, detached) {
  const child = spawn("node", ["scripts/start.mjs"], {
    detached,
    env: { ...process.env, DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const out = { text: "" };
  child.stdout.on("data", (chunk) => (out.text += chunk));
  child.stderr.on("data", (chunk) => (out.text += chunk));
  return { child, out };
}

/** Runs `npm start` and resolves once it exits (for starts that must be refused): { code, output }. */
export async function npmStartOnce(env) {
  const { child, out } = spawnStart(env, false);
  const code = await exited(child);
  return { code, output: out.text };
}

/**
 * Starts `npm start` on `dataDir` and `port` (with TRUST_PROXY_HOPS=1: callers play many visitors) and waits
 * until the API answers. Returns { baseUrl, output(), stop(), crash() }:
 *  - stop(): SIGTERM to `npm start` alone, as a process manager sends it; resolves with its exit code;
 *  - crash(): kill -9 of everything (`npm start`, the app server, the database server), as a power cut would.
 */
export async function npmStart({ dataDir, port, env = {}, readyTimeoutMs = 180_000 }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  // A process group of its own, so a crash can take the app server down with it.
  const { child, out } = spawnStart(
    { PORT: String(port), DATA_DIR: dataDir, APP_URL: baseUrl, TRUST_PROXY_HOPS: "1", ...env },
    true,
  );
  const until = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${out.text}`);
    if (Date.now() > until) {
      process.kill(-child.pid, "SIGKILL");
      throw new Error(`npm start did not answer within ${readyTimeoutMs} ms:\n${out.text}`);
    }
    const ok = await fetch(`${baseUrl}/api/fetchRestaurants`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    output: () => out.text,
    async stop() {
      child.kill("SIGTERM");
      return exited(child);
    },
    async crash() {
      const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
      const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").split("\n")[0]) : 0;
      process.kill(-child.pid, "SIGKILL");
      // pg_ctl starts the server as the leader of a session of its own: the group is the server and its backends.
      if (postmaster) process.kill(-postmaster, "SIGKILL");
      await exited(child);
      await gone(postmaster ? [postmaster] : []);
    },
  };
}
