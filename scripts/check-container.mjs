#!/usr/bin/env node
// `node scripts/check-container.mjs` (npm test runs it after the production build): what the Dockerfile's
// runtime stage does, without Docker. It copies `.next/standalone` (completed as `npm run build:standalone`
// does) to a folder outside the repository, so nothing resolves from the repository's node_modules, and
// starts it as the image's CMD with the image's ENV and compose.yaml's app environment, on a fresh database
// migrated with `scripts/prisma.mjs migrate deploy` (as compose.yaml's migrate service). Then: /api/health
// answers 200, the image's HEALTHCHECK command exits 0, the pages, the JSON API, a /_next/static file the
// HTML names, a public image and a resized one (/_next/image, sharp) answer, and SIGTERM stops the server
// through Next's handler. It also checks that
// the Dockerfile and compose.yaml agree with what it ran, and reports the folder's size and the time from
// start to healthy. The test PostgreSQL server (TEST_DATABASE_URL's, else the local one, else a throwaway embedded
// one: scripts/lib/test-database.mjs) and TEST_REDIS_URL (default redis://127.0.0.1:6379) stand in for compose's
// db and redis services. Why this and not `docker run`: docs/decisions/0010-container-check-without-docker.md
// (the GitHub workflow builds and runs the real image where an engine exists).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { buildIsStale, nextBuild } from "./lib/build-steps.mjs";
import { freePort } from "./lib/free-port.mjs";
import { scratchDatabase } from "./lib/live-instances.mjs";
import { copyStandaloneAssets, STANDALONE } from "./lib/standalone.mjs";
import { resolveTestDatabase } from "./lib/test-database.mjs";
import { DEFAULT_REDIS_URL, probeRedis } from "./lib/test-redis.mjs";

const REDIS_URL = process.env.TEST_REDIS_URL ?? DEFAULT_REDIS_URL;
const HEALTHY_WITHIN_MS = 60_000;
const STOP_WITHIN_MS = 15_000;

// ---- the Dockerfile and compose.yaml, read just enough to run what they say ----

/** The runtime stage (the last FROM) of the Dockerfile: its ENV, CMD, HEALTHCHECK, EXPOSE and USER. */
function readDockerfile(text) {
  const lines = text.replace(/\\\r?\n\s*/g, " ").split(/\r?\n/);
  const stages = [];
  const args = {};
  for (const line of lines) {
    const match = /^\s*([A-Z]+)\s+(.*)$/.exec(line);
    if (!match) continue;
    const [, instruction, rest] = match;
    if (instruction === "ARG" && stages.length === 0) {
      const [name, ...value] = rest.trim().split("=");
      args[name] = value.join("=");
    } else if (instruction === "FROM") {
      const from = rest.trim().replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a, b) => args[a ?? b] ?? "");
      stages.push({ from, instructions: [] });
    } else stages.at(-1)?.instructions.push([instruction, rest.trim()]);
  }
  const runtime = stages.at(-1);
  const out = { from: runtime.from, env: {}, cmd: null, healthcheck: null, expose: [], user: null, copies: [] };
  for (const [instruction, rest] of runtime.instructions) {
    if (instruction === "ENV") {
      for (const pair of rest.match(/[A-Za-z_][A-Za-z0-9_]*=("[^"]*"|\S*)/g) ?? []) {
        const [key, ...value] = pair.split("=");
        out.env[key] = value.join("=").replace(/^"(.*)"$/, "$1");
      }
    } else if (instruction === "CMD") out.cmd = JSON.parse(rest);
    else if (instruction === "HEALTHCHECK") {
      const at = rest.indexOf("CMD ");
      const options = Object.fromEntries(
        [...rest.slice(0, at).matchAll(/--([a-z-]+)=(\S+)/g)].map(([, key, value]) => [key, value]),
      );
      out.healthcheck = { options, cmd: JSON.parse(rest.slice(at + 4)) };
    } else if (instruction === "EXPOSE") out.expose.push(...rest.split(/\s+/));
    else if (instruction === "USER") out.user = rest;
    else if (instruction === "COPY") out.copies.push(rest);
  }
  return out;
}

/** compose.yaml's service `name` (parsed with the yaml package, a dev dependency). */
function composeService(compose, name) {
  const service = compose?.services?.[name];
  if (!service) throw new Error(`compose.yaml: no services.${name}`);
  return service;
}

/** A service's `environment:` map: null for a variable listed without a value (passed on, else unset). */
function composeEnvironment(compose, name) {
  const environment = composeService(compose, name).environment;
  if (!environment || Array.isArray(environment)) throw new Error(`compose.yaml: no services.${name}.environment map`);
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, value === null ? null : String(value)]),
  );
}

/** Compose's interpolation of ${VAR}, ${VAR:-default} and ${VAR:?error} from `vars`. */
function interpolate(value, vars) {
  return value.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:-|:\?)([^}]*))?\}/g, (_, name, op, arg) => {
    const set = vars[name] !== undefined && vars[name] !== "";
    if (set) return vars[name];
    if (op === ":-") return arg;
    if (op === ":?") throw new Error(`compose.yaml needs ${name}: ${arg}`);
    return "";
  });
}

