#!/usr/bin/env node
// `npm run e2e:durations`: writes tests/e2e/durations.json, the seconds each spec file took, from the browser
// reports of the last run (.test-reports/playwright*.json), so that `npm test` splits the specs into shards of
// about equal length (scripts/lib/e2e-shards.mjs). Run it after a full browser run when specs were added or grew.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DURATIONS_FILE } from "./lib/e2e-shards.mjs";

/** Seconds per spec file (by file name) in one Playwright JSON report: every attempt of every test counts. */
function secondsByFile(report, into) {
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = path.posix.basename(spec.file ?? suite.file);
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) into[file] = (into[file] ?? 0) + result.duration / 1000;
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return into;
}

const reports = existsSync(".test-reports")
  ? readdirSync(".test-reports").filter((name) => /^playwright(-\d+)?\.json$/.test(name))
  : [];
if (reports.length === 0) {
  console.error("No browser report in .test-reports: run the browser tests first (npm test, or npm run test:e2e).");
  process.exit(1);
}
const seconds = {};
for (const name of reports) secondsByFile(JSON.parse(readFileSync(path.join(".test-reports", name), "utf8")), seconds);
const rounded = Object.fromEntries(
  Object.entries(seconds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, s]) => [file, Math.max(1, Math.round(s))]),
);
writeFileSync(DURATIONS_FILE, JSON.stringify(rounded, null, 2) + "\n");
const total = Object.values(rounded).reduce((sum, s) => sum + s, 0);
console.info(`${DURATIONS_FILE}: ${Object.keys(rounded).length} specs, ${Math.round(total / 60)} min in all`);
