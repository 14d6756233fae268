import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * How long a request waits for a pool connection (a new one, or its turn for one) before failing (the
 * default of DATABASE_POOL_TIMEOUT_MS). Short, so that while PostgreSQL is down or restarting requests fail
 * fast with a 503 (lib/http/db-unavailable.ts) instead of piling up; pg-pool drops broken connections and
 * opens new ones once the server is back.
 */
const POOL_CONNECTION_TIMEOUT_MS = 2_500;

/**
 * A Prisma client over node-postgres. `poolMax` must not exceed what the server accepts: the PGlite
 * fallback of `npm start` (EMBEDDED_DB=pglite) multiplexes only a few connections, and the launcher
 * gives the app one (scripts/lib/embedded-db.mjs).
 */
export function createPrismaClient(
  connectionString: string,
  poolMax: number,
  connectionTimeoutMillis: number = POOL_CONNECTION_TIMEOUT_MS,
  idleTimeoutMillis: number = 30_000,
): PrismaClient {
  const adapter = new PrismaPg({
    connectionString,
    max: poolMax,
    connectionTimeoutMillis,
    idleTimeoutMillis,
  });
  return new PrismaClient({ adapter });
}
