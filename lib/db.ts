import "server-only";
import { env } from "@/lib/env";
import type pg from "pg";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createPrismaClientAndPool } from "@/lib/prisma-client";

// One client per server process; `next dev` re-evaluates modules, so it lives on globalThis.
const globalForDb = globalThis as unknown as { prisma?: PrismaClient; pool?: pg.Pool };

export function db(): PrismaClient {
  if (!globalForDb.prisma) {
    const { DATABASE_URL, DATABASE_POOL_MAX, DATABASE_POOL_TIMEOUT_MS, onVercel } = env();
    // A Vercel instance may be suspended between requests: idle connections are closed after 5 s rather
    // than held open at the pooler by a frozen function.
    const { client, pool } = createPrismaClientAndPool(
      DATABASE_URL,
      DATABASE_POOL_MAX,
      DATABASE_POOL_TIMEOUT_MS,
      onVercel ? 5_000 : 30_000,
    );
    globalForDb.prisma = client;
    globalForDb.pool = pool;
  }
  return globalForDb.prisma;
}

/** The pool under db(): for a library that must share the app's connections (the job worker on PGlite). */
export function dbPool(): pg.Pool {
  db();
  return globalForDb.pool!;
}
