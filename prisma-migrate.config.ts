// Prisma CLI configuration for migrations: Prisma 6.19's CLI (the npm alias `prisma-migrate`), which
// scripts/lib/bins.mjs runs for `migrate` and `db` commands. Its JavaScript schema engine with a pg driver
// adapter works fully offline; Prisma 7's CLI would need the native schema engine, a binary downloaded at
// run time, which this project never does. Prisma 7 (prisma.config.ts) generates the client.
import path from "node:path";
import { defineConfig } from "prisma-migrate/config";
import { PrismaPg } from "@prisma/adapter-pg";
import { schemaWithUrl } from "./scripts/lib/prisma-migrate-schema.mjs";

export default defineConfig({
  experimental: { adapter: true },
  // prisma/schema.prisma with the datasource url 6.19 requires (and 7 rejects).
  schema: schemaWithUrl(path.join("prisma", "schema.prisma")),
  migrations: { path: path.join("prisma", "migrations") },
  engine: "js",
  // The CLI runs outside the app, so it reads the connection string directly.
  // allowExitOnIdle: the CLI does not end the pool it makes from this, and its idle connections held every migrate
  // command 10 s after its work (the pool's idle timeout). With the engine's timer let go too
  // (scripts/lib/prisma-migrate-preload.mjs), a `migrate deploy` with nothing to apply takes 1.6 s instead of 11.4.
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL, allowExitOnIdle: true }),
});
