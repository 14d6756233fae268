// Steps shared by `npm start`, `npm run build` and the test runner.
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { prismaEnv } from "./prisma-env.mjs";
import { run } from "./run.mjs";
import { nextCmd, prismaCmd } from "./bins.mjs";

const GENERATED_CLIENT = "lib/generated/prisma/client.ts";
const SOURCES = [
  "app",
  "components",
  "lib",
  "public",
  "prisma/schema.prisma",
  "proxy.ts",
  "next.config.ts",
  "package.json",
  "postcss.config.mjs",
  "tsconfig.json",
  "instrumentation.ts",
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (entry === path.join("lib", "generated")) return 0;
  let newest = 0;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** Generates the Prisma client when it is missing or older than the schema. */
export async function ensurePrismaClient() {
  if (existsSync(GENERATED_CLIENT) && statSync(GENERATED_CLIENT).mtimeMs >= statSync("prisma/schema.prisma").mtimeMs)
    return;
  console.info("> Generating the Prisma client");
  await run(...prismaCmd("generate"), { env: prismaEnv(), quiet: true });
}

/** The build directory: `.next`, or NEXT_DIST_DIR for a server on a copy of the build (next.config.ts). */
export const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";

/** Left in .next by `npm run build:vercel` (scripts/build-vercel.mjs): that build was made for Vercel. */
export const VERCEL_BUILD_MARK = path.join(".next", "BUILT_FOR_VERCEL");

/**
 * True when there is no production build, a source file changed after it was made, or it was made by
 * `vercel build` (with VERCEL=1, for Vercel's functions) rather than for this server.
 */
export function buildIsStale() {
  const buildId = path.join(DIST_DIR, "BUILD_ID");
  if (!existsSync(buildId) || existsSync(VERCEL_BUILD_MARK)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return SOURCES.some((entry) => newestMtime(entry) > builtAt);
}

export async function nextBuild() {
  rmSync(VERCEL_BUILD_MARK, { force: true });
  await ensurePrismaClient();
  console.info("> Building the app (next build)");
  await run(...nextCmd("build"), { env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
}
