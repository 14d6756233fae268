// Issue 16's side-by-side throughput: the public pages (/, /restaurants, a menu page), anonymous and as a
// logged-in customer, as a share of the floor's req/s, the floor being a hello-world page built with the same
// Next (scripts/bench/floor-app.mjs) served by `next start` on this machine in the same run.
// The same load tool (scripts/bench/load.mjs: wrk, else autocannon) with the same connections, warm-up and
// duration measures both. The machine is shared, so the floor is measured again between every two page runs
// (F P F P ... F) and each page is compared with the mean of the floor runs just before and after it: noise
// that slows one slows its reference too. Targets: anonymous >= 40% of the floor and p95 < 100 ms at
// 50 connections; logged-in >= 25%.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../lib/live-instances.mjs";
import { buildFloorApp, SIZED_CARDS, startFloorApp } from "./floor-app.mjs";
import { loadTest, loadTool } from "./load.mjs";

export const PUBLIC_PAGES_FILE = path.join("bench", "results", "public-pages-latest.json");
const PUBLIC_PAGE_TARGETS = {
  anonymous: { floorShare: 0.4, p95Ms: 100 },
  customer: { floorShare: 0.25, p95Ms: null },
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round1 = (n) => Math.round(n * 10) / 10;

/**
 * Logs a customer in through the API once (the login is limited per address: `ip` is sent as X-Forwarded-For,
 * which the server counts with TRUST_PROXY_HOPS=1) and returns the session cookies as a Cookie header.
 */
export async function customerCookie(baseUrl, { email, password, ip = "10.252.1.1" }) {
  const response = await fetch(`${baseUrl}/api/login/customer`, {
    method: "POST",
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      origin: new URL(baseUrl).origin,
      "x-forwarded-for": ip,
    },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`Login of ${email} answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]);
  if (cookies.length === 0) throw new Error(`Login of ${email} set no cookie`);
  return cookies.join("; ");
}

async function expectPage(url, headers) {
  const response = await fetch(url, { headers, redirect: "manual" });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
}

/** The size of the HTML `url` answers (uncompressed, as the load tool asks for it). */
async function htmlBytes(url) {
  const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
  return (await response.arrayBuffer()).byteLength;
}

/** A restaurant to take the menu page of: the first that /api/fetchRestaurants lists. */
async function firstRestaurantId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/fetchRestaurants?page=1&pageSize=1`);
  const body = await response.json();
  const id = body.restaurants?.[0]?._id;
  if (!id) throw new Error("/api/fetchRestaurants lists no restaurant");
  return id;
}

/** The console table of the rows that measurePublicPages returns. */
export function publicPagesTable(result) {
  const header = [
    "page",
    "visitor",
    "req/s",
    "of floor",
    "HTML kB",
    "of same-size floor",
    "p50 ms",
    "p95 ms",
    "errors",
    "target",
    "result",
  ];
  const lines = [result.floor, ...result.rows].map((r) => [
    r.label,
    r.visitor,
    String(Math.round(r.perSecond)),
    r.floorShare === null ? "100%" : `${(r.floorShare * 100).toFixed(1)}%`,
    r.htmlKb === undefined ? "–" : r.htmlKb.toFixed(1),
    r.sameSize
      ? `${(r.sameSize.share * 100).toFixed(1)}% of ${Math.round(r.sameSize.perSecond)} (${r.sameSize.htmlKb} kB)`
      : "–",
    r.p50.toFixed(1),
    r.p95.toFixed(1),
    String(r.errors),
    r.target ?? "–",
    r.met === null ? "floor" : r.met ? "MET" : "NOT MET",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const alignLeft = new Set([0, 1, 5, 9, 10]);
  const format = (cells) =>
    cells.map((c, i) => (alignLeft.has(i) ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n");
}

/**
 * Measures the floor and the public pages of the running app at `baseUrl`, interleaved. `cookie` is a logged-in
 * customer's Cookie header (customerCookie). Resolves with `{ floor, rows, floorRuns, settings }`.
 */
export async function measurePublicPages({
  baseUrl,
  cookie,
  connections = 50,
  durationSeconds = 10,
  warmupSeconds = 3,
  log = console.info,
}) {
  const floorBuild = await buildFloorApp({ log });
  const floorServer = await startFloorApp({ port: await freePort() });
  try {
    const restaurantId = await firstRestaurantId(baseUrl);
    const pages = [
      { key: "home", label: "/", path: "/" },
      { key: "restaurants", label: "/restaurants", path: "/restaurants" },
      { key: "menu", label: "menu page", path: `/restaurantPage/${restaurantId}/menu` },
    ];
    const visitors = [
      { visitor: "anonymous", headers: {} },
      { visitor: "customer", headers: { cookie } },
    ];
    for (const { headers } of visitors) for (const page of pages) await expectPage(`${baseUrl}${page.path}`, headers);

    const tool = loadTool();
    log(
      `> Public pages against the floor (${floorServer.baseUrl}, Next ${floorBuild.nextVersion}): ${tool}, ` +
        `${connections} connections, ${durationSeconds} s each after ${warmupSeconds} s of warm-up, floor between pages`,
    );
    const run = async (url, headers = {}) => {
      const r = await loadTest({ url, headers, connections, durationSeconds, warmupSeconds });
      return {
        perSecond: r.perSecond,
        p50: r.latencyMs.p50,
        p95: r.latencyMs.p95,
        p99: r.latencyMs.p99,
        errors: r.errors,
        requests: r.requests,
        loadAverage1m: round1(os.loadavg()[0]),
      };
    };
    const measureFloor = async () => {
      const r = await run(`${floorServer.baseUrl}/`);
      log(`  floor /                         ${String(Math.round(r.perSecond)).padStart(6)} req/s   p95 ${r.p95} ms`);
      return r;
    };

    const floorRuns = [await measureFloor()];
    const rows = [];
    for (const { visitor, headers } of visitors) {
      for (const page of pages) {
        const r = await run(`${baseUrl}${page.path}`, headers);
        log(
          `  ${`${page.label}, ${visitor}`.padEnd(30)} ${String(Math.round(r.perSecond)).padStart(6)} req/s   p95 ${r.p95} ms   errors ${r.errors}`,
        );
        const before = floorRuns.at(-1);
        const after = await measureFloor();
        floorRuns.push(after);
        const reference = (before.perSecond + after.perSecond) / 2;
        const target = PUBLIC_PAGE_TARGETS[visitor];
        const floorShare = reference > 0 ? Math.round((r.perSecond / reference) * 10000) / 10000 : 0;
        const met =
          floorShare >= target.floorShare && (target.p95Ms === null || r.p95 < target.p95Ms) && r.errors === 0;
        rows.push({
          key: page.key,
          label: page.label,
          path: page.path,
          visitor,
          ...r,
          floorReferencePerSecond: round1(reference),
          floorShare,
          target: `≥ ${target.floorShare * 100}%${target.p95Ms === null ? "" : `, p95 < ${target.p95Ms} ms`}`,
          met,
        });
      }
    }
    // The same Next serving a static page of about each page's size (floor-app.mjs, /sized/<cards>): what the
    // framework does for that many bytes of HTML, whatever the app does to make them.
    const sizedKb = new Map();
    for (const cards of SIZED_CARDS)
      sizedKb.set(cards, (await htmlBytes(`${floorServer.baseUrl}/sized/${cards}`)) / 1024);
    for (const page of pages) {
      const htmlKb = (await htmlBytes(`${baseUrl}${page.path}`)) / 1024;
      const [cards, floorKb] = [...sizedKb].sort((a, b) => Math.abs(a[1] - htmlKb) - Math.abs(b[1] - htmlKb))[0];
      const r = await run(`${floorServer.baseUrl}/sized/${cards}`);
      log(
        `  floor /sized/${cards} (${floorKb.toFixed(1)} kB)`.padEnd(34) +
          `${String(Math.round(r.perSecond)).padStart(6)} req/s   p95 ${r.p95} ms`,
      );
      for (const row of rows.filter((row) => row.key === page.key)) {
        row.htmlKb = round1(htmlKb);
        row.sameSize = {
          path: `/sized/${cards}`,
          htmlKb: round1(floorKb),
          perSecond: round1(r.perSecond),
          p95: r.p95,
          share: Math.round((row.perSecond / r.perSecond) * 10000) / 10000,
        };
      }
    }
    const floor = {
      key: "floor",
      label: "floor: hello world /",
      path: "/",
      visitor: "anonymous",
      perSecond: round1(median(floorRuns.map((r) => r.perSecond))),
      p50: round1(median(floorRuns.map((r) => r.p50))),
      p95: round1(median(floorRuns.map((r) => r.p95))),
      p99: round1(median(floorRuns.map((r) => r.p99))),
      errors: floorRuns.reduce((n, r) => n + r.errors, 0),
      floorShare: null,
      target: null,
      met: null,
      note: `median of ${floorRuns.length} runs, one before the first page and one after each page`,
    };
    return {
      floor,
      rows,
      floorRuns,
      settings: {
        tool,
        connections,
        durationSeconds,
        warmupSeconds,
        next: floorBuild.nextVersion,
        floorBuildSeconds: floorBuild.seconds,
        floorBuiltNow: floorBuild.built,
        restaurantId,
        targets: PUBLIC_PAGE_TARGETS,
      },
    };
  } finally {
    await floorServer.stop();
  }
}

/** Writes bench/results/public-pages-latest.json. */
export function writePublicPagesResult(result, extra = {}) {
  mkdirSync(path.dirname(PUBLIC_PAGES_FILE), { recursive: true });
  const git = (...args) => spawnSync("git", args, { encoding: "utf8" }).stdout?.trim() || null;
  const out = {
    measuredAt: new Date().toISOString(),
    commit: git("rev-parse", "--short", "HEAD"),
    uncommittedChanges: Boolean(git("status", "--porcelain", "--untracked-files=no")),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      loadAverageEnd: os.loadavg().map(round1),
    },
    ...extra,
    ...result,
  };
  writeFileSync(PUBLIC_PAGES_FILE, `${JSON.stringify(out, null, 2)}\n`);
  return PUBLIC_PAGES_FILE;
}
