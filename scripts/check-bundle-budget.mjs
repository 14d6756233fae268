#!/usr/bin/env node
// `npm run check:bundle` (and `npm test` after the build): each page's first-load JS, gzipped, from
// the production build in .next, against its budget in bench/budgets.json. Fails when a page is over
// its enforced ceiling or has no budget at all; prints the issue's target beside it (MET / NOT MET).
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
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(NEXT_DIR, file))).length / 1024);
  return gzipCache.get(file);
}

/** Every page of the build with its first-load JS (kB, gzip) and the chunks that make it up. */
export function measurePages() {
  const buildManifest = JSON.parse(readFileSync(path.join(NEXT_DIR, "build-manifest.json"), "utf8"));
  const pages = [];
  for (const file of clientManifests(path.join(NEXT_DIR, "server", "app"))) {
    const { appPage, manifest } = readClientManifest(file);
    const chunks = new Set(buildManifest.rootMainFiles);
    for (const [entry, files] of Object.entries(manifest.entryJSFiles ?? {})) {
      if (LAZY_BOUNDARY.test(entry)) continue;
      for (const chunk of files) if (chunk.endsWith(".js")) chunks.add(chunk);
    }
    const kb = [...chunks].reduce((sum, chunk) => sum + gzipKb(chunk), 0);
    pages.push({ route: urlRouteOf(appPage), kb: Math.round(kb * 10) / 10, chunks: [...chunks] });
  }
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

function main() {
  if (!existsSync(path.join(NEXT_DIR, "BUILD_ID"))) {
    console.error("No production build in .next: run `npm run build` first.");
    process.exit(1);
  }
  const { budgets } = JSON.parse(readFileSync(BUDGETS_FILE, "utf8"));
  const rows = measurePages().map(({ route, kb }) => {
    const budget = budgetFor(route, budgets);
    if (!budget) return { route, kb, ceiling: null, target: null, ok: false, status: "NO BUDGET" };
    const target = budget.target ?? null;
    return {
      route,
      kb,
      ceiling: budget.ceiling,
      target,
      ok: kb <= budget.ceiling,
      status: target === null ? "no target" : kb <= target ? "MET" : "NOT MET",
    };
  });

  const pad = (value, width) => String(value).padEnd(width);
  console.info(`First-load JS (gzip kB) against ${BUDGETS_FILE}:`);
  console.info(`${pad("route", 34)}${pad("kB", 8)}${pad("ceiling", 9)}${pad("target", 8)}issue target`);
  for (const r of rows) {
    const over = r.ok ? "" : r.ceiling === null ? "  ✖ no budget for this page" : "  ✖ over the ceiling";
    console.info(
      `${pad(r.route, 34)}${pad(r.kb.toFixed(1), 8)}${pad(r.ceiling ?? "-", 9)}${pad(r.target ?? "-", 8)}${r.status}${over}`,
    );
  }
  mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
  writeFileSync(REPORT_FILE, JSON.stringify(rows, null, 2));

  const failures = rows.filter((r) => !r.ok);
  if (failures.length > 0) {
    console.error(
      `\n${failures.length} page(s) over budget or without one. Make the page lighter, or (for a new page, or a ` +
        `growth that is worth it) change its entry in ${BUDGETS_FILE} and say why in the commit.`,
    );
    process.exit(1);
  }
  const unmet = rows.filter((r) => r.status === "NOT MET").length;
  console.info(`\nAll ${rows.length} pages within their ceilings; ${unmet} still above the issue's target.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
