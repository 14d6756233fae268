// The environment every Prisma CLI call runs with. PRISMA_SCHEMA_ENGINE_BINARY must name an
// existing file or the CLI tries to download the native schema engine; it is never run: Prisma 7's
// `generate` needs no engine, and migrations run on Prisma 6.19's CLI with `engine: "js"` in
// prisma-migrate.config.ts (scripts/lib/bins.mjs).
import { fileURLToPath } from "node:url";

export function prismaEnv(extra = {}) {
  return {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? fileURLToPath(import.meta.url),
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
    // prisma.config.ts reads it even for commands that never connect.
    DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://unused@127.0.0.1:1/unused",
    ...extra,
  };
}
