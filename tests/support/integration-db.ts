// Vitest global setup for integration tests: a brand-new database on the PostgreSQL server in
// TEST_DATABASE_URL (default: the local server's `postgres` database), migrated with
// `prisma migrate deploy` exactly as in production, and dropped afterwards. Each run sees only
// its own rows; tests inside a run create their own data so their order does not matter.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";

const run = promisify(execFile);
const admin = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export default async function setup() {
  const name = `thali_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE "${name}"`);
  await adminClient.end();

  const url = new URL(admin);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await run("node", ["scripts/prisma.mjs", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  process.env.DATABASE_URL = databaseUrl;
  process.env.DATABASE_POOL_MAX = "5";

  return async () => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  };
}
