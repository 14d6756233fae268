// Project CLIs run as `node <entry>` rather than through npx, so that a signal sent to the
// launcher reaches the real process (npx would swallow it and leave the server orphaned).
import { fileURLToPath } from "node:url";

export const NEXT_BIN = "node_modules/next/dist/bin/next";
const PRISMA_BIN = "node_modules/prisma/build/index.js";
/**
 * Prisma 6.19's CLI (package.json's npm alias `prisma-migrate`) with its own config: Prisma 7's CLI runs
 * `migrate` and `db` commands only on the native schema engine, a binary it downloads, while 6.19 runs them on
 * its JavaScript schema engine over a pg driver adapter, offline (prisma-migrate.config.ts). Prisma 7 does the
 * rest (generate, validate, format) with prisma.config.ts.
 */
const PRISMA_MIGRATE_BIN = "node_modules/prisma-migrate/build/index.js";
const PRISMA_MIGRATE_CONFIG = "prisma-migrate.config.ts";
/** Gives Prisma 6.19 schema files it accepts (scripts/lib/prisma-migrate-schema.mjs). */
const PRISMA_MIGRATE_PRELOAD = fileURLToPath(new URL("./prisma-migrate-preload.mjs", import.meta.url));
const SCHEMA_ENGINE_COMMANDS = new Set(["migrate", "db"]);

const node = (entry, args) => ["node", [entry, ...args]];
export const nextCmd = (...args) => node(NEXT_BIN, args);
export const prismaCmd = (...args) =>
  SCHEMA_ENGINE_COMMANDS.has(args[0])
    ? ["node", ["--import", PRISMA_MIGRATE_PRELOAD, PRISMA_MIGRATE_BIN, ...args, "--config", PRISMA_MIGRATE_CONFIG]]
    : node(PRISMA_BIN, args);
/** Runs a TypeScript file (the seed) through tsx's loader. */
export const tsCmd = (file) => ["node", ["--import", "tsx", file]];
/**
 * Loaded into every app server we start (`--require`): it gives the app the TCP peer's address, which the
 * per-address limits use when no proxy is trusted (TRUST_PROXY_HOPS=0; docs/security.md, Security at the edges).
 */
export const PEER_ADDRESS_PRELOAD = fileURLToPath(new URL("./peer-address.cjs", import.meta.url));
