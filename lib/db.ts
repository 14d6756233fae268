import "server-only";
import { env } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createPrismaClient } from "@/lib/prisma-client";

// One client per server process; `next dev` re-evaluates modules, so it lives on globalThis.
const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

export function db(): PrismaClient {
  if (!globalForDb.prisma) {
    const { DATABASE_URL, DATABASE_POOL_MAX, DATABASE_POOL_TIMEOUT_MS, onVercel } = env();
    // A Vercel instance may be suspended between requests: idle connections are closed after 5 s rather
    // than held open at the pooler by a frozen function.
    globalForDb.prisma = createPrismaClient(
      DATABASE_URL,
      DATABASE_POOL_MAX,
      DATABASE_POOL_TIMEOUT_MS,
      onVercel ? 5_000 : 30_000,
    );
  }
  return globalForDb.prisma;
}
