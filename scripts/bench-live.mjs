#!/usr/bin/env node
// `npm run bench:live [-- --customers 10000 --rounds 4 --period-ms 6000 --url http://host:port --pid <pid>]`:
// issue 32's figure. N customers, each with an order whose delivery a moving rider has picked up, each holding
// the live stream (GET /api/orderEvents/stream) open on ONE app instance; the riders move (RiderPosition rows,
// as the rider's position call writes them) and, for every position, the time from its write (the row's `at`,
// the database's clock on this same machine) to its `position` frame arriving on that customer's stream is
// measured: p50/p95/p99/max. Memory per stream: the server's RSS (and V8 heap after full collections, through
// the inspector) before and with the streams open, divided by N. Targets (issue 32): p95 < 1 s, at most 20 kB per
// stream; beside them, bounds measured in the same run: an authenticated API round trip with the streams open,
// the feed's read interval, and the idle server's RSS.
//
// By default it makes a scratch database on the local PostgreSQL (TEST_DATABASE_URL's server, demo data) and
// starts `next start` of the current build on it (as bench:live-orders does); the customers, riders, orders,
// deliveries and sessions are written in bulk through SQL, and their access tokens minted with the instance's
// AUTH_SECRET (logging 10,000 customers in through bcrypt would take longer than the measurement).
// Results: bench/live.json and docs/performance.md (the <!-- bench:live-positions --> block).
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import { parseArgs } from "node:util";
import { EncryptJWT } from "jose";
import pg from "pg";
import { freePort, scratchDatabase, startInstance } from "./lib/live-instances.mjs";
import { percentile } from "./bench/load.mjs";
import { heapInspector, treeRssKb } from "./bench/server-memory.mjs";
import { fail, reportRun } from "./bench/report.mjs";

const { values: args } = parseArgs({
  options: {
    customers: { type: "string", default: "10000" },
    rounds: { type: "string", default: "4" },
    "period-ms": { type: "string", default: "6000" },
    batches: { type: "string", default: "10" },
    url: { type: "string" },
    pid: { type: "string" },
    "database-url": { type: "string" },
    "auth-secret": { type: "string" },
  },
});
const N = Number(args.customers);
const ROUNDS = Number(args.rounds);
const PERIOD_MS = Number(args["period-ms"]);
const BATCHES = Math.max(1, Number(args.batches));
const OPEN_CONCURRENCY = 200;
const TARGET_P95_MS = 1_000;
const TARGET_KB_PER_STREAM = 20;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round1 = (n) => (n === null || n === undefined || Number.isNaN(n) ? null : Math.round(n * 10) / 10);

/** An access token as lib/auth/tokens.ts signs it (same key derivation, issuer and audience). */
async function accessToken(authSecret, i) {
  const key = new Uint8Array(createHash("sha256").update(`access-token-jwe:${authSecret}`).digest());
  return new EncryptJWT({
    username: `Bench Customer ${i}`,
    email: `bench-c-${i}@bench.test`,
    userType: "customer",
    restaurantId: null,
    sid: `bench-fam-${i}`,
  })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setSubject(`bench-c-${i}`)
    .setIssuer("thali")
    .setAudience("thali-api")
    .setIssuedAt()
    .setExpirationTime("60m")
    .encrypt(key);
}

const RESTAURANT = { lat: 12.9716, lng: 77.5946 };

