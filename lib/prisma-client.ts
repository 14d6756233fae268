import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * A Prisma client over node-postgres. `poolMax` must not exceed what the server accepts: the
 * embedded PGlite server multiplexes only a few connections (see DESIGN.md).
 */
export function createPrismaClient(connectionString: string, poolMax: number): PrismaClient {
  const adapter = new PrismaPg({
    connectionString,
    max: poolMax,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  return new PrismaClient({ adapter });
}
