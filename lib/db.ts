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

/**
 * Options for a transaction on a path many users take at once (sign-up, a reset): Prisma's default lets a
 * transaction wait only 2 s for a free connection, so a burst of them answered 500s on a busy machine
 * (the outbox bench's 60 simultaneous sign-ups did). Like the checkout's and the owner's transactions.
 */
export const BUSY_PATH_TX = { maxWait: 10_000, timeout: 20_000 } as const;
