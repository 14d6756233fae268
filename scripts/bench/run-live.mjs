#!/usr/bin/env node
// `npm run bench:live [-- --streams 1000 --rounds 5 --bus postgres|memory|redis]`: 1,000 open
// order-event streams on ONE app instance, then status changes; how long each change takes to
// reach every subscribed client (p50/p95/max) and the server memory each open stream costs.
//
// By default it makes a scratch database on the local PostgreSQL (TEST_DATABASE_URL's server, with
// the demo data), starts `next start` of the current build on it (LIVE_BUS as given, default the
// LISTEN/NOTIFY bus of a multi-instance deployment) and reads the server's RSS from /proc.
// `--url http://host:port [--pid <server pid>]` targets a running server with demo data instead.
// Half of the streams are the owner's of Snack Shack Express, half a customer's: every change
// belongs to both scopes, so every stream must receive it. Reports to bench/results/live-latest.json and docs/performance.md (report.mjs).
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import { parseArgs } from "node:util";
import { demoOwner, newCustomer, paidOrder, restaurantNamed, setStatus } from "../lib/api-flows.mjs";
import { freePort, scratchDatabase, startInstance } from "../lib/live-instances.mjs";
import { percentile } from "./load.mjs";
import { heapInspector, treeRssKb } from "./server-memory.mjs";
import { fail, reportRun } from "./report.mjs";

const { values: args } = parseArgs({
  options: {
    streams: { type: "string", default: "1000" },
    rounds: { type: "string", default: "5" },
    bus: { type: "string", default: "postgres" },
    url: { type: "string" },
    pid: { type: "string" },
  },
});
const STREAMS = Number(args.streams);
const ROUNDS = Number(args.rounds);
const DELIVERY_TIMEOUT_MS = 15_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const round1 = (n) => (n === null ? null : Math.round(n * 10) / 10);

/** One SSE client: counts `order` frames and remembers when each arrived. */
function openStream(baseUrl, token) {
  return new Promise((resolve, reject) => {
    const client = { arrivals: [], ready: false, closed: false, destroy: () => request.destroy() };
    let buffer = "";
    const request = http.get(
      `${baseUrl}/api/orderEvents/stream`,
      { headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          const now = performance.now();
          buffer += chunk;
          let split;
          while ((split = buffer.indexOf("\n\n")) >= 0) {
            const frame = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            if (frame.includes("event: ready")) {
              client.ready = true;
              resolve(client);
            } else if (frame.includes("event: order")) client.arrivals.push(now);
          }
        });
        response.on("close", () => (client.closed = true));
      },
    );
    request.on("error", (error) => (client.ready ? (client.closed = true) : reject(error)));
    request.setTimeout(60_000, () => !client.ready && request.destroy(new Error("no ready frame")));
  });
}

