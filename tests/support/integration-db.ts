// Vitest global setup for integration tests: a brand-new database on the test PostgreSQL server
// (scripts/lib/test-database.mjs: TEST_DATABASE_URL's, else the local one, else a throwaway embedded
// one started here), migrated with `prisma migrate deploy` exactly as in production, and dropped
// afterwards. Each run sees only its own rows; tests inside a run create their own data so their
// order does not matter.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";
import { installJobQueue } from "../../lib/jobs/install";
import { resolveTestDatabase } from "../../scripts/lib/test-database.mjs";

const run = promisify(execFile);

async function adminQuery(admin: string, sql: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup() {
  const server = await resolveTestDatabase();
  const admin = server.adminUrl;
  const name = `thali_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const teardown = async () => {
    try {
      await adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await server.stop();
    }
  };

  try {
    await adminQuery(admin, `CREATE DATABASE "${name}"`);
    await run("node", ["scripts/prisma.mjs", "migrate", "deploy"], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    await installJobQueue(databaseUrl);
  } catch (error) {
    await teardown().catch(() => {});
    throw error;
  }
  process.env.DATABASE_URL = databaseUrl;
  process.env.DATABASE_POOL_MAX = "5";
  return teardown;
}
