import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { captureSqlOf } from "@/lib/sql-capture";

/**
 * How long a request waits for a pool connection (a new one, or its turn for one) before failing (the
 * default of DATABASE_POOL_TIMEOUT_MS). Short, so that while PostgreSQL is down or restarting requests fail
 * fast with a 503 (lib/http/db-unavailable.ts) instead of piling up; pg-pool drops broken connections and
 * opens new ones once the server is back.
 */
const POOL_CONNECTION_TIMEOUT_MS = 2_500;

/**
 * A Prisma client over a node-postgres pool, and the pool itself. `poolMax` must not exceed what the
 * server accepts: the PGlite fallback of `npm start` (EMBEDDED_DB=pglite) multiplexes only a few
 * connections, and the launcher gives the app one (scripts/lib/embedded-db.mjs); there the job worker
 * queues its statements on this same pool (lib/jobs/worker.ts).
 */
export function createPrismaClientAndPool(
  connectionString: string,
  poolMax: number,
  connectionTimeoutMillis: number = POOL_CONNECTION_TIMEOUT_MS,
  idleTimeoutMillis: number = 30_000,
): { client: PrismaClient; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: poolMax, connectionTimeoutMillis, idleTimeoutMillis });
  // Read here, not through env(): scripts build clients too. Only the checkout bench sets it (lib/sql-capture.ts).
  if (process.env.SQL_CAPTURE_FILE) captureSqlOf(pool, process.env.SQL_CAPTURE_FILE);
  return { client: new PrismaClient({ adapter: new PrismaPg(pool) }), pool };
}

/** A Prisma client over node-postgres (see createPrismaClientAndPool). */
export function createPrismaClient(
  connectionString: string,
  poolMax: number,
  connectionTimeoutMillis: number = POOL_CONNECTION_TIMEOUT_MS,
  idleTimeoutMillis: number = 30_000,
): PrismaClient {
  return createPrismaClientAndPool(connectionString, poolMax, connectionTimeoutMillis, idleTimeoutMillis).client;
}
