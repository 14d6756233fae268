#!/usr/bin/env node
// `npm run bench:menu [-- <base URL>]`: load test of GET /api/getMenuByRestaurantId against a server
// that is already running (`npm start`; this starts nothing). 50 connections for 15 seconds on one
// demo restaurant's menu, after a 3-second warm-up; prints requests per second, latency percentiles and errors, and writes
// them to bench/results/menu-latest.json. A benchmark, not a test: it passes or fails nothing.
import autocannon from "autocannon";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const CONNECTIONS = 50;
const DURATION_SECONDS = 15;
const WARMUP_SECONDS = 3;
const TARGET_P95_MS = 50;
const RESULT_FILE = path.join("bench", "results", "menu-latest.json");

const baseUrl = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/+$/, "");

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

async function getJson(url) {
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    fail(`Cannot reach ${url} (${error.cause?.code ?? error.message}). Start the server first: npm start`);
  }
  if (!response.ok) fail(`${url} answered ${response.status}`);
  return response.json();
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round = (ms) => (ms === null ? null : Math.round(ms * 100) / 100);

const list = await getJson(`${baseUrl}/api/fetchRestaurants?pageSize=1`);
const restaurant = list.restaurants?.[0];
if (!restaurant) fail("The server lists no restaurants; start it with demo data (SEED_DEMO_DATA=true).");
const menuPath = `/api/getMenuByRestaurantId?_id=${encodeURIComponent(restaurant._id)}`;
const menu = await getJson(`${baseUrl}${menuPath}`);
const dishes = menu.menuitems.reduce((n, group) => n + group.category_count, 0);
console.info(`> ${restaurant.name}: ${menu.menuitems.length} categories, ${dishes} dishes`);
console.info(`> ${CONNECTIONS} connections for ${DURATION_SECONDS} s on ${baseUrl}${menuPath}`);

// autocannon reports p50, p90, p97.5 and p99 but not p95, so every 2xx response time is kept and
// the percentiles below are computed from all of them (nearest rank), the same samples autocannon's
// own histogram records.
// A short warm-up first, so the figures describe a running server rather than its first JIT compiles.
await autocannon({ url: `${baseUrl}${menuPath}`, connections: CONNECTIONS, duration: WARMUP_SECONDS });

const latencies = [];
const instance = autocannon({ url: `${baseUrl}${menuPath}`, connections: CONNECTIONS, duration: DURATION_SECONDS });
instance.on("response", (_client, statusCode, _bytes, responseTime) => {
  if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
});
const result = await instance;
latencies.sort((a, b) => a - b);

const summary = {
  measuredAt: new Date().toISOString(),
  baseUrl,
  path: menuPath,
  restaurant: { id: restaurant._id, name: restaurant.name, categories: menu.menuitems.length, dishes },
  connections: CONNECTIONS,
  durationSeconds: DURATION_SECONDS,
  requests: { total: result.requests.total, perSecond: round(result.requests.average) },
  latencyMs: {
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? null),
    mean: round(latencies.reduce((sum, ms) => sum + ms, 0) / (latencies.length || 1)),
  },
  autocannonLatencyMs: {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
  },
  p95Method: "nearest rank over every 2xx response time recorded from autocannon's response events",
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  targetP95Ms: TARGET_P95_MS,
  meetsTarget: (percentile(latencies, 95) ?? Infinity) < TARGET_P95_MS,
};

mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
writeFileSync(RESULT_FILE, `${JSON.stringify(summary, null, 2)}\n`);

const { p50, p95, p99 } = summary.latencyMs;
console.info(`\nrequests/s   ${summary.requests.perSecond} (${summary.requests.total} in ${DURATION_SECONDS} s)`);
console.info(`latency ms   p50 ${p50}   p95 ${p95}   p99 ${p99}   max ${summary.latencyMs.max}`);
console.info(`errors       ${summary.errors} (timeouts ${summary.timeouts}, non-2xx ${summary.non2xx})`);
console.info(`target       p95 < ${TARGET_P95_MS} ms: ${summary.meetsTarget ? "met" : "NOT met"}`);
console.info(`written      ${RESULT_FILE}`);
