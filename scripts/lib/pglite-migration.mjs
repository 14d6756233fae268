// Moves a data folder written by the earlier embedded default (PGlite in <DATA_DIR>/pglite) to the embedded
// PostgreSQL (<DATA_DIR>/postgres), once, on the first start that finds the one and not the other.
//
//  1. The PGlite database is brought to the current migrations (as the previous `npm start` would have).
//  2. A new PostgreSQL cluster is made in <DATA_DIR>/postgres.migrating and migrated the same way, so both
//     have the same tables and columns.
//  3. Every table's rows are copied in one transaction (as JSON, which keeps each value's exact text: times to
//     the microsecond, numerics, arrays), triggers and foreign-key checks held off as a restore does, then
//     the sequences. Row counts are compared table by table.
//  4. Only then is postgres.migrating renamed to postgres (the point of no return) and the PGlite folder to
//     pglite-backup, kept untouched beside it. A failure at any step leaves the PGlite folder as it was and
//     the next start tries again.
import { existsSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { prismaCmd } from "./bins.mjs";
import { startEmbeddedDb } from "./embedded-db.mjs";
import { startPostgres } from "./embedded-postgres.mjs";
import { prismaEnv } from "./prisma-env.mjs";
import { run } from "./run.mjs";

/** The database the app uses on the embedded PostgreSQL. */
export const APP_DATABASE = "thali";
const BATCH = 2_000;

/** True when `dataDir` holds a PGlite database and no embedded PostgreSQL yet. */
export const needsPgliteMigration = (dataDir) =>
  existsSync(path.join(dataDir, "pglite", "PG_VERSION")) && !existsSync(path.join(dataDir, "postgres", "PG_VERSION"));

const migrate = (url) => run(...prismaCmd("migrate", "deploy"), { env: prismaEnv({ DATABASE_URL: url }), quiet: true });
const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/** Creates the app's database on a fresh cluster, if it is not there. */
export async function ensureAppDatabase(adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [APP_DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${quote(APP_DATABASE)}`);
  } finally {
    await client.end();
  }
}

/** Copies every row and sequence of `source` into `target` (same schema); returns { tables, rows }. */
async function copyDatabase(source, target) {
  const { rows: tables } = await target.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`,
  );
  const names = tables.map((t) => t.tablename);
  let total = 0;
  await target.query("BEGIN");
  try {
    // As pg_restore does: the rows go in whatever order, so foreign keys and triggers wait (the source
    // already satisfied them; roll-up tables are copied as they were, not recomputed).
    await target.query("SET LOCAL session_replication_role = replica");
    // Migrations may have written rows of their own; the copy is the whole truth.
    if (names.length) await target.query(`TRUNCATE ${names.map(quote).join(", ")}`);
    for (const table of names) {
      const { rows: columns } = await target.query(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
        [table],
      );
      const list = columns.map((c) => quote(c.column_name)).join(", ");
      const insert = `INSERT INTO ${quote(table)} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${quote(table)}, $1::jsonb)`;
      await source.query("BEGIN");
      await source.query(
        `DECLARE rows_out NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${quote(table)} t`,
      );
      let copied = 0;
      for (;;) {
        const { rows } = await source.query(`FETCH ${BATCH} FROM rows_out`);
        if (!rows.length) break;
        await target.query(insert, [`[${rows.map((r) => r.row).join(",")}]`]);
        copied += rows.length;
      }
      await source.query("COMMIT");
      const { rows: counted } = await source.query(`SELECT count(*)::int AS n FROM ${quote(table)}`);
      if (counted[0].n !== copied) throw new Error(`${table}: ${counted[0].n} rows in PGlite, ${copied} copied`);
      total += copied;
    }
    const { rows: sequences } = await source.query(
      "SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL",
    );
    for (const { name, last_value } of sequences) {
      await target.query("SELECT setval($1::regclass, $2::bigint, true)", [quote(name), last_value]);
    }
    await target.query("COMMIT");
  } catch (error) {
    await target.query("ROLLBACK").catch(() => {});
    throw error;
  }
  return { tables: names.length, rows: total };
}

/**
 * Moves <dataDir>/pglite to an embedded PostgreSQL in <dataDir>/postgres (see the top of this file).
 * `password` is the embedded server's; `log` prints one-line notices. Returns { tables, rows, backup }.
 */
export async function migrateFromPglite({ dataDir, password, log = console.info }) {
  const pgliteDir = path.join(dataDir, "pglite");
  const staging = path.join(dataDir, "postgres.migrating");
  const rel = (p) => path.relative(process.cwd(), p) || ".";
  log(`> Moving the PGlite database in ${rel(pgliteDir)} to the embedded PostgreSQL (once; PGlite's folder is kept)`);
  rmSync(staging, { recursive: true, force: true });

  const old = await startEmbeddedDb({ dataDir: pgliteDir });
  let server;
  const source = new pg.Client({ connectionString: old.url });
  let target;
  let result;
  try {
    await migrate(old.url);
    server = await startPostgres({ dir: staging, password, log });
    await ensureAppDatabase(server.url());
    await migrate(server.url(APP_DATABASE));
    await source.connect();
    target = new pg.Client({ connectionString: server.url(APP_DATABASE) });
    await target.connect();
    result = await copyDatabase(source, target);
  } catch (error) {
    error.message = `Moving ${rel(pgliteDir)} to PostgreSQL failed; it is unchanged and the next start tries again. ${error.message}`;
    throw error;
  } finally {
    await source.end().catch(() => {});
    await target?.end().catch(() => {});
    await server?.stop().catch(() => {});
    await old.stop().catch(() => {});
    if (!result) rmSync(staging, { recursive: true, force: true });
  }

  renameSync(staging, path.join(dataDir, "postgres"));
  let backup = path.join(dataDir, "pglite-backup");
  if (existsSync(backup)) backup = `${backup}-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  renameSync(pgliteDir, backup);
  log(`> Moved ${result.rows} rows in ${result.tables} tables; the PGlite folder is kept as ${rel(backup)}`);
  return { ...result, backup };
}