async function main() {
  let instance = null;
  let database = null;
  let baseUrl = args.url?.replace(/\/+$/, "");
  let pid = args.pid ? Number(args.pid) : null;
  let inspectPort = null;
  const cleanup = async () => {
    await instance?.stop().catch(() => {});
    await database?.drop().catch(() => {});
  };
  process.on("SIGINT", () => cleanup().then(() => process.exit(130)));

  try {
    if (!baseUrl) {
      if (!existsSync(".next/BUILD_ID")) fail("No production build: run `npm run build` first.");
      console.info(`> Scratch database with demo data on ${process.env.TEST_DATABASE_URL ?? "the local PostgreSQL"}`);
      const authSecret = randomBytes(32).toString("hex");
      database = await scratchDatabase({ adminUrl: process.env.TEST_DATABASE_URL, authSecret });
      const env = {
        LIVE_BUS: args.bus,
        // each simulated customer sends its own X-Forwarded-For, as one proxy in front would report it
        TRUST_PROXY_HOPS: "1",
        ...(args.bus === "redis" && { REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379" }),
      };
      inspectPort = await freePort();
      instance = await startInstance({
        databaseUrl: database.url,
        port: await freePort(),
        authSecret,
        env,
        nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`],
      });
      baseUrl = instance.baseUrl;
      pid = instance.pid;
      console.info(`> next start (pid ${pid}) on ${baseUrl}, live bus: ${args.bus}`);
    }

    const owner = await demoOwner(baseUrl);
    const customer = await newCustomer(baseUrl, "Bench Customer");
    const { restaurant, dishes } = await restaurantNamed(baseUrl);
    const orders = [];
    for (let i = 0; i < ROUNDS; i++)
      orders.push(await paidOrder(baseUrl, customer, restaurant, dishes[i % dishes.length]));

    // warm the stream route and the order path before measuring memory
    const warm = await openStream(baseUrl, customer.token);
    warm.destroy();
    await sleep(1_000);
    const heap = await heapInspector(inspectPort);
    /** RSS (and V8 heap in use) of the server, after a full collection when the inspector is there. */
    const measure = async () => {
      const heapKb = heap ? await heap.usedAfterGcKb() : null;
      await sleep(heap ? 500 : 3_000);
      return { rssKb: treeRssKb(pid), heapKb };
    };
    const openAll = async () => {
      const opened = [];
      for (let i = 0; i < STREAMS; i += 100) {
        const batch = [];
        for (let j = i; j < Math.min(STREAMS, i + 100); j++)
          batch.push(openStream(baseUrl, j % 2 === 0 ? owner.token : customer.token));
        opened.push(...(await Promise.all(batch)));
      }
      return opened;
    };
    const before = await measure();

    console.info(
      `> Opening ${STREAMS} streams (${STREAMS - Math.floor(STREAMS / 2)} owner, ${Math.floor(STREAMS / 2)} customer)`,
    );
    const openStarted = performance.now();
    const clients = await openAll();
    const openMs = performance.now() - openStarted;
    const withStreams = await measure();

    const latencies = [];
    const perRound = [];
    let missed = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const sent = performance.now();
      await setStatus(baseUrl, owner, orders[r], "out for delivery");
      const answered = performance.now() - sent;
      const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
      while (clients.some((c) => c.arrivals.length <= r) && Date.now() < deadline) await sleep(5);
      const these = clients.filter((c) => c.arrivals.length > r).map((c) => c.arrivals[r] - sent);
      missed += clients.length - these.length;
      latencies.push(...these);
      const sorted = [...these].sort((x, y) => x - y);
      perRound.push({
        apiAnsweredMs: round1(answered),
        p50: round1(percentile(sorted, 50)),
        p95: round1(percentile(sorted, 95)),
        max: round1(sorted.at(-1) ?? null),
      });
      console.info(
        `  round ${r + 1}: API ${round1(answered)} ms, all ${these.length} clients by ${round1(sorted.at(-1) ?? null)} ms`,
      );
      await sleep(500);
    }
    const stillOpen = clients.filter((c) => !c.closed).length;

    clients.forEach((c) => c.destroy());
    await sleep(1_000);
    const afterClose = await measure();
    // Two more full open-and-close cycles: closed streams that leaked would pile up here.
    for (let cycle = 0; cycle < 2; cycle++) {
      const more = await openAll();
      await sleep(500);
      more.forEach((c) => c.destroy());
    }
    await sleep(1_000);
    const afterCycles = await measure();
    heap?.close();

    const sorted = latencies.sort((x, y) => x - y);
    const mb = (kb) => (kb === null || kb === undefined ? null : round1(kb / 1024));
    const perStream = (key) =>
      before[key] !== null && withStreams[key] !== null ? round1((withStreams[key] - before[key]) / STREAMS) : null;
    const summary = {
      baseUrl,
      bus: args.url ? "as configured on the target" : args.bus,
      streams: {
        open: STREAMS,
        ownerScope: STREAMS - Math.floor(STREAMS / 2),
        customerScope: Math.floor(STREAMS / 2),
        openedInMs: Math.round(openMs),
        stillOpenAtEnd: stillOpen,
      },
      rounds: ROUNDS,
      deliveryLatencyMs: {
        samples: sorted.length,
        missed,
        p50: round1(percentile(sorted, 50)),
        p95: round1(percentile(sorted, 95)),
        p99: round1(percentile(sorted, 99)),
        max: round1(sorted.at(-1) ?? null),
        perRound,
      },
      serverMemory: {
        pid,
        measuredAfterFullGc: Boolean(heap),
        rssMb: {
          beforeStreams: mb(before.rssKb),
          withStreams: mb(withStreams.rssKb),
          afterClosing: mb(afterClose.rssKb),
          afterTwoMoreOpenCloseCycles: mb(afterCycles.rssKb),
        },
        v8HeapUsedMb: {
          beforeStreams: mb(before.heapKb),
          withStreams: mb(withStreams.heapKb),
          afterClosing: mb(afterClose.heapKb),
          afterTwoMoreOpenCloseCycles: mb(afterCycles.heapKb),
        },
        perOpenStreamKb: { rss: perStream("rssKb"), v8Heap: perStream("heapKb") },
      },
      ok: missed === 0 && percentile(sorted, 95) !== null && percentile(sorted, 95) < 1000,
    };
    const l = summary.deliveryLatencyMs;
    const m = summary.serverMemory;
    const lines = [
      `streams      ${STREAMS} open on one instance (opened in ${summary.streams.openedInMs} ms)`,
      `delivery     p50 ${l.p50} ms   p95 ${l.p95} ms   p99 ${l.p99} ms   max ${l.max} ms   (${l.samples} deliveries, ${missed} missed)`,
    ];
    if (m.perOpenStreamKb.rss !== null) {
      lines.push(
        `memory       RSS ${m.rssMb.beforeStreams} → ${m.rssMb.withStreams} MB with streams: ~${m.perOpenStreamKb.rss} kB per open stream` +
          (heap
            ? ` (V8 heap ${m.v8HeapUsedMb.beforeStreams} → ${m.v8HeapUsedMb.withStreams} MB: ~${m.perOpenStreamKb.v8Heap} kB)`
            : ""),
        `             after closing ${m.rssMb.afterClosing} MB RSS` +
          (heap
            ? `, heap ${m.v8HeapUsedMb.afterClosing} MB; after 2 more open/close cycles heap ${m.v8HeapUsedMb.afterTwoMoreOpenCloseCycles} MB`
            : ""),
      );
    }
    await reportRun("live", { command: `npm run bench:live (bus ${summary.bus})`, summary, lines });
    if (!summary.ok) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

main().catch((error) => fail(error.stack ?? String(error)));
