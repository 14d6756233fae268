// The environment every Prisma CLI call runs with. PRISMA_SCHEMA_ENGINE_BINARY must name an
// existing file or the CLI tries to download the classic schema engine; with `engine: "js"`
// in prisma.config.ts it is never run.
import { fileURLToPath } from "node:url";

export function prismaEnv(extra = {}) {
  return {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? fileURLToPath(import.meta.url),
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
    // The CLI validates the schema's env("DATABASE_URL") even for commands that never connect.
    DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://unused@127.0.0.1:1/unused",
    ...extra,
  };
}
