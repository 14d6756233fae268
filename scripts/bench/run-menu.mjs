#!/usr/bin/env node
// `npm run bench:menu [-- <base URL>]`: load test of GET /api/getMenuByRestaurantId against a server
// that is already running (`npm start`; this starts nothing). 50 connections for 15 seconds on one
// demo restaurant's menu, after a 3-second warm-up (load.mjs: wrk, else autocannon); prints requests per
// second, latency percentiles and errors, and reports them (report.mjs: bench/results/menu-latest.json and
// docs/performance.md). A benchmark, not a test: it passes or fails nothing.
import { loadTest } from "./load.mjs";
import { baseUrlArg, fail, reportRun } from "./report.mjs";

const CONNECTIONS = 50;
const DURATION_SECONDS = 15;
const WARMUP_SECONDS = 3;
const TARGET_P95_MS = 50;

const baseUrl = baseUrlArg();

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

const list = await getJson(`${baseUrl}/api/fetchRestaurants?pageSize=1`);
const restaurant = list.restaurants?.[0];
if (!restaurant) fail("The server lists no restaurants; start it with demo data (SEED_DEMO_DATA=true).");
const menuPath = `/api/getMenuByRestaurantId?_id=${encodeURIComponent(restaurant._id)}`;
const menu = await getJson(`${baseUrl}${menuPath}`);
const dishes = menu.menuitems.reduce((n, group) => n + group.category_count, 0);
console.info(`> ${restaurant.name}: ${menu.menuitems.length} categories, ${dishes} dishes`);
console.info(`> ${CONNECTIONS} connections for ${DURATION_SECONDS} s on ${baseUrl}${menuPath}`);

const load = await loadTest({
  url: `${baseUrl}${menuPath}`,
  connections: CONNECTIONS,
  durationSeconds: DURATION_SECONDS,
  warmupSeconds: WARMUP_SECONDS,
});
const { p50, p95, p99, max } = load.latencyMs;
const meetsTarget = (p95 ?? Infinity) < TARGET_P95_MS;

await reportRun("menu", {
  command: "npm run bench:menu",
  summary: {
    baseUrl,
    path: menuPath,
    restaurant: { id: restaurant._id, name: restaurant.name, categories: menu.menuitems.length, dishes },
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    warmupSeconds: WARMUP_SECONDS,
    ...load,
    targetP95Ms: TARGET_P95_MS,
    meetsTarget,
  },
  lines: [
    `menu         ${restaurant.name} (${menu.menuitems.length} categories, ${dishes} dishes), ${load.tool}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s after a ${WARMUP_SECONDS} s warm-up`,
    `requests/s   ${load.perSecond} (${load.requests} in ${DURATION_SECONDS} s)`,
    `latency ms   p50 ${p50}   p95 ${p95}   p99 ${p99}   max ${max}`,
    `errors       ${load.errors} (${Object.entries(load.errorDetail)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(", ")})`,
    `target       p95 < ${TARGET_P95_MS} ms: ${meetsTarget ? "met" : "NOT met"}`,
  ],
});
