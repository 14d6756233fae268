// The benchmarks' one way to report (their load helper is load.mjs): each run writes its result to
// bench/results/<name>-latest.json and its figures into docs/performance.md, between the markers
// <!-- bench:<name> --> and <!-- /bench:<name> --> (text around them is kept; a missing pair is added at the end,
// under "Latest runs"). The umbrella `npm run bench` writes bench/results/latest.json and its one table.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as prettier from "prettier";

export const RESULT_FILE = path.join("bench", "results", "latest.json");
export const DOC_FILE = path.join("docs", "performance.md");
const LATEST_HEADING = "## Latest runs";

/** bench/results/<name>-latest.json */
const resultFileOf = (name) => path.join("bench", "results", `${name}-latest.json`);

/** Prints `message` and ends the run with exit code 1. */
export function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** The base URL given as the first argument (a running server), without a trailing slash. */
export const baseUrlArg = (fallback = "http://127.0.0.1:3000") => (process.argv[2] ?? fallback).replace(/\/+$/, "");

/** This machine, and how busy it is now (the machine is shared, so every figure names its load). */
export function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
  };
}

async function writePretty(file, text) {
  mkdirSync(path.dirname(file), { recursive: true });
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

/** Replaces the text between `begin` and `end` in docs/performance.md (both kept), or adds the block at the end. */
async function writeDocBlock(begin, end, body) {
  const block = `${begin}\n\n${body}\n\n${end}`;
  const current = existsSync(DOC_FILE) ? readFileSync(DOC_FILE, "utf8") : "# Performance\n";
  const start = current.indexOf(begin);
  const stop = current.indexOf(end);
  let doc;
  if (start >= 0 && stop > start) doc = `${current.slice(0, start)}${block}${current.slice(stop + end.length)}`;
  else if (current.includes(`\n${LATEST_HEADING}\n`)) doc = `${current.trimEnd()}\n\n${block}\n`;
  else doc = `${current.trimEnd()}\n\n${LATEST_HEADING}\n\n${block}\n`;
  // Formatted as the repository formats Markdown (aligned tables), so the file stays prettier-clean.
  await writePretty(DOC_FILE, doc);
}

/**
 * A benchmark's result: prints `lines` (its figures, one per line), writes `summary` to
 * bench/results/<name>-latest.json and `lines` into its section of docs/performance.md under one line saying
 * when, on what and by which command they were measured.
 */
export async function reportRun(name, { command, summary, lines }) {
  const file = resultFileOf(name);
  const m = machine();
  for (const line of lines) console.info(line);
  await writePretty(file, JSON.stringify({ measuredAt: new Date().toISOString(), machine: m, ...summary }));
  const when = new Date().toISOString().slice(0, 16).replace("T", " ");
  const body =
    `\`${command}\`, ${when} UTC, ${m.cpus} × ${m.cpuModel}, Node ${m.node}, load average ` +
    `${m.loadAverage.join(" / ")} at the end (\`${file}\`):\n\n\`\`\`text\n${lines.join("\n")}\n\`\`\``;
  await writeDocBlock(`<!-- bench:${name} -->`, `<!-- /bench:${name} -->`, body);
  console.info(`written      ${file}, ${DOC_FILE}`);
}

const ORIGINAL_BUNDLE_KB = 236;
const TARGETS = { readP95Ms: 50, menuCeilingRatio: 0.3, dashboardP95Ms: 150, locationListRatio: 0.8 };

/** Each list measured with a delivery location, and the same list without one. */
const LOCATION_PAIRS = [
  ["restaurantsInCity", "restaurants"],
  ["fetchRestaurantsInCity", "fetchRestaurants"],
];

const BEGIN = "<!-- bench:begin (written by `npm run bench`; edit outside these markers) -->";
const END = "<!-- bench:end -->";

const fixed = (value, digits = 1) => (value === null || value === undefined ? "–" : Number(value).toFixed(digits));
const int = (value) => (value === null || value === undefined ? "–" : Math.round(value).toLocaleString("en"));
const ratio = (value) =>
  value === null || value === undefined ? "–" : `${(value * 100).toFixed(value < 0.1 ? 1 : 0)}%`;

/** MET / NOT MET for each target, from the rows. */
export function evaluateTargets(rows) {
  const reads = rows.filter((r) => r.kind === "read");
  const slowReads = reads.filter((r) => !(r.p95 < TARGETS.readP95Ms));
  const menu = rows.find((r) => r.key === "getMenuByRestaurantId");
  const dashboard = rows.find((r) => r.key === "getDashboardDetails");
  const withErrors = rows.filter((r) => r.kind !== "ceiling" && r.errors > 0);
  const locationPairs = LOCATION_PAIRS.map(([withCity, without]) => [
    rows.find((r) => r.key === withCity),
    rows.find((r) => r.key === without),
  ]).filter(([a, b]) => a && b);
  const locationRatio = (a, b) => (b.perSecond > 0 ? a.perSecond / b.perSecond : 0);
  return [
    {
      target: `reads p95 < ${TARGETS.readP95Ms} ms at 50 concurrent clients`,
      met: slowReads.length === 0,
      detail: slowReads.length
        ? `over: ${slowReads.map((r) => `${r.label} ${fixed(r.p95)} ms`).join(", ")}`
        : `all ${reads.length} under (worst ${fixed(Math.max(...reads.map((r) => r.p95)))} ms)`,
    },
    {
      target: `menu endpoint ≥ ${TARGETS.menuCeilingRatio * 100}% of the bare-server ceiling`,
      met: (menu?.ratio ?? 0) >= TARGETS.menuCeilingRatio,
      detail: `${ratio(menu?.ratio)} (${int(menu?.perSecond)} of ${int(rows.find((r) => r.kind === "ceiling")?.perSecond)} req/s)`,
    },
    {
      target: `dashboard p95 < ${TARGETS.dashboardP95Ms} ms at 1,000,000 orders`,
      met: (dashboard?.p95 ?? Infinity) < TARGETS.dashboardP95Ms,
      detail: `p95 ${fixed(dashboard?.p95)} ms`,
    },
    {
      target: `lists with a delivery location ≥ ${TARGETS.locationListRatio * 100}% of the req/s without one`,
      met:
        locationPairs.length > 0 && locationPairs.every(([a, b]) => locationRatio(a, b) >= TARGETS.locationListRatio),
      detail: locationPairs.map(([a, b]) => `${a.label} ${ratio(locationRatio(a, b))}`).join(", ") || "not measured",
    },
    {
      target: "zero errors",
      met: withErrors.length === 0,
      detail: withErrors.length ? withErrors.map((r) => `${r.label}: ${r.errors}`).join(", ") : "none in any row",
    },
  ];
}

export function consoleTable(rows) {
  const header = ["endpoint", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "ratio"];
  const lines = rows.map((r) => [
    r.label,
    int(r.perSecond),
    fixed(r.p50),
    fixed(r.p95),
    fixed(r.p99),
    String(r.errors),
    ratio(r.ratio),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [format(header), widths.map((w) => "-".repeat(w)).join("  "), ...lines.map(format)].join("\n");
}

function markdownTable(header, lines) {
  return [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...lines.map((l) => `| ${l.join(" | ")} |`),
  ].join("\n");
}

function markdown(result) {
  const { rows, targets, vitals, dataset, machine, settings, checkout } = result;
  const table = markdownTable(
    ["endpoint", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "ratio to ceiling"],
    rows.map((r) => [
      r.path ? `${r.label} (\`${r.path}\`)` : r.label,
      int(r.perSecond),
      fixed(r.p50),
      fixed(r.p95),
      fixed(r.p99),
      String(r.errors),
      ratio(r.ratio),
    ]),
  );
  const targetTable = markdownTable(
    ["target", "result", ""],
    targets.map((t) => [t.target, t.met ? "**MET**" : "**NOT MET**", t.detail]),
  );
  const vitalsTable = vitals
    ? markdownTable(
        ["page", "TTFB ms", "FCP ms", "LCP ms", "CLS", "JS gzip kB", "original app JS gzip kB"],
        Object.entries(vitals).map(([label, v]) => [
          `${label} (\`${v.path}\`)`,
          fixed(v.ttfbMs),
          int(v.fcpMs),
          int(v.lcpMs),
          fixed(v.cls, 3),
          fixed(v.jsGzipKb),
          String(ORIGINAL_BUNDLE_KB),
        ]),
      )
    : "_not measured in this run_";
  return `Measured ${result.measuredAt} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}
(load average ${machine.loadAverageStart.join(" / ")} at the start, ${machine.loadAverageEnd.join(" / ")} at the end:
the machine is shared with other builds and tests, so figures move by ±20% between runs).

Data set: database \`${dataset.name}\` (${dataset.size}) with ${int(dataset.allRestaurants)} restaurants,
${int(dataset.dishes)} + demo dishes, ${int(dataset.customers)} customers and ${int(dataset.allOrders)} orders over two years
(the busiest restaurant, used for the dashboard, has ${int(dataset.busiestOrders)}; the customer listed has
${int(dataset.customerOrders)} paid orders). Server: ${settings.server}. Load: ${settings.tool}, ${settings.connections}
connections, ${settings.durationSeconds} s per endpoint after a ${settings.warmupSeconds} s warm-up; the checkout row is
${checkout.customers} customers looping createPaymentOrder → test pay → verifyPayment → placeOrder for
${Math.round(checkout.durationSeconds)} s (req/s = checkouts per second, latency = one whole checkout).

${table}

${targetTable}

Checkout: ${int(checkout.checkouts.completed)} completed, ${checkout.checkouts.failed} failed; orders listed ${int(checkout.consistency.ordersListed)},
lost ${checkout.consistency.lost}, duplicated ${checkout.consistency.duplicated}. Steps p95:
${Object.entries(checkout.latencyMs)
  .map(([step, l]) => `${step} ${fixed(l.p95)} ms`)
  .join(", ")}.

Web vitals (Chromium, desktop viewport, loopback, no throttling, median of ${vitals ? Object.values(vitals)[0].runs : 0} cold visits
after one warm-up visit; the server idle):

${vitalsTable}`;
}

export async function writeResults(result) {
  await writePretty(RESULT_FILE, JSON.stringify(result));
  await writeDocBlock(BEGIN, END, markdown(result));
}