/** N customers (with a live session each), N riders on line, N orders out for delivery, N deliveries picked up. */
async function seedBulk(client) {
  const { rows } = await client.query(`SELECT "id" FROM "Restaurant" ORDER BY "createdAt" LIMIT 1`);
  if (!rows[0]) throw new Error("No restaurant in the database (demo data expected)");
  const restaurantId = rows[0].id;
  await client.query(`UPDATE "Restaurant" SET "lat" = $1, "lng" = $2, "deliveryMode" = 'platform' WHERE "id" = $3`, [
    RESTAURANT.lat,
    RESTAURANT.lng,
    restaurantId,
  ]);
  await client.query(`DELETE FROM "User" WHERE "id" LIKE 'bench-c-%' OR "id" LIKE 'bench-r-%'`);
  await client.query(
    `INSERT INTO "User" ("id", "username", "email", "userType", "passwordHash", "updatedAt")
     SELECT 'bench-c-' || i, 'Bench Customer ' || i, 'bench-c-' || i || '@bench.test', 'customer'::"UserType", 'x', now()
     FROM generate_series(1, $1::int) i
     UNION ALL
     SELECT 'bench-r-' || i, 'Rider ' || i, 'bench-r-' || i || '@bench.test', 'rider'::"UserType", 'x', now()
     FROM generate_series(1, $1::int) i`,
    [N],
  );
  await client.query(
    `INSERT INTO "RefreshToken" ("id", "userId", "tokenHash", "familyId", "expiresAt")
     SELECT 'bench-rt-' || i, 'bench-c-' || i, 'bench-hash-' || i, 'bench-fam-' || i, now() + interval '1 day'
     FROM generate_series(1, $1::int) i`,
    [N],
  );
  await client.query(
    `INSERT INTO "Rider" ("userId", "phone", "vehicle", "city", "online", "lat", "lng", "positionAt", "updatedAt")
     SELECT 'bench-r-' || i, '9876543210', 'scooter', 'Bengaluru', true, $2, $3, now(), now()
     FROM generate_series(1, $1::int) i`,
    [N, RESTAURANT.lat, RESTAURANT.lng],
  );
  await client.query(
    `INSERT INTO "Order" ("id", "customerId", "restaurantId", "customerName", "deliveryAddress", "deliveryCity",
       "deliveryState", "subtotalPaise", "deliveryChargePaise", "totalPaise", "status", "paymentStatus", "paidAt",
       "outForDeliveryAt", "dropLat", "dropLng", "updatedAt")
     SELECT 'bench-o-' || i, 'bench-c-' || i, $2, 'Bench Customer ' || i, i || ' Bench Road', 'Bengaluru', 'Karnataka',
       20000, 2000, 22000, 'out for delivery', 'paid', now(), now(), $3 + (i % 100) * 0.0005, $4 + (i / 100) * 0.0005, now()
     FROM generate_series(1, $1::int) i`,
    [N, restaurantId, RESTAURANT.lat - 0.03, RESTAURANT.lng - 0.03],
  );
  await client.query(
    `INSERT INTO "Delivery" ("id", "orderId", "restaurantId", "riderId", "state", "code", "assignedAt", "pickedUpAt", "updatedAt")
     SELECT 'bench-d-' || i, 'bench-o-' || i, $2, 'bench-r-' || i, 'picked_up', '4812', now(), now(), now()
     FROM generate_series(1, $1::int) i`,
    [N, restaurantId],
  );
  return restaurantId;
}

/** One SSE client: remembers, for each `position` frame, how long after the row's `at` it arrived. */
function openStream(baseUrl, token, i) {
  return new Promise((resolve, reject) => {
    const client = { latencies: [], positions: 0, foreign: 0, ready: false, closed: false, destroy: () => request.destroy() };
    const orderId = `bench-o-${i}`;
    let buffer = "";
    const request = http.get(
      `${baseUrl}/api/orderEvents/stream`,
      { headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream ${i} answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          const now = Date.now();
          buffer += chunk;
          let split;
          while ((split = buffer.indexOf("\n\n")) >= 0) {
            const frame = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            if (frame.includes("event: ready")) {
              client.ready = true;
              resolve(client);
            } else if (frame.startsWith("event: position")) {
              const data = JSON.parse(frame.slice(frame.indexOf("data: ") + 6));
              if (data.orderId !== orderId) client.foreign += 1;
              client.positions += 1;
              client.latencies.push(now - Date.parse(data.at));
            }
          }
        });
        response.on("close", () => (client.closed = true));
      },
    );
    request.on("error", (error) => (client.ready ? (client.closed = true) : reject(error)));
    request.setTimeout(120_000, () => !client.ready && request.destroy(new Error("no ready frame")));
  });
}

