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
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL }),
});
