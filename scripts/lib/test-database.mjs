// The PostgreSQL server the tests make their scratch databases on (integration tests, the container check, the
// multi-instance browser specs), so that `npm test` needs no server installed:
//   TEST_DATABASE_URL=embedded  a throwaway embedded PostgreSQL for this run;
//   TEST_DATABASE_URL=<url>     that server; if nothing answers there, a throwaway embedded one (one line says so);
//                               if it answers but refuses (password, missing database...), a clear failure, since
//                               falling back would hide a mistake in the setting;
//   unset                       the local server (postgresql://postgres@127.0.0.1:5432/postgres) if it answers,
//                               else a throwaway embedded one.
// The callers put the resolved admin URL in TEST_DATABASE_URL, so the processes they start find a server
// answering there and start no second one.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startPostgres } from "./embedded-postgres.mjs";

export const DEFAULT_ADMIN_URL = "postgresql://postgres@127.0.0.1:5432/postgres";
const TCP_TIMEOUT_MS = 2_000;
const LOGIN_TIMEOUT_MS = 10_000;
/** Socket errors that mean no server is there at all (as opposed to one that answers and says no). */
const NOTHING_THERE = new Set([
  "ECONNREFUSED",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOENT",
]);

/** What TEST_DATABASE_URL asks for: `{ kind: "embedded" }`, `{ kind: "url", url, fromEnv }`, or `{ kind: "invalid", message }`. */
export function readSetting(value) {
  const text = value?.trim();
  if (!text) return { kind: "url", url: DEFAULT_ADMIN_URL, fromEnv: false };
  if (text === "embedded") return { kind: "embedded" };
  let url;
  try {
    url = new URL(text);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "postgresql:" && url.protocol !== "postgres:")) {
    const shown = text.replace(/\/\/([^:/@]*):[^@/]*@/, "//$1:***@"); // never a password in a message
    return { kind: "invalid", message: `TEST_DATABASE_URL must be "embedded" or a postgresql:// URL, not "${shown}"` };
  }
  return { kind: "url", url: text, fromEnv: true };
}

/** host:port of a connection URL, for messages (never its password). */
export function whereOf(url) {
  const { hostname, port } = new URL(url);
  return `${hostname || "localhost"}:${port || 5432}`;
}

/** How a failed probe ended: nothing there ("absent") or a server that said no ("refused"). */
export function outcomeOf(error) {
  if (error?.timedOut || NOTHING_THERE.has(error?.code))
    return { state: "absent", reason: error.code ?? "connect timeout" };
  const reason = [error?.message, error?.code && `(${error.code})`].filter(Boolean).join(" ");
  return { state: "refused", reason: reason || String(error) };
}

/**
 * The decision, given the setting and what the probe found (`{ state: "answers" | "absent" | "refused", reason }`):
 * `{ action: "use", adminUrl, source }`, `{ action: "embedded", notice }` or `{ action: "fail", message }`.
 */
export function decide(setting, outcome) {
  if (setting.kind === "invalid") return { action: "fail", message: setting.message };
  if (setting.kind === "embedded") {
    return {
      action: "embedded",
      notice: "> Starting an embedded PostgreSQL for this run (TEST_DATABASE_URL=embedded)",
    };
  }
  const where = whereOf(setting.url);
  const named = setting.fromEnv ? "TEST_DATABASE_URL" : "the default; TEST_DATABASE_URL is not set";
  if (outcome.state === "answers")
    return { action: "use", adminUrl: setting.url, source: setting.fromEnv ? "env" : "local" };
  if (outcome.state === "absent") {
    return {
      action: "embedded",
      notice: `> No PostgreSQL answers at ${where} (${named}): starting an embedded one for this run`,
    };
  }
  return {
    action: "fail",
    message:
      `The PostgreSQL at ${where} (${named}) answers but refuses the tests: ${outcome.reason}. ` +
      "Fix TEST_DATABASE_URL (user, password, database), or set TEST_DATABASE_URL=embedded for a throwaway server",
  };
}

