#!/usr/bin/env node
// `npm run check:bundle` (and `npm test` after the build): each page's first-load JS, gzipped, from the
// production build in .next, against the framework's floor: a hello-world App Router page built with the same
// Next (scripts/bench/floor-app.mjs; built here when missing, reused after) and measured by the same function.
// Budgets in bench/budgets.json are kB over that floor (issue 16: customer pages floor + 15, owner pages
// floor + 45). Fails when a page is over its budget or has none. A budget marked `"pending": true` is a target
// not met yet: reported as NOT MET without failing, but still held to its `interimOverFloor` (today's figure
// + about 3 kB) so the page cannot grow meanwhile. BUNDLE_BUDGET_STRICT=1 fails pending budgets too.
//
// A page's first-load JS is what its HTML asks for before any interaction: Next's root main files
// (.next/build-manifest.json `rootMainFiles`) plus the entry chunks of the page's segments (its
// layouts, error boundaries and the page) from .next/server/app/**/page_client-reference-manifest.js.
// Not-found/forbidden/unauthorized boundaries load only when used, and the polyfill chunk is
// `noModule` (modern browsers skip it), so neither counts. This set was checked against the
// <script src> tags of the served HTML, route by route. tests/e2e/first-load-js.spec.ts measures
// the same pages in a browser, which also counts chunks fetched after load (link prefetches, lazy
// parts): its figures are 1-3 kB higher.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { buildFloorApp, floorDistDir } from "./bench/floor-app.mjs";

const NEXT_DIR = ".next";
const BUDGETS_FILE = "bench/budgets.json";
const REPORT_FILE = ".test-reports/bundle-budget.json";
const require = createRequire(import.meta.url);

/** "/(customer)/restaurantPage/[id]/menu/page" -> "/restaurantPage/[id]/menu" */
export function urlRouteOf(appPage) {
  const parts = appPage.split("/").filter((p) => p && !/^\(.+\)$/.test(p) && !p.startsWith("@"));
  if (parts.at(-1) === "page") parts.pop();
  return `/${parts.join("/")}`;
}

/** The budget of a route: an exact entry first, else the longest "/prefix/*" entry that covers it. */
export function budgetFor(route, budgets) {
  const exact = budgets.find((b) => b.route === route);
  if (exact) return exact;
  return budgets
    .filter((b) => b.route.endsWith("/*") && route.startsWith(b.route.slice(0, -1)))
    .sort((a, b) => b.route.length - a.route.length)[0];
}

function clientManifests(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...clientManifests(full));
    else if (entry.name === "page_client-reference-manifest.js") out.push(full);
  }
  return out;
}

function readClientManifest(file) {
  // The file assigns globalThis.__RSC_MANIFEST[<app page>] = {...}.
  const previous = globalThis.__RSC_MANIFEST;
  globalThis.__RSC_MANIFEST = {};
  try {
    require(path.resolve(file));
    const [[appPage, manifest]] = Object.entries(globalThis.__RSC_MANIFEST);
    return { appPage, manifest };
  } finally {
    globalThis.__RSC_MANIFEST = previous;
  }
}

const LAZY_BOUNDARY = /\/(not-found|forbidden|unauthorized)$/;
const gzipCache = new Map();
function gzipKb(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file)).length / 1024);
  return gzipCache.get(file);
}

