#!/usr/bin/env node
// Writes the next migration in one command: `npm run db:migration -- <name>`.
// `prisma migrate dev` needs a shadow database, which the offline JS schema engine cannot make,
// so the migration is the diff between a snapshot of the schema as of the last migration and
// the schema now; the snapshot moves forward with each migration.
import { startEmbeddedDb } from "./lib/embedded-db.mjs";
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { prismaEnv } from "./lib/prisma-env.mjs";
import { run } from "./lib/run.mjs";
import { prismaCmd } from "./lib/bins.mjs";

const name = (process.argv[2] ?? "")
  .trim()
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_");
if (!name) {
  console.error("usage: npm run db:migration -- <name>");
  process.exit(2);
}
const migrations = path.join("prisma", "migrations");
const snapshot = path.join(migrations, "schema.snapshot.prisma");
const from = existsSync(snapshot) ? ["--from-schema-datamodel", snapshot] : ["--from-empty"];
// The JS schema engine opens a connection even to diff two files; an in-memory PGlite serves.
const scratch = await startEmbeddedDb();
let sql;
try {
  sql = await run(
    ...prismaCmd("migrate", "diff", ...from, "--to-schema-datamodel", "prisma/schema.prisma", "--script"),
    { env: prismaEnv({ DATABASE_URL: scratch.url }), capture: true },
  );
} finally {
  await scratch.stop();
}
if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
  console.error("The schema has not changed since the last migration; nothing written.");
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(migrations, `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), sql);
writeFileSync(path.join(migrations, "migration_lock.toml"), 'provider = "postgresql"\n');
copyFileSync("prisma/schema.prisma", snapshot);
console.error(`Wrote ${dir}/migration.sql; review it, then apply with npm run db:deploy.`);