/** An authenticated round trip through the app and its database (the polling call), with the streams open. */
async function roundTrips(baseUrl, token, count = 40) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/orderEvents`, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (response.ok) times.push(performance.now() - started);
    await sleep(50);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  let instance = null;
  let database = null;
  let baseUrl = args.url?.replace(/\/+$/, "");
  let pid = args.pid ? Number(args.pid) : null;
  let inspectPort = null;
  let databaseUrl = args["database-url"];
  let authSecret = args["auth-secret"];
  const cleanup = async () => {
    await instance?.stop().catch(() => {});
    await database?.drop().catch(() => {});
  };
  process.on("SIGINT", () => cleanup().then(() => process.exit(130)));

  const fdLimit = Number(
    readFileSync("/proc/self/limits", "utf8").match(/^Max open files\s+(\d+)/m)?.[1] ?? Number.NaN,
  );
  if (fdLimit < N + 500) {
    console.warn(`> This process may open ${fdLimit} files: fewer than ${N} streams need (raise it with ulimit -n)`);
  }

  try {
    if (!baseUrl) {
      if (!existsSync(".next/BUILD_ID")) fail("No production build: run `npm run build` first.");
      authSecret = randomBytes(32).toString("hex");
      console.info(`> Scratch database with demo data on ${process.env.TEST_DATABASE_URL ?? "the local PostgreSQL"}`);
      database = await scratchDatabase({ adminUrl: process.env.TEST_DATABASE_URL, authSecret });
      databaseUrl = database.url;
      inspectPort = await freePort();
      instance = await startInstance({
        databaseUrl,
        port: await freePort(),
        authSecret,
        env: { LIVE_BUS: "postgres" },
        nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`],
      });
      baseUrl = instance.baseUrl;
      pid = instance.pid;
      console.info(`> next start (pid ${pid}) on ${baseUrl}`);
    } else if (!databaseUrl || !authSecret) {
      fail("--url needs --database-url and --auth-secret (the server's) to write the bulk rows and mint tokens");
    }

    const client = new pg.Client({ connectionString: databaseUrl });
    // The scratch database is dropped WITH (FORCE) at the end, which ends this connection: not an error.
    client.on("error", () => {});
    await client.connect();
    let started = performance.now();
    await seedBulk(client);
    const seedMs = performance.now() - started;
    console.info(`> ${N} customers, riders, orders picked up and sessions written in ${Math.round(seedMs)} ms`);
    const tokens = [];
    for (let i = 1; i <= N; i++) tokens.push(await accessToken(authSecret, i));

    // warm the stream route, then the idle figures
    (await openStream(baseUrl, tokens[0], 1)).destroy();
    await sleep(1_000);
    const heap = await heapInspector(inspectPort);
    const measure = async () => {
      const heapKb = heap ? await heap.usedAfterGcKb() : null;
      await sleep(heap ? 500 : 3_000);
      return { rssKb: treeRssKb(pid), heapKb };
    };
    const idle = await measure();
    const idleTrips = await roundTrips(baseUrl, tokens[0]);

    console.info(`> Opening ${N} streams (${OPEN_CONCURRENCY} at a time)`);
    started = performance.now();
    const clients = new Array(N);
    let failedOpen = 0;
    let firstOpenError = null;
    for (let i = 0; i < N; i += OPEN_CONCURRENCY) {
      const batch = [];
      for (let j = i; j < Math.min(N, i + OPEN_CONCURRENCY); j++) {
        batch.push(
          openStream(baseUrl, tokens[j], j + 1).then(
            (c) => (clients[j] = c),
            (error) => {
              failedOpen += 1;
              firstOpenError ??= String(error.message ?? error);
            },
          ),
        );
      }
      await Promise.all(batch);
      if ((i / OPEN_CONCURRENCY) % 10 === 9) console.info(`  ${i + OPEN_CONCURRENCY} opened`);
    }
    const openMs = performance.now() - started;
    const open = clients.filter(Boolean);
    console.info(`> ${open.length} streams open in ${Math.round(openMs)} ms (${failedOpen} failed${firstOpenError ? `: ${firstOpenError}` : ""})`);
    await sleep(2_000);
    const withStreams = await measure();
    const busyTrips = await roundTrips(baseUrl, tokens[0]);

    // The riders move: each round, every rider writes one position, in BATCHES spread over the period (a rider
    // every PERIOD_MS, above the 5 s throttle, so no position waits for a window).
    const perRound = [];
    const written = { rows: 0, insertMs: [] };
    for (let r = 0; r < ROUNDS; r++) {
      const roundStart = Date.now();
      const before = open.reduce((sum, c) => sum + c.positions, 0);
      for (let b = 0; b < BATCHES; b++) {
        const from = Math.floor((b * N) / BATCHES) + 1;
        const to = Math.floor(((b + 1) * N) / BATCHES);
        const t = performance.now();
        await client.query(
          `INSERT INTO "RiderPosition" ("riderId", "orderId", "lat", "lng")
           SELECT 'bench-r-' || i, 'bench-o-' || i, $3 - $4 * i / 1000000.0, $5 - $4 * i / 1000000.0
           FROM generate_series($1::int, $2::int) i`,
          [from, to, RESTAURANT.lat, (r + 1) * 10, RESTAURANT.lng],
        );
        written.insertMs.push(performance.now() - t);
        written.rows += to - from + 1;
        const next = roundStart + ((b + 1) * PERIOD_MS) / BATCHES;
        await sleep(Math.max(0, next - Date.now()));
      }
      await sleep(1_500);
      const arrived = open.reduce((sum, c) => sum + c.positions, 0) - before;
      perRound.push({ written: N, arrived });
      console.info(`  round ${r + 1}: ${arrived} of ${N} positions arrived`);
    }
    await sleep(2_000);
    const stillOpen = open.filter((c) => !c.closed).length;
    const latencies = open.flatMap((c) => c.latencies).sort((a, b) => a - b);
    const foreign = open.reduce((sum, c) => sum + c.foreign, 0);

    open.forEach((c) => c.destroy());
    await sleep(2_000);
    const afterClose = await measure();
    heap?.close();
    await client.end();

    const mb = (kb) => (kb === null || kb === undefined ? null : round1(kb / 1024));
    const perStream = (key) =>
      idle[key] !== null && withStreams[key] !== null && open.length > 0
        ? round1((withStreams[key] - idle[key]) / open.length)
        : null;
    const p = (list, q) => round1(percentile(list, q));
    const summary = {
      command: "npm run bench:live",
      baseUrl,
      customers: N,
      streams: { asked: N, open: open.length, failedToOpen: failedOpen, firstOpenError, openedInMs: Math.round(openMs), stillOpenAtEnd: stillOpen },
      fileDescriptorLimit: fdLimit,
      positions: {
        rounds: ROUNDS,
        periodMs: PERIOD_MS,
        written: written.rows,
        arrived: latencies.length,
        toAnotherCustomersOrder: foreign,
        insertBatchMs: { p50: p(written.insertMs.sort((a, b) => a - b), 50), max: round1(Math.max(...written.insertMs)) },
        perRound,
      },
      writeToFrameMs: {
        samples: latencies.length,
        p50: p(latencies, 50),
        p95: p(latencies, 95),
        p99: p(latencies, 99),
        max: round1(latencies.at(-1) ?? null),
      },
      bounds: {
        feedReadIntervalMs: 500,
        apiRoundTripIdleMs: { p50: p(idleTrips, 50), p95: p(idleTrips, 95) },
        apiRoundTripWithStreamsMs: { p50: p(busyTrips, 50), p95: p(busyTrips, 95) },
      },
      serverMemory: {
        pid,
        measuredAfterFullGc: Boolean(heap),
        rssMb: { idle: mb(idle.rssKb), withStreams: mb(withStreams.rssKb), afterClosing: mb(afterClose.rssKb) },
        v8HeapUsedMb: { idle: mb(idle.heapKb), withStreams: mb(withStreams.heapKb), afterClosing: mb(afterClose.heapKb) },
        perOpenStreamKb: { rss: perStream("rssKb"), v8Heap: perStream("heapKb") },
      },
      targets: {
        p95UnderMs: TARGET_P95_MS,
        kbPerStreamAtMost: TARGET_KB_PER_STREAM,
        customersAsked: 10_000,
      },
      machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((x) => round1(x)), freeMemMb: Math.round(os.freemem() / 1048576) },
    };
    const latencyMet = latencies.length > 0 && summary.writeToFrameMs.p95 < TARGET_P95_MS;
    const memoryMet = summary.serverMemory.perOpenStreamKb.rss !== null && summary.serverMemory.perOpenStreamKb.rss <= TARGET_KB_PER_STREAM;
    summary.met = {
      streams: open.length >= 10_000,
      latencyP95: latencyMet,
      memoryPerStream: memoryMet,
      allPositionsArrived: latencies.length === written.rows,
    };
    const l = summary.writeToFrameMs;
    const m = summary.serverMemory;
    const b = summary.bounds;
    const lines = [
      `streams      ${open.length} of ${N} open on one instance (opened in ${summary.streams.openedInMs} ms, ${failedOpen} failed), ${stillOpen} still open at the end`,
      `positions    ${written.rows} written in ${ROUNDS} rounds of ${PERIOD_MS} ms, ${latencies.length} frames arrived, ${foreign} to the wrong order`,
      `write→frame  p50 ${l.p50} ms   p95 ${l.p95} ms   p99 ${l.p99} ms   max ${l.max} ms   (target p95 < ${TARGET_P95_MS} ms: ${latencyMet ? "MET" : "NOT MET"})`,
      `bounds       feed reads every 500 ms; API round trip p50 ${b.apiRoundTripIdleMs.p50} ms idle, p50 ${b.apiRoundTripWithStreamsMs.p50} / p95 ${b.apiRoundTripWithStreamsMs.p95} ms with the streams open`,
      `memory       RSS ${m.rssMb.idle} → ${m.rssMb.withStreams} MB: ~${m.perOpenStreamKb.rss} kB per stream (target <= ${TARGET_KB_PER_STREAM} kB: ${memoryMet ? "MET" : "NOT MET"})` +
        (heap ? `; V8 heap ${m.v8HeapUsedMb.idle} → ${m.v8HeapUsedMb.withStreams} MB: ~${m.perOpenStreamKb.v8Heap} kB` : ""),
      `             after closing: RSS ${m.rssMb.afterClosing} MB${heap ? `, heap ${m.v8HeapUsedMb.afterClosing} MB` : ""}`,
    ];
    await writeFile("bench/live.json", `${JSON.stringify({ measuredAt: new Date().toISOString(), ...summary }, null, 2)}\n`);
    await reportRun("live-positions", { command: `npm run bench:live -- --customers ${N}`, summary, lines });
    console.info("written      bench/live.json");
    if (!latencyMet || !memoryMet || open.length < N) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

main().catch((error) => fail(error.stack ?? String(error)));
