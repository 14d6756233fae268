#!/usr/bin/env node
// `npm run build:vercel`: the Vercel build of this checkout, offline, in .vercel/output (Build Output API v3),
// which `npm test` then checks (scripts/check-vercel-output.mjs) and `vercel deploy --prebuilt` can upload.
//
// The CLI is pinned (VERCEL_CLI_VERSION) and installed on first use into a cache folder outside the repository
// (VERCEL_CLI_DIR, default ~/.cache/thali/vercel-cli-<version>), not as a devDependency: it is 292 packages and
// 358 MB, which every `npm install` would fetch and every `npm test` would not use until its last step. It comes
// from the npm registry like any package (vercel@64 does not install: one of its dependencies' versions is missing).
//
// With no .vercel/project.json (`vercel link` or `vercel pull` write a real one), a placeholder is written so that
// `vercel build` needs no account: framework Next.js, Node 24.x, and no install command, since `npm install` has
// run already (the CLI would otherwise run it again). The build command is the preset's: the package.json
// "build" script, i.e. scripts/build.mjs, which generates the Prisma client when it is missing, then `next build`.
// The build needs no database and no secrets: nothing is prerendered from the database.
//
// `vercel build` builds into .next as `npm run build` does (with VERCEL=1), and the functions in .vercel/output
// name most of their files by path in .next and node_modules (`filePathMap` in each .vc-config.json), so
// `vercel deploy --prebuilt` must run before the next build of this checkout.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { VERCEL_BUILD_MARK } from "./lib/build-steps.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { run } from "./lib/run.mjs";

export const VERCEL_CLI_VERSION = "60.1.3";
export const VERCEL_CLI_DIR =
  process.env.VERCEL_CLI_DIR ||
  path.join(
    process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"),
    "thali",
    `vercel-cli-${VERCEL_CLI_VERSION}`,
  );

const PROJECT_FILE = path.join(".vercel", "project.json");
const OUTPUT_DIR = path.join(".vercel", "output");

/** What `vercel build` reads from .vercel/project.json when the checkout is not linked to a Vercel project. */
export const PLACEHOLDER_PROJECT = {
  projectId: "prj_placeholder_thali",
  orgId: "team_placeholder_thali",
  settings: {
    framework: "nextjs",
    // Empty: skip the install (npm install has run). null fields take the Next.js preset's defaults.
    installCommand: "",
    buildCommand: null,
    outputDirectory: null,
    rootDirectory: null,
    devCommand: null,
    // package.json's engines.node takes precedence; both say 24 (Vercel no longer builds for Node 20).
    nodeVersion: "24.x",
  },
};

const cliPackageJson = (dir) => path.join(dir, "node_modules", "vercel", "package.json");

function installedVersion(dir) {
  try {
    return JSON.parse(readFileSync(cliPackageJson(dir), "utf8")).version;
  } catch {
    return undefined;
  }
}

/** The pinned CLI's entry file, installed into `dir` first when it is not there. */
export async function ensureVercelCli(dir = VERCEL_CLI_DIR, log = console.info) {
  if (installedVersion(dir) !== VERCEL_CLI_VERSION) {
    // Into a fresh folder beside it, renamed when complete: an interrupted install is never taken for a good one.
    const staging = `${dir}.partial-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    writeFileSync(
      path.join(staging, "package.json"),
      `${JSON.stringify({ name: "thali-vercel-cli", private: true }, null, 2)}\n`,
    );
    log(`> Installing vercel@${VERCEL_CLI_VERSION} into ${dir} (once; about 20 s and 358 MB)`);
    const started = Date.now();
    try {
      await run(
        "npm",
        ["install", "--prefix", staging, "--no-audit", "--no-fund", "--loglevel=error", `vercel@${VERCEL_CLI_VERSION}`],
        { quiet: true },
      );
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(`Installing vercel@${VERCEL_CLI_VERSION} failed:\n${error.stderr ?? ""}${error.stdout ?? ""}`);
    }
    if (installedVersion(staging) !== VERCEL_CLI_VERSION)
      throw new Error(`${staging} has no vercel@${VERCEL_CLI_VERSION}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.dirname(dir), { recursive: true });
    renameSync(staging, dir);
    log(`> vercel@${VERCEL_CLI_VERSION} installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const { bin } = JSON.parse(readFileSync(cliPackageJson(dir), "utf8"));
  const entry = typeof bin === "string" ? bin : bin.vercel;
  return path.join(dir, "node_modules", "vercel", entry);
}

/** Writes the placeholder .vercel/project.json unless the checkout already has one. Returns true when written. */
export function ensureProjectFile(log = console.info) {
  if (existsSync(PROJECT_FILE)) {
    log(`> Using the existing ${PROJECT_FILE}`);
    return false;
  }
  mkdirSync(path.dirname(PROJECT_FILE), { recursive: true });
  writeFileSync(PROJECT_FILE, `${JSON.stringify(PLACEHOLDER_PROJECT, null, 2)}\n`);
  log(`> Wrote a placeholder ${PROJECT_FILE} (not linked to a Vercel project)`);
  return true;
}

/** `vercel build` of the current directory into .vercel/output. */
export async function vercelBuild({ log = console.info } = {}) {
  const cli = await ensureVercelCli(VERCEL_CLI_DIR, log);
  ensureProjectFile(log);
  const started = Date.now();
  log(`> vercel build (vercel@${VERCEL_CLI_VERSION})`);
  await run("node", [cli, "build", "--yes"], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", VERCEL_TELEMETRY_DISABLED: "1" },
  });
  if (!existsSync(path.join(OUTPUT_DIR, "config.json")))
    throw new Error(`vercel build wrote no ${OUTPUT_DIR}/config.json`);
  // .next now holds a build made with VERCEL=1: `npm start` and the browser tests build their own again.
  writeFileSync(VERCEL_BUILD_MARK, `${new Date().toISOString()}\n`);
  log(`> ${OUTPUT_DIR} is ready (vercel build took ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    await vercelBuild();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
