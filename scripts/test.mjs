#!/usr/bin/env node
// `npm test`: every level, fastest first, stopping at the first failure.
//   lint, types and dead code -> unit -> integration (real PostgreSQL; with the authorization matrix and the fuzzed
//   inputs of tests/authz) -> production build -> bundle budget -> container check -> browser (Chromium; with
//   the accessibility and security-header checks) -> Vercel build + output check. docs/testing.md, Quality gates,
//   describes each check.
// Before the first step it checks what the later ones need from the machine, so a newcomer learns it at once:
//  - a Chromium or Chrome for the browser tests (scripts/lib/browser.mjs), else one line on how to get one;
//  - the PostgreSQL server the tests make their databases on (scripts/lib/test-database.mjs: TEST_DATABASE_URL's,
//    else the local one, else a throwaway embedded one for this run), passed to every step in TEST_DATABASE_URL.
// Browser tests start the app on the embedded defaults.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { vercelBuild } from "./build-vercel.mjs";
import { findChromium } from "./lib/browser.mjs";
import { runShards } from "./lib/e2e-shards.mjs";
import { ensurePrismaClient, nextBuild } from "./lib/build-steps.mjs";
import { run } from "./lib/run.mjs";
import { resolveTestDatabase, whereOf } from "./lib/test-database.mjs";

const VITEST = "node_modules/vitest/vitest.mjs";
const vitest = (project) => [
  VITEST,
  "run",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=.test-reports/vitest-${project}.json`,
];

/** Passed and failed counts from the runners' JSON reports, for the closing line. */
function tally() {
  let passed = 0;
  let failed = 0;
  for (const project of ["unit", "integration"]) {
    const file = `.test-reports/vitest-${project}.json`;
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  const reports = existsSync(".test-reports") ? readdirSync(".test-reports") : [];
  for (const file of reports.filter((name) => /^playwright(-\d+)?\.json$/.test(name))) {
    const { stats } = JSON.parse(readFileSync(path.join(".test-reports", file), "utf8"));
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
  }
  return { passed, failed };
}

/**
 * How many browser shards run at once (E2E_SHARDS, default 1). Two shards on a 2-core machine overloaded it (load
 * average 13.6: each shard's app serves an embedded PostgreSQL in its own process, beside its Chromium) and journeys
 * timed out in both; on a machine with 4 or more cores, E2E_SHARDS=2 halves the browser step (docs/testing.md).
 */
function e2eShards() {
  const count = Number(process.env.E2E_SHARDS ?? 1);
  if (!Number.isInteger(count) || count < 1 || count > 8)
    fail(`E2E_SHARDS must be a whole number from 1 to 8, not ${process.env.E2E_SHARDS}`);
  return count;
}

const steps = [
  ["Prisma client", () => ensurePrismaClient()],
  [
    "ESLint, TypeScript and dead code (knip), side by side",
    () =>
      sideBySide([
        ["ESLint", ["node_modules/eslint/bin/eslint.js", ".", "--max-warnings", "0"]],
        ["TypeScript", ["node_modules/typescript/bin/tsc", "--noEmit"]],
        // Unused files, exports, types and dependencies (knip.json says where the entry points are).
        ["Dead code (knip)", ["node_modules/knip/bin/knip.js", "--no-progress", "--no-config-hints"]],
      ]),
  ],
  ["Unit tests", () => run("node", vitest("unit"))],
  ["Integration tests", () => run("node", vitest("integration"))],
  ["Production build", () => nextBuild()],
  ["Bundle budget", () => run("node", ["scripts/check-bundle-budget.mjs"])],
  ["Container check", () => run("node", ["scripts/check-container.mjs"])],
  [
    "Browser tests",
    async () => {
      rmSync("test-results", { recursive: true, force: true });
      for (const dataDir of await runShards(e2eShards())) noDatabaseLeftRunning(dataDir);
    },
  ],
  // Last: `vercel build` rebuilds .next with VERCEL=1, so the browser tests must have served theirs first. The
  // first run installs the pinned Vercel CLI outside the repository (scripts/build-vercel.mjs).
  [
    "Vercel build + output check",
    async () => {
      await vercelBuild();
      await run("node", ["scripts/check-vercel-output.mjs"]);
    },
  ],
];

/**
 * After the browser tests, the app they started must have stopped its embedded PostgreSQL: a server left running
 * holds a port and memory until the machine restarts (Playwright once stopped the app with SIGKILL, which npm start
 * cannot answer; playwright.config.ts asks for SIGTERM). pg_ctl stop removes postmaster.pid; a running server keeps it.
 */
function noDatabaseLeftRunning(dataDir) {
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  if (existsSync(pidFile)) throw new Error(`The browser tests' PostgreSQL is still running (${pidFile})`);
}

/**
 * Independent checks at once, each a `node` script: each is single-threaded, so on 2 cores they take about as long as
 * the longest (ESLint 33 s, TypeScript 25 s and knip 4 s one after another; docs/testing.md). Each one's output is
 * printed whole when it ends, so two never interleave; the step fails if any did, after all have ended.
 */
async function sideBySide(commands) {
  const outcomes = await Promise.all(
    commands.map(async ([label, args]) => {
      const t0 = Date.now();
      try {
        const out = await run("node", args, { quiet: true });
        return { label, ok: true, out, seconds: (Date.now() - t0) / 1000 };
      } catch (error) {
        return {
          label,
          ok: false,
          out: `${error.stdout ?? ""}${error.stderr ?? error.message}`,
          seconds: (Date.now() - t0) / 1000,
        };
      }
    }),
  );
  for (const { label, ok, out, seconds } of outcomes) {
    console.info(`${ok ? "  ok" : "  FAILED"} ${label} (${seconds.toFixed(1)} s)`);
    if (out.trim()) console.info(out.trimEnd());
  }
  const failed = outcomes.filter((o) => !o.ok).map((o) => o.label);
  if (failed.length > 0) throw new Error(`${failed.join(", ")} failed`);
}

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

const browser = findChromium();
if (browser.problem) fail(browser.problem);
const whence = { CHROMIUM_PATH: " (CHROMIUM_PATH)", playwright: " (Playwright's own)" }[browser.source] ?? "";
// A headless shell runs the specs; the web notification specs need the full browser (playwright.config.ts).
const full = findChromium({ headed: true });
const forNotifications = full.found && full.found !== browser.found ? `; web notification specs: ${full.found}` : "";
console.info(`> Browser: ${browser.found}${whence}${forNotifications}`);

let database;
try {
  database = await resolveTestDatabase();
} catch (error) {
  fail(error.message);
}
// Every step's processes inherit it (run() passes process.env): they find this server answering and start none.
process.env.TEST_DATABASE_URL = database.adminUrl;
if (database.source !== "embedded") console.info(`> Test databases on ${whereOf(database.adminUrl)}`);

rmSync(".test-reports", { recursive: true, force: true });
const started = Date.now();
for (const [name, step] of steps) {
  const t0 = Date.now();
  console.info(`\n━━ ${name}`);
  try {
    await step();
  } catch (error) {
    console.error(`\n✖ ${name} failed${error.code ? ` (exit ${error.code})` : `: ${error.message}`}`);
    const { passed, failed } = tally();
    console.info(`Tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    await database.stop().catch(() => {});
    process.exit(1);
  }
  console.info(`✓ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
await database.stop();
const { passed, failed } = tally();
console.info(`\nAll test levels passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.info(`Tests: ${passed} passed, ${failed} failed`);
if (failed > 0 || passed === 0) process.exit(1);
