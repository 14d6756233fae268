#!/usr/bin/env node
// `npm run bench [-- --reseed --duration 10 --connections 50 --no-vitals --no-pages]`: the whole benchmark
// suite in one run (a measurement, not a test: CI never runs it and it fails nothing).
//  1. the scale data set in its own database (scripts/bench/seed.mjs; reused when already there);
//  2. the production build (made when missing or older than the sources), served by `next start`
//     on that database;
//  3. from a second process (wrk, else autocannon; scripts/bench/load.mjs), 50 connections on each
//     read: the home page, /restaurants, a menu page, fetchRestaurants, getMenuByRestaurantId,
//     getOrdersByCustomerId and getDashboardDetails (Bearer tokens from /api/login/<type>), and
//     /restaurants and fetchRestaurants again with a delivery location (city) set;
//  4. the ceiling: a bare Node HTTP server answering the same menu JSON from memory, measured the same way;
//  5. the full test-gateway checkout with 20 concurrent customers (scripts/bench/checkout.mjs);
//  6. web vitals of the main pages in Chromium (scripts/bench/vitals.mjs);
//  7. issue 16's public pages against the floor (scripts/bench/public-pages.mjs): a hello-world page built with
//     the same Next, and /, /restaurants and a menu page, anonymous and as a logged-in customer, interleaved;
// then prints one table with MET / NOT MET per target and writes bench/results/latest.json and docs/performance.md
// (the public pages' table also goes to bench/results/public-pages-latest.json).
// `npm run bench -- --pages-only` runs step 7 alone, on a scratch database with the demo data (the seeded demo
// customer logs in), without the scale data set: a few minutes.
// The per-area scripts (bench:menu, bench:checkout, bench:dashboard, bench:live) still run on their own.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { call } from "../lib/api-flows.mjs";
import { buildIsStale, nextBuild } from "../lib/build-steps.mjs";
import { DEFAULT_ADMIN_URL, freePort, scratchDatabase, startInstance } from "../lib/live-instances.mjs";
import { runCheckoutLoad } from "./checkout.mjs";
import { loadTest, loadTool } from "./load.mjs";
import { consoleTable, DOC_FILE, evaluateTargets, fail, machine, RESULT_FILE, writeResults } from "./report.mjs";
import {
  customerCookie,
  measurePublicPages,
  publicPagesTable,
  PUBLIC_PAGES_FILE,
  writePublicPagesResult,
} from "./public-pages.mjs";
import { prepareScaleDatabase } from "./seed.mjs";
import { measureVitals } from "./vitals.mjs";

const { values: args } = parseArgs({
  options: {
    reseed: { type: "boolean", default: false },
    build: { type: "boolean", default: false },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
    "checkout-customers": { type: "string", default: "20" },
    "checkout-duration": { type: "string", default: "20" },
    "no-vitals": { type: "boolean", default: false },
    "no-pages": { type: "boolean", default: false },
    "pages-only": { type: "boolean", default: false },
    // The machine is shared: wait (up to --quiet-wait seconds) for the 1-minute load average to drop.
    "quiet-load": { type: "string", default: "1.5" },
    "quiet-wait": { type: "string", default: "300" },
  },
});
const CONNECTIONS = Number(args.connections);
/** The delivery location of the location rows: a city with demo kitchens and about 300 scale restaurants. */
const BENCH_CITY = encodeURIComponent("New Delhi");
const DURATION_SECONDS = Number(args.duration);
const WARMUP_SECONDS = Number(args.warmup);

const loadAverage = () => machine().loadAverage;

async function expectOk(baseUrl, url, options) {
  const answer = await call(baseUrl, "GET", url, options);
  if (answer.status !== 200) fail(`${url} answered ${answer.status}: ${answer.body?.message}`);
  return answer.body;
}