/** Every page of the build in `nextDir` with its first-load JS (kB, gzip) and the chunks that make it up. */
export function measurePages(nextDir = NEXT_DIR) {
  const buildManifest = JSON.parse(readFileSync(path.join(nextDir, "build-manifest.json"), "utf8"));
  const pages = [];
  for (const file of clientManifests(path.join(nextDir, "server", "app"))) {
    const { appPage, manifest } = readClientManifest(file);
    const chunks = new Set(buildManifest.rootMainFiles);
    for (const [entry, files] of Object.entries(manifest.entryJSFiles ?? {})) {
      if (LAZY_BOUNDARY.test(entry)) continue;
      for (const chunk of files) if (chunk.endsWith(".js")) chunks.add(chunk);
    }
    const kb = [...chunks].reduce((sum, chunk) => sum + gzipKb(path.join(nextDir, chunk)), 0);
    pages.push({ route: urlRouteOf(appPage), kb: Math.round(kb * 10) / 10, chunks: [...chunks] });
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

const round1 = (n) => Math.round(n * 10) / 10;

/**
 * One row per page: its figure, its excess over the floor and the verdict of its budget.
 *   PASS / FAIL: within floor + overFloor, or not (a pending budget that is met says so);
 *   NOT MET (pending issue N): over a pending target; fails only over `interimOverFloor` (or when `strict`);
 *   NO BUDGET: fails.
 */
export function evaluatePages(pages, floorKb, budgets, { strict = false } = {}) {
  return pages.map(({ route, kb }) => {
    const over = round1(kb - floorKb);
    const budget = budgetFor(route, budgets);
    if (!budget) return { route, kb, overFloor: over, budgetKb: null, ok: false, status: "NO BUDGET" };
    const budgetKb = round1(floorKb + budget.overFloor);
    const row = { route, kb, overFloor: over, budgetOverFloor: budget.overFloor, budgetKb };
    if (over <= budget.overFloor)
      return { ...row, ok: true, status: budget.pending ? "PASS (met: remove its pending marker)" : "PASS" };
    if (!budget.pending || strict) return { ...row, ok: false, status: "FAIL" };
    const interim = budget.interimOverFloor ?? null;
    const ok = interim === null || over <= interim;
    const status = `NOT MET (pending ${budget.pending === true ? "issue 16" : budget.pending})`;
    return {
      ...row,
      pending: true,
      interimOverFloor: interim,
      ok,
      status: ok ? status : `FAIL (over its interim +${interim} while pending)`,
    };
  });
}

async function main() {
  if (!existsSync(path.join(NEXT_DIR, "BUILD_ID"))) {
    console.error("No production build in .next: run `npm run build` first.");
    process.exit(1);
  }
  const { budgets } = JSON.parse(readFileSync(BUDGETS_FILE, "utf8"));
  const strict = process.env.BUNDLE_BUDGET_STRICT === "1";
  const floorBuild = await buildFloorApp();
  const floorPage = measurePages(floorDistDir(floorBuild.dir)).find((p) => p.route === "/");
  if (!floorPage) throw new Error(`The floor build in ${floorBuild.dir} has no "/" page`);
  const floorKb = floorPage.kb;
  const rows = evaluatePages(measurePages(), floorKb, budgets, { strict });

  const pad = (value, width) => String(value).padEnd(width);
  const signed = (n) => `${n >= 0 ? "+" : ""}${n.toFixed(1)}`;
  console.info(
    `First-load JS (gzip kB) over the floor (hello world, Next ${floorBuild.nextVersion}), budgets in ${BUDGETS_FILE}:`,
  );
  console.info(`${pad("route", 34)}${pad("kB", 8)}${pad("over", 8)}${pad("budget", 16)}result`);
  console.info(`${pad("floor: hello world", 34)}${pad(floorKb.toFixed(1), 8)}${pad("+0.0", 8)}${pad("-", 16)}floor`);
  for (const r of rows) {
    const budget = r.budgetKb === null ? "-" : `${r.budgetKb.toFixed(1)} (+${r.budgetOverFloor})`;
    const interim = r.pending ? `; interim +${r.interimOverFloor ?? "none"}` : "";
    console.info(
      `${pad(r.route, 34)}${pad(r.kb.toFixed(1), 8)}${pad(signed(r.overFloor), 8)}${pad(budget, 16)}${r.status}${interim}`,
    );
  }
  mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
  const report = {
    floor: { app: "hello world", next: floorBuild.nextVersion, kb: floorKb, chunks: floorPage.chunks.length },
    strict,
    pages: rows,
  };
  writeFileSync(REPORT_FILE, JSON.stringify(report, null, 2));

  const failures = rows.filter((r) => !r.ok);
  if (failures.length > 0) {
    console.error(
      `\n${failures.length} page(s) over budget or without one. Make the page lighter, or (for a new page, or a ` +
        `growth that is worth it) change its entry in ${BUDGETS_FILE} and say why in the commit.`,
    );
    process.exit(1);
  }
  const pending = rows.filter((r) => r.pending).map((r) => r.route);
  console.info(
    `\nAll ${rows.length} pages within their budgets` +
      (pending.length ? `; ${pending.length} pending target(s) not met yet: ${pending.join(", ")}.` : "."),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(error.stack ?? String(error));
    process.exit(1);
  });