/** Whether anything accepts a TCP connection at `host:port` within 2 s; rejects with the socket's error. */
function tcpAnswers(hostname, port) {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) || 5432 });
    socket.setTimeout(TCP_TIMEOUT_MS);
    socket.once("connect", () => {
      socket.destroy();
      resolve();
    });
    socket.once("timeout", () => {
      socket.destroy();
      reject(Object.assign(new Error("connect timeout"), { timedOut: true }));
    });
    socket.once("error", reject);
  });
}

/** Whether a PostgreSQL at `url` lets us in: `{ state: "answers" }`, or what `outcomeOf` makes of the failure. */
export async function probe(url) {
  const { hostname, port } = new URL(url);
  try {
    // A socket path (?host=/var/run/...) has no hostname: the client's own error tells absent from refused.
    if (hostname) await tcpAnswers(hostname, port);
  } catch (error) {
    return outcomeOf(error);
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: LOGIN_TIMEOUT_MS });
  try {
    await client.connect();
    await client.query("select 1");
    return { state: "answers" };
  } catch (error) {
    const outcome = outcomeOf(error);
    // Something accepted the connection: whatever went wrong after (login, database, timeout), a server is there.
    return hostname ? { state: "refused", reason: outcome.reason } : outcome;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Stops a server on `dir` at once and removes the folder, synchronously (it runs in 'exit' handlers): the server's
 * pid from postmaster.pid gets an immediate shutdown (SIGQUIT; Windows has no such signal and ends the process).
 */
function removeNow(dir) {
  try {
    const pidFile = path.join(dir, "postmaster.pid");
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, "utf8").split("\n")[0]) : 0;
    if (pid) process.kill(pid, process.platform === "win32" ? "SIGTERM" : "SIGQUIT");
  } catch {
    // already gone
  }
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  } catch {
    // best effort: a folder under the system's temporary directory
  }
}

const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];

/** Removes `dir` (and stops its server) if this process exits or is interrupted before `stop()`; returns the undo. */
function removeOnExit(dir) {
  const onExit = () => removeNow(dir);
  const onSignal = (signal) => {
    removeNow(dir);
    // Nobody else handles it: end as the signal would have without us.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.once("exit", onExit);
  for (const signal of SIGNALS) process.once(signal, onSignal);
  return () => {
    process.off("exit", onExit);
    for (const signal of SIGNALS) process.off(signal, onSignal);
  };
}

/** A throwaway embedded PostgreSQL in a fresh folder under the system's temporary directory, with a random password. */
async function startEmbedded({ log }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "thali-test-pg-"));
  const undo = removeOnExit(dir);
  let server;
  try {
    server = await startPostgres({ dir, password: randomBytes(18).toString("base64url"), throwaway: true, log });
  } catch (error) {
    undo();
    removeNow(dir);
    throw new Error(
      `Cannot start an embedded PostgreSQL for the tests: ${error.message}\n` +
        "  Start a PostgreSQL server and point TEST_DATABASE_URL at it (postgresql://user:password@host:port/postgres)",
    );
  }
  return {
    adminUrl: server.url("postgres"),
    source: "embedded",
    dir,
    async stop() {
      try {
        await server.stop();
      } finally {
        undo();
        removeNow(dir);
      }
    },
  };
}

/**
 * The server for this run, as the header says: `{ adminUrl, source: "env" | "local" | "embedded", dir?, stop() }`.
 * `setting` is TEST_DATABASE_URL's value unless given; `probe` and `start` are replaceable for tests. Rejects with
 * a one-line reason when the setting is invalid or its server refuses.
 */
export async function resolveTestDatabase({
  setting = process.env.TEST_DATABASE_URL,
  log = console.info,
  probe: probeServer = probe,
  start = startEmbedded,
} = {}) {
  const wanted = readSetting(setting);
  const outcome = wanted.kind === "url" ? await probeServer(wanted.url) : undefined;
  const decision = decide(wanted, outcome);
  if (decision.action === "fail") throw new Error(decision.message);
  if (decision.action === "use") return { adminUrl: decision.adminUrl, source: decision.source, stop: async () => {} };
  log(decision.notice);
  return start({ log });
}