// ---- helpers ----

/** Bytes and files under `dir`, symlinks counted as links (as COPY copies them), not followed. */
function sizeOf(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = sizeOf(full);
      bytes += sub.bytes;
      files += sub.files;
    } else {
      bytes += lstatSync(full).size;
      files += 1;
    }
  }
  return { bytes, files };
}

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The first file under `dir` (by name) whose name ends with `suffix`. */
function firstFile(dir, suffix) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name.endsWith(suffix)) return full;
    if (entry.isDirectory()) {
      const found = firstFile(full, suffix);
      if (found) return found;
    }
  }
  return null;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

function runNode(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { env, stdio: "ignore" });
    child.on("close", (code) => resolve(code));
  });
}

// ---- the check ----

async function main(adminUrl) {
  const dockerfile = readDockerfile(readFileSync("Dockerfile", "utf8"));
  const compose = parseYaml(readFileSync("compose.yaml", "utf8"));
  const composeApp = composeEnvironment(compose, "app");
  const composeMigrate = composeEnvironment(compose, "migrate");

  // What the image runs, as the Dockerfile says it, and what compose.yaml adds.
  const CMD = ["node", "--require", "./peer-address.cjs", "server.js"];
  check(JSON.stringify(dockerfile.cmd) === JSON.stringify(CMD), `Dockerfile CMD is ${JSON.stringify(dockerfile.cmd)}`);
  check(dockerfile.env.HOSTNAME === "0.0.0.0", "Dockerfile: ENV HOSTNAME=0.0.0.0 is missing");
  check(dockerfile.env.NODE_ENV === "production", "Dockerfile: ENV NODE_ENV=production is missing");
  check(dockerfile.expose.includes(dockerfile.env.PORT), "Dockerfile: EXPOSE is not the PORT of ENV");
  check(dockerfile.user && dockerfile.user !== "root", "Dockerfile: the runtime stage runs as root");
  check(dockerfile.from === "node:24-slim AS runtime", `Dockerfile: runtime stage FROM ${dockerfile.from}`);
  const health = dockerfile.healthcheck?.cmd;
  check(health?.[0] === "node" && health.some((arg) => arg.includes("/api/health")), "Dockerfile: HEALTHCHECK");
  const composeHealth = composeService(compose, "app").healthcheck?.test;
  check(
    !composeHealth || JSON.stringify(composeHealth) === JSON.stringify(["CMD", ...health]),
    "compose.yaml's app healthcheck differs from the Dockerfile's HEALTHCHECK",
  );
  const envSchema = readFileSync(path.join("lib", "env.ts"), "utf8");
  for (const key of Object.keys(composeApp)) {
    check(new RegExp(`^\\s+${key}: `, "m").test(envSchema), `compose.yaml sets ${key}, which lib/env.ts does not read`);
  }
  check(
    composeApp.DATABASE_URL === composeMigrate.DATABASE_URL,
    "compose.yaml: migrate and app use different databases",
  );

  // The standalone folder, completed as `npm run build:standalone` does (npm test has just built).
  if (buildIsStale() || !existsSync(path.join(STANDALONE, "server.js"))) await nextBuild();
  copyStandaloneAssets();
  const size = sizeOf(STANDALONE);
  const modules = sizeOf(path.join(STANDALONE, "node_modules"));

  const port = await freePort();
  const root = mkdtempSync(path.join(os.tmpdir(), "thali-container-"));
  const app = path.join(root, "app");
  let server;
  let database;
  const report = [];
  try {
    const t0 = Date.now();
    database = await scratchDatabase({ adminUrl, seed: false });
    const databaseUrl = database.url;
    report.push(`a fresh database, migrated (migrate deploy): ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    cpSync(STANDALONE, app, { recursive: true, verbatimSymlinks: true });

    // The container's environment: the image's ENV, then compose.yaml's app environment, with compose's
    // service names pointed at this machine's servers. Nothing else of this process's environment.
    // No Razorpay keys in this check: TEST MODE payments, chosen on purpose as compose.yaml asks.
    const vars = { AUTH_SECRET: randomBytes(32).toString("base64"), PAYMENTS_TEST_MODE: "true" };
    const env = { PATH: process.env.PATH, ...dockerfile.env, PORT: String(port), DATA_DIR: path.join(app, ".data") };
    for (const [key, value] of Object.entries(composeApp)) {
      if (value !== null) env[key] = interpolate(value, vars);
    }
    check(new URL(env.DATABASE_URL).hostname === "db", "compose.yaml: the app's DATABASE_URL is not on the db service");
    env.DATABASE_URL = databaseUrl;
    if (env.REDIS_URL) {
      check(new URL(env.REDIS_URL).hostname === "redis", "compose.yaml: REDIS_URL is not on the redis service");
      // Without a Redis server here the app runs on its PostgreSQL bus, as it does without REDIS_URL.
      if ((await probeRedis(REDIS_URL)).state === "answers") env.REDIS_URL = REDIS_URL;
      else delete env.REDIS_URL;
      report.push(env.REDIS_URL ? `REDIS_URL: ${REDIS_URL}` : `REDIS_URL left out: nothing listens at ${REDIS_URL}`);
    }

    const started = Date.now();
    let output = "";
    server = spawn(CMD[0] === "node" ? process.execPath : CMD[0], CMD.slice(1), {
      cwd: app,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout.on("data", (d) => (output += d));
    server.stderr.on("data", (d) => (output += d));
    const exited = new Promise((resolve) => server.on("exit", (code, signal) => resolve({ code, signal })));
    const base = `http://127.0.0.1:${port}`;

    let healthyAfter = null;
    while (Date.now() - started < HEALTHY_WITHIN_MS && server.exitCode === null) {
      const answer = await fetch(`${base}/api/health`).catch(() => null);
      if (answer?.status === 200) {
        healthyAfter = Date.now() - started;
        check((await answer.json()).status === "ok", "/api/health: body is not { status: ok }");
        check(answer.headers.get("cache-control") === "no-store", "/api/health: Cache-Control is not no-store");
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    check(healthyAfter !== null, `the server did not become healthy:\n${output}`);
    report.push(`start to healthy (/api/health 200): ${healthyAfter} ms`);

    const healthcheckEnv = { PATH: process.env.PATH, ...dockerfile.env, PORT: String(port) };
    const healthcheckCode = await runNode(health.slice(1), healthcheckEnv);
    check(healthcheckCode === 0, `the HEALTHCHECK command exited ${healthcheckCode} on a healthy server`);
    report.push("the Dockerfile's HEALTHCHECK command: exit 0");

    const get = async (url, type, headers = {}) => {
      const response = await fetch(`${base}${url}`, { headers });
      const body = Buffer.from(await response.arrayBuffer());
      const contentType = response.headers.get("content-type") ?? "";
      check(response.status === 200, `GET ${url}: ${response.status}`);
      check(contentType.startsWith(type), `GET ${url}: content-type ${contentType}, expected ${type}`);
      report.push(`GET ${url}: 200 ${contentType.split(";")[0]}, ${(body.length / 1024).toFixed(1)} kB`);
      return body.toString("utf8");
    };
    const home = await get("/", "text/html");
    await get("/restaurants", "text/html");
    const list = JSON.parse(await get("/api/fetchRestaurants", "application/json"));
    check(Array.isArray(list.restaurants), "/api/fetchRestaurants: no restaurants list");
    const asset = /\/_next\/static\/[^"'\s)]+\.js/.exec(home)?.[0];
    check(asset, "the home page names no /_next/static script");
    await get(asset, "application/javascript");
    const image = firstFile(path.join("public", "images"), ".webp");
    check(image, "public/images has no .webp file");
    const imageUrl = `/${path.relative("public", image).split(path.sep).join("/")}`;
    await get(imageUrl, "image/webp");
    await get(`/_next/image?${new URLSearchParams({ url: imageUrl, w: "256", q: "75" })}`, "image/webp", {
      accept: "image/webp,*/*", // as a browser asks: Next answers WebP only to a client that takes it
    });

    const stopping = Date.now();
    server.kill("SIGTERM");
    const stop = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve(null), STOP_WITHIN_MS)),
    ]);
    check(stop, `the server did not stop within ${STOP_WITHIN_MS / 1000} s of SIGTERM`);
    // Next's own SIGTERM handler closes the server and exits 143 (128 + 15, on purpose since Next 16); a
    // crash or a kill by the signal would show another code or a signal.
    check(
      stop.signal === null && (stop.code === 0 || stop.code === 143),
      `SIGTERM: ${JSON.stringify(stop)}\n${output}`,
    );
    check(!/error/i.test(output), `the server logged an error:\n${output}`);
    report.push(
      `SIGTERM: Next's handler exited ${stop.code} after ${Date.now() - stopping} ms, nothing logged as an error`,
    );
    const after = await runNode(health.slice(1), healthcheckEnv);
    check(after !== 0, "the HEALTHCHECK command passed with the server stopped");
  } finally {
    if (server && server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
    rmSync(root, { recursive: true, force: true });
    await database?.drop().catch(() => {});
  }

  console.info(
    `Standalone folder: ${mb(size.bytes)} in ${size.files} files (node_modules ${mb(modules.bytes)}), ` +
      `run by Node ${process.version} from ${os.tmpdir()} with the Dockerfile's CMD and ENV and compose.yaml's app environment:`,
  );
  for (const line of report) console.info(`  ${line}`);
}

let testServer;
try {
  testServer = await resolveTestDatabase();
  await main(testServer.adminUrl);
} catch (error) {
  console.error(`✖ container check: ${error.message}${error.stderr ? `\n${error.stderr}` : ""}`);
  await testServer?.stop().catch(() => {});
  process.exit(1);
}
await testServer.stop();
