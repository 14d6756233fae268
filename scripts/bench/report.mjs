// The umbrella benchmark's one table, its targets, and the files it writes: bench/results/latest.json
// and the generated part of docs/performance.md (between the bench markers; text around them is kept).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";

export const RESULT_FILE = path.join("bench", "results", "latest.json");
export const DOC_FILE = path.join("docs", "performance.md");
const BEGIN = "<!-- bench:begin (written by `npm run bench`; edit outside these markers) -->";
const END = "<!-- bench:end -->";

export const ORIGINAL_BUNDLE_KB = 236;
export const TARGETS = { readP95Ms: 50, menuCeilingRatio: 0.3, dashboardP95Ms: 150, locationListRatio: 0.8 };

/** Each list measured with a delivery location, and the same list without one. */
const LOCATION_PAIRS = [
  ["restaurantsInCity", "restaurants"],
  ["fetchRestaurantsInCity", "fetchRestaurants"],
];

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

export function markdown(result) {
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
  return `${BEGIN}

Measured ${result.measuredAt} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}
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

${vitalsTable}

${END}`;
}

export async function writeResults(result) {
  mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
  const jsonOptions = (await prettier.resolveConfig(RESULT_FILE)) ?? {};
  writeFileSync(RESULT_FILE, await prettier.format(JSON.stringify(result), { ...jsonOptions, filepath: RESULT_FILE }));
  mkdirSync(path.dirname(DOC_FILE), { recursive: true });
  const generated = markdown(result);
  let doc;
  if (existsSync(DOC_FILE)) {
    const current = readFileSync(DOC_FILE, "utf8");
    const start = current.indexOf(BEGIN);
    const end = current.indexOf(END);
    doc =
      start >= 0 && end > start
        ? `${current.slice(0, start)}${generated}${current.slice(end + END.length)}`
        : `${current.trimEnd()}\n\n${generated}\n`;
  } else {
    doc = `# Performance\n\nWritten by \`npm run bench\` (scripts/bench/run-all.mjs).\n\n${generated}\n`;
  }
  // Formatted as the repository formats Markdown (aligned tables), so the file stays prettier-clean.
  const options = (await prettier.resolveConfig(DOC_FILE)) ?? {};
  writeFileSync(DOC_FILE, await prettier.format(doc, { ...options, filepath: DOC_FILE }));
}
