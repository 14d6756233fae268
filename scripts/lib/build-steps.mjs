// Steps shared by `npm start`, `npm run build` and the test runner.
import { existsSync, readdirSync, statSync } from "node:fs";
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

/** True when there is no production build or a source file changed after it was made. */
export function buildIsStale() {
  const buildId = path.join(".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  const builtAt = statSync(buildId).mtimeMs;
  return SOURCES.some((entry) => newestMtime(entry) > builtAt);
}

export async function nextBuild() {
  await ensurePrismaClient();
  console.info("> Building the app (next build)");
  await run(...nextCmd("build"), { env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
}
