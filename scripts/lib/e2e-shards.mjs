// The browser tests in shards that run at once (`npm test`'s browser step; E2E_SHARDS, default 2). Each shard is its
// own Playwright run against its own app: its own port, data folder (so its own embedded PostgreSQL with fresh demo
// data), output folder and JSON report. Journeys inside one shard still run one after another, as they always have,
// so specs that change a demo account never meet another spec's change of it.
//
// Spec files go to the shards by how long each took in the last full run (tests/e2e/durations.json, written by
// `npm run e2e:durations` from the run's reports), longest first onto the shard with the least so far; a spec not
// in that file counts as the median. The browser step took 39.6 min in one run, 84% of CI (docs/testing.md).
import { spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

export const DURATIONS_FILE = "tests/e2e/durations.json";
const SPEC_DIR = "tests/e2e";
/** Shard k serves on BASE_PORT + k * PORT_STEP: apart enough for the specs that start instances near their port. */
const BASE_PORT = 3210;
const PORT_STEP = 100;

/** Spec files (relative to the repository), sorted. */
export function specFiles(dir = SPEC_DIR) {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".spec.ts"))
    .sort()
    .map((name) => path.posix.join(dir, name));
}

function median(values) {
  if (values.length === 0) return 1;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * `files` split into `count` groups of about equal total duration (greedy, longest first; ties by name so the split
 * is the same on every machine). Pure.
 */
export function splitByDuration(files, durations, count) {
  const known = files.map((file) => durations[path.posix.basename(file)]).filter((s) => typeof s === "number");
  const fallback = median(known);
  const weighted = files
    .map((file) => ({ file, seconds: durations[path.posix.basename(file)] ?? fallback }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const { file, seconds } of weighted) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return shards.filter((shard) => shard.files.length > 0).map((shard) => ({ ...shard, files: shard.files.sort() }));
}

/** Where shard `index` (0-based) runs: its port, data folder, output folder and report. */
export function shardPlaces(index) {
  const n = index + 1;
  return {
    E2E_PORT: String(BASE_PORT + index * PORT_STEP),
    E2E_DATA_DIR: index === 0 ? ".data-e2e" : `.data-e2e-${n}`,
    // siblings: Playwright empties its output folder when it starts, so one shard's must not hold another's
    E2E_OUTPUT_DIR: `test-results/shard-${n}`,
    E2E_REPORT: `.test-reports/playwright-${n}.json`,
    // Next keeps rendered pages and a tag manifest in its build directory, read again by any server on it, and those
    // pages hold one database's ids: every shard but the first serves its own copy of the build.
    // (inside .next, which every tool already leaves alone, and which the next build empties)
    NEXT_DIST_DIR: index === 0 ? ".next" : `.next/shard-${n}`,
  };
}

/** A copy of the production build for another server: without its caches, nor the standalone output it does not use. */
function copyBuild(to) {
  rmSync(to, { recursive: true, force: true });
  for (const entry of readdirSync(".next")) {
    if (/^(cache|standalone|shard-\d+)$/.test(entry)) continue;
    // preserveTimestamps: the copy is as fresh as the build, so `npm start` does not think it stale and build again
    cpSync(path.join(".next", entry), path.join(to, entry), { recursive: true, preserveTimestamps: true });
  }
}

export function readDurations() {
  return existsSync(DURATIONS_FILE) ? JSON.parse(readFileSync(DURATIONS_FILE, "utf8")) : {};
}

/** Runs one shard, its output lines prefixed with `[n]`; resolves with its exit code. */
function runShard(index, files, env) {
  const prefix = `[${index + 1}] `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...files], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = "";
      stream.on("data", (chunk) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop();
        for (const line of lines) out.write(prefix + line + "\n");
      });
      stream.on("end", () => pending && out.write(prefix + pending + "\n"));
    }
    child.on("error", reject);
    child.on("close", (code) => resolve(code ?? 1));
  });
}

/**
 * Runs every spec in `count` shards at once and waits for all of them (a failing shard does not stop the others,
 * so one run reports every failure). Returns each shard's data folder, for the caller's checks after the run.
 */
export async function runShards(count) {
  const shards = splitByDuration(specFiles(), readDurations(), count);
  const places = shards.map((_, index) => shardPlaces(index));
  shards.forEach((shard, index) =>
    console.info(
      `> Shard ${index + 1} on port ${places[index].E2E_PORT}: ${shard.files.length} specs, about ${Math.round(shard.seconds / 60)} min`,
    ),
  );
  for (const place of places) if (place.NEXT_DIST_DIR !== ".next") copyBuild(place.NEXT_DIST_DIR);
  const codes = await Promise.all(shards.map((shard, index) => runShard(index, shard.files, places[index])));
  const failed = codes.map((code, index) => ({ code, shard: index + 1 })).filter(({ code }) => code !== 0);
  if (failed.length > 0) {
    throw Object.assign(new Error(`browser shard ${failed.map((f) => f.shard).join(", ")} failed`), {
      code: failed[0].code,
    });
  }
  return places.map((place) => place.E2E_DATA_DIR);
}
