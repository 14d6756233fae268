#!/usr/bin/env node
// `prisma <args>` with the offline environment (see scripts/lib/prisma-env.mjs).
import { prismaEnv } from "./lib/prisma-env.mjs";
import { run } from "./lib/run.mjs";
import { prismaCmd } from "./lib/bins.mjs";

try {
  await run(...prismaCmd(...process.argv.slice(2)), { env: prismaEnv() });
} catch (error) {
  process.exit(error.code ?? 1);
}