async function login(baseUrl, type, email, password) {
  const ip = `10.251.${type === "customer" ? 1 : 2}.${1 + Math.floor(Math.random() * 250)}`;
  const answer = await call(baseUrl, "POST", `/api/login/${type}`, { body: { email, password }, ip });
  if (answer.status !== 200) fail(`Login of ${email} answered ${answer.status}: ${answer.body?.message}`);
  return { id: answer.body.user._id, token: answer.body.user.accessToken };
}

/** The bare server on a free port, serving `body`; resolves with its URL and a stop function. */
async function startBareServer(body) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "thali-bare-"));
  const file = path.join(dir, "body.json");
  writeFileSync(file, body);
  const port = await freePort();
  const child = spawn("node", ["scripts/bench/bare-server.mjs", String(port), file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once("data", resolve);
    child.once("exit", (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until the 1-minute load average is under `below` (other builds and tests share the CPUs), at most `seconds`. */
async function waitForQuiet(below, seconds) {
  const deadline = Date.now() + seconds * 1000;
  if (os.loadavg()[0] < below) return;
  console.info(`> Waiting up to ${seconds} s for the load average (${loadAverage()[0]}) to drop under ${below}`);
  while (os.loadavg()[0] >= below && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5_000));
}

/** The demo customer of prisma/seed.ts (every demo account shares one password). */
const DEMO_CUSTOMER = { email: "customer@thali.demo", password: "demo12345" };

function printPublicPages(publicPages) {
  console.info(`\nPublic pages against the floor (issue 16):\n${publicPagesTable(publicPages)}`);
}

/** `--pages-only`: the public pages against the floor on a scratch database with the demo data. */
async function pagesOnly() {
  console.info(`> Load average ${loadAverage().join(" / ")} on ${os.cpus().length} CPUs`);
  if (args.build || buildIsStale()) await nextBuild();
  const authSecret = randomBytes(32).toString("hex");
  const database = await scratchDatabase({ adminUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL, authSecret });
  let server;
  try {
    await waitForQuiet(Number(args["quiet-load"]), Number(args["quiet-wait"]));
    const loadMeasured = loadAverage();
    const port = await freePort();
    console.info(
      `> Starting next start on port ${port} on ${database.name} (load average ${loadMeasured.join(" / ")})`,
    );
    server = await startInstance({ databaseUrl: database.url, port, authSecret, env: { TRUST_PROXY_HOPS: "1" } });
    const cookie = await customerCookie(server.baseUrl, DEMO_CUSTOMER);
    const publicPages = await measurePublicPages({
      baseUrl: server.baseUrl,
      cookie,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    });
    writePublicPagesResult(publicPages, {
      dataset: "demo data (prisma/seed.ts) on a scratch database",
      server: "next start (production build), TRUST_PROXY_HOPS 1",
      loadAverageStart: loadMeasured,
    });
    printPublicPages(publicPages);
    console.info(`\nwritten      ${PUBLIC_PAGES_FILE}`);
  } finally {
    await server?.stop();
    await database.drop().catch(() => {});
  }
}

async function main() {
  if (args["pages-only"]) return pagesOnly();
  const loadStart = loadAverage();
  console.info(`> Load average ${loadStart.join(" / ")} on ${os.cpus().length} CPUs`);

  const scale = await prepareScaleDatabase({ reseed: args.reseed, log: console.info });
  const c = scale.counts;
  console.info(
    `> ${scale.name}: ${c.allRestaurants} restaurants, ${c.dishes} scale dishes, ${c.customers} customers, ${c.allOrders} orders (${c.size})${scale.seededNow ? `, seeded in ${scale.seedSeconds} s` : ", reused"}`,
  );

  if (args.build || buildIsStale()) await nextBuild();
  await waitForQuiet(Number(args["quiet-load"]), Number(args["quiet-wait"]));

  const loadMeasured = loadAverage();
  const authSecret = randomBytes(32).toString("hex");
  const port = await freePort();
  console.info(`> Starting next start on port ${port} (load average ${loadMeasured.join(" / ")})`);
  // The logins send an X-Forwarded-For each, as one proxy in front would report its clients.
  const server = await startInstance({ databaseUrl: scale.url, port, authSecret, env: { TRUST_PROXY_HOPS: "1" } });
  const baseUrl = server.baseUrl;
  let bare;
  try {
    const { restaurantId } = scale.accounts.owner;
    const menuBody = await expectOk(baseUrl, `/api/getMenuByRestaurantId?_id=${restaurantId}`);
    const customer = await login(baseUrl, "customer", scale.accounts.customer.email, scale.accounts.password);
    const owner = await login(baseUrl, "restaurant", scale.accounts.owner.email, scale.accounts.password);
    const year = new Date().getFullYear();
    const bearer = (who) => ({ authorization: `Bearer ${who.token}` });

    const reads = [
      { key: "home", label: "home page", path: "/" },
      { key: "restaurants", label: "/restaurants page", path: "/restaurants" },
      { key: "menuPage", label: "menu page", path: `/restaurantPage/${restaurantId}/menu` },
      // one page of 24, as measured before the unpaged call started answering up to 500 restaurants
      { key: "fetchRestaurants", label: "fetchRestaurants", path: "/api/fetchRestaurants?page=1&pageSize=24" },
      // The same lists for a shopper who set where they are: the delivery filter (GIN index) must not slow them.
      { key: "restaurantsInCity", label: "/restaurants, city set", path: `/restaurants?city=${BENCH_CITY}` },
      {
        key: "fetchRestaurantsInCity",
        label: "fetchRestaurants, city set",
        path: `/api/fetchRestaurants?page=1&pageSize=24&city=${BENCH_CITY}`,
      },
      {
        key: "getMenuByRestaurantId",
        label: "getMenuByRestaurantId",
        path: `/api/getMenuByRestaurantId?_id=${restaurantId}`,
      },
      {
        key: "getOrdersByCustomerId",
        label: "getOrdersByCustomerId",
        // the first page, as the Past Orders screen asks for it (without paging the call answers up to 500)
        path: `/api/getOrdersByCustomerId?_id=${customer.id}&page=1&pageSize=20`,
        headers: bearer(customer),
      },
      {
        key: "getDashboardDetails",
        label: "getDashboardDetails",
        path: `/api/getDashboardDetails?_id=${restaurantId}&year=${year}`,
        headers: bearer(owner),
        kind: "dashboard",
      },
    ];
    for (const read of reads) await expectOk(baseUrl, read.path, { token: read.headers?.authorization.slice(7) });

    const tool = loadTool();
    console.info(
      `> ${tool}: ${CONNECTIONS} connections, ${DURATION_SECONDS} s per endpoint after ${WARMUP_SECONDS} s of warm-up`,
    );
    const rows = [];
    const measure = async (row, url, headers) => {
      const r = await loadTest({
        url,
        headers,
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
      });
      const measured = {
        key: row.key,
        label: row.label,
        path: row.path ?? null,
        kind: row.kind ?? "read",
        perSecond: r.perSecond,
        p50: r.latencyMs.p50,
        p95: r.latencyMs.p95,
        p99: r.latencyMs.p99,
        max: r.latencyMs.max,
        errors: r.errors,
        errorDetail: r.errorDetail,
        requests: r.requests,
        loadAverage1m: loadAverage()[0],
      };
      console.info(
        `  ${row.label.padEnd(28)} ${String(Math.round(r.perSecond)).padStart(6)} req/s   p95 ${r.latencyMs.p95} ms   errors ${r.errors}`,
      );
      rows.push(measured);
      return measured;
    };

    // The ceiling first, while the app is idle: the same menu bytes from a bare Node server.
    bare = await startBareServer(JSON.stringify(menuBody));
    const ceiling = await measure({ key: "ceiling", label: "bare Node server (ceiling)", kind: "ceiling" }, bare.url);
    bare.stop();
    bare = undefined;
    for (const read of reads) await measure(read, `${baseUrl}${read.path}`, read.headers ?? {});
    for (const row of rows) row.ratio = Math.round((row.perSecond / ceiling.perSecond) * 10000) / 10000;

    const checkoutCustomers = Number(args["checkout-customers"]);
    console.info(`> Checkout: ${checkoutCustomers} customers for ${args["checkout-duration"]} s`);
    const checkout = await runCheckoutLoad({
      baseUrl,
      customers: checkoutCustomers,
      durationSeconds: Number(args["checkout-duration"]),
    });
    rows.push({
      key: "checkout",
      label: `checkout (${checkoutCustomers} customers)`,
      path: null,
      kind: "checkout",
      perSecond: checkout.checkouts.perSecond,
      p50: checkout.checkoutLatencyMs.p50,
      p95: checkout.checkoutLatencyMs.p95,
      p99: checkout.checkoutLatencyMs.p99,
      max: checkout.checkoutLatencyMs.max,
      errors:
        checkout.checkouts.failed +
        checkout.consistency.lost +
        checkout.consistency.duplicated +
        checkout.consistency.unexpected,
      ratio: null,
    });

    let publicPages = null;
    if (!args["no-pages"]) {
      const cookie = await customerCookie(baseUrl, {
        email: scale.accounts.customer.email,
        password: scale.accounts.password,
        ip: `10.251.3.${1 + Math.floor(Math.random() * 250)}`,
      });
      publicPages = await measurePublicPages({
        baseUrl,
        cookie,
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
      });
      writePublicPagesResult(publicPages, {
        dataset: `${scale.name} (${c.size})`,
        server: "next start (production build), DATABASE_POOL_MAX 10, LIVE_BUS postgres, TRUST_PROXY_HOPS 1",
        loadAverageStart: loadMeasured,
      });
    }

    let vitals = null;
    if (!args["no-vitals"]) {
      console.info("> Web vitals in Chromium");
      vitals = await measureVitals({
        baseUrl,
        pages: { home: "/", restaurants: "/restaurants", menu: `/restaurantPage/${restaurantId}/menu` },
      });
    }

    const targets = evaluateTargets(rows);
    const result = {
      measuredAt: new Date().toISOString(),
      machine: {
        ...machine(),
        loadAverage: undefined,
        loadAverageStart: loadMeasured,
        loadAverageBeforeSeeding: loadStart,
        loadAverageEnd: loadAverage(),
      },
      settings: {
        tool,
        connections: CONNECTIONS,
        durationSeconds: DURATION_SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        server: "next start (production build), DATABASE_POOL_MAX 10, LIVE_BUS postgres",
      },
      dataset: {
        name: scale.name,
        size: c.size,
        restaurants: c.restaurants,
        allRestaurants: c.allRestaurants,
        dishes: c.dishes,
        customers: c.customers,
        orders: c.orders,
        allOrders: c.allOrders,
        busiestOrders: scale.accounts.owner.orders,
        customerOrders: scale.accounts.customer.listed,
        seededNow: scale.seededNow,
        seedSeconds: scale.seedSeconds,
      },
      rows,
      targets,
      checkout,
      vitals,
      publicPages,
    };
    await writeResults(result);

    console.info(`\n${consoleTable(rows)}\n`);
    for (const t of targets) console.info(`${t.met ? "MET    " : "NOT MET"}  ${t.target}: ${t.detail}`);
    if (vitals) {
      console.info("\npage          TTFB ms  FCP ms  LCP ms    CLS  JS gzip kB (original app: 236)");
      for (const [label, v] of Object.entries(vitals)) {
        console.info(
          `${label.padEnd(12)} ${String(v.ttfbMs).padStart(8)} ${String(v.fcpMs).padStart(7)} ${String(v.lcpMs).padStart(7)} ${String(v.cls).padStart(6)}  ${v.jsGzipKb}`,
        );
      }
    }
    if (publicPages) printPublicPages(publicPages);
    console.info(`\nwritten      ${RESULT_FILE}, ${DOC_FILE}${publicPages ? `, ${PUBLIC_PAGES_FILE}` : ""}`);
  } finally {
    bare?.stop();
    await server.stop();
  }
}

main().catch((error) => fail(error.stack ?? String(error)));
