// The embedded PostgreSQL: PGlite (Postgres compiled to WASM) served over TCP on loopback by
// pglite-socket, so Prisma's pg adapter and the Prisma CLI talk to it exactly as to a real server.
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { freePort } from "./free-port.mjs";

/** Connections the socket server multiplexes; the app's pool must be no larger (docs/decisions/0007). */
const EMBEDDED_MAX_CONNECTIONS = 4;

/**
 * The app's pool on the embedded database: one connection. pglite-socket 0.2.17 keeps clients apart
 * only inside transactions; plain queries from two connections at once can get each other's
 * results ("bind message supplies 3 parameters, but prepared statement requires 2", rows of the
 * wrong query), seen under the checkout benchmark with a pool of 4. PGlite runs one query at a time
 * anyway, so one connection costs no throughput. Never call the database outside the transaction
 * you are in: with one connection that would wait for itself.
 */
export const EMBEDDED_APP_POOL_MAX = 1;

/**
 * How long a request may wait for that one connection (DATABASE_POOL_TIMEOUT_MS). Every request queues
 * behind the one running, so the 2.5 s that makes a PostgreSQL outage fail fast would refuse ordinary
 * bursts here: 20 simultaneous sign-ups (the checkout benchmark's start) waited longer than that.
 */
export const EMBEDDED_APP_POOL_TIMEOUT_MS = 15_000;

/**
 * Starts PGlite on `dataDir` (or in memory when it is undefined) and serves it on a free
 * loopback port. Returns the connection string and a stop function.
 */
export async function startEmbeddedDb({ dataDir } = {}) {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm, cube, earthdistance } });
  const port = await freePort();
  const server = new PGLiteSocketServer({
    db,
    host: "127.0.0.1",
    port,
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
