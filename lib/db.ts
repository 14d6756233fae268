import "server-only";
import { env } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createPrismaClient } from "@/lib/prisma-client";

// One client per server process; `next dev` re-evaluates modules, so it lives on globalThis.
const globalForDb = globalThis as unknown as { prisma?: PrismaClient };

export function db(): PrismaClient {
  if (!globalForDb.prisma) {
    const { DATABASE_URL, DATABASE_POOL_MAX, DATABASE_POOL_TIMEOUT_MS } = env();
    globalForDb.prisma = createPrismaClient(DATABASE_URL, DATABASE_POOL_MAX, DATABASE_POOL_TIMEOUT_MS);
  }
  return globalForDb.prisma;
}
