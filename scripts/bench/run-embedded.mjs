#!/usr/bin/env node
// `npm run bench:embedded`: the embedded default's two engines in one run, on the same build and machine.
// For PGlite (EMBEDDED_DB=pglite, the default before issue 18) and then the embedded PostgreSQL (the default
// now), each on a fresh data folder: `npm start`, then the checkout load of `npm run bench:checkout` (20
// customers for 20 s, none lost or duplicated), then 50 connections for 10 s (after a 3 s warm-up) on
// GET /api/fetchRestaurants and GET /api/getMenuByRestaurantId, then a stop. Prints a table and reports it
// (report.mjs: bench/results/embedded-latest.json and docs/performance.md). A benchmark, not a test: it fails only when orders are lost.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { runCheckoutLoad } from "./checkout.mjs";
import { loadTest } from "./load.mjs";
import { reportRun } from "./report.mjs";
import { buildIsStale, ensurePrismaClient, nextBuild } from "../lib/build-steps.mjs";
import { freePort } from "../lib/free-port.mjs";
import { npmStart } from "../lib/npm-start.mjs";

const ENGINES = ["pglite", "postgres"];

await ensurePrismaClient();
if (buildIsStale()) await nextBuild();

const results = {};
for (const engine of ENGINES) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `thali-bench-${engine}-`));
  const port = await freePort();
  console.info(`\n━━ ${engine}: npm start on a fresh folder`);
  const app = await npmStart({ dataDir, port, env: { EMBEDDED_DB: engine } });
  try {
    const checkout = await runCheckoutLoad({ baseUrl: app.baseUrl, customers: 20, durationSeconds: 20 });
    const list = await fetch(`${app.baseUrl}/api/fetchRestaurants`).then((r) => r.json());
    const menuUrl = `${app.baseUrl}/api/getMenuByRestaurantId?_id=${list.restaurants[0]._id}`;
    const fetchRestaurants = await loadTest({ url: `${app.baseUrl}/api/fetchRestaurants`, durationSeconds: 10 });
    const menu = await loadTest({ url: menuUrl, durationSeconds: 10 });
    results[engine] = {
      checkoutsPerSecond: checkout.checkouts.perSecond,
      checkoutsCompleted: checkout.checkouts.completed,
      checkoutsFailed: checkout.checkouts.failed,
      checkoutP95Ms: checkout.checkoutLatencyMs.p95,
      consistent: checkout.consistency.ok,
      fetchRestaurants: {
        perSecond: fetchRestaurants.perSecond,
        p95Ms: fetchRestaurants.latencyMs.p95,
        errors: fetchRestaurants.errors,
      },
      menu: { perSecond: menu.perSecond, p95Ms: menu.latencyMs.p95, errors: menu.errors },
    };
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const row = (label, pick) => `${label.padEnd(34)}${ENGINES.map((e) => String(pick(results[e])).padStart(14)).join("")}`;
await reportRun("embedded", {
  command: "npm run bench:embedded",
  summary: { results },
  lines: [
    `${"".padEnd(34)}${ENGINES.map((e) => e.padStart(14)).join("")}`,
    row("checkouts/s (20 customers, 20 s)", (r) => r.checkoutsPerSecond),
    row("  completed / failed", (r) => `${r.checkoutsCompleted} / ${r.checkoutsFailed}`),
    row("  whole checkout p95 ms", (r) => r.checkoutP95Ms),
    row("  none lost or duplicated", (r) => r.consistent),
    row("fetchRestaurants req/s (50 conn.)", (r) => r.fetchRestaurants.perSecond),
    row("  p95 ms / errors", (r) => `${r.fetchRestaurants.p95Ms} / ${r.fetchRestaurants.errors}`),
    row("getMenuByRestaurantId req/s", (r) => r.menu.perSecond),
    row("  p95 ms / errors", (r) => `${r.menu.p95Ms} / ${r.menu.errors}`),
  ],
});
if (ENGINES.some((e) => !results[e].consistent)) process.exit(1);
