// Prisma CLI configuration for Prisma 7 (`prisma generate`, which needs no database and no engine).
// Migrations (`migrate deploy`, `migrate diff`) run on Prisma 6.19's CLI instead, kept as the npm alias
// `prisma-migrate` with its own config (prisma-migrate.config.ts): Prisma 7's CLI needs the native schema
// engine for them, a binary downloaded at run time, which this project never does (scripts/lib/bins.mjs).
import path from "node:path";
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  // The CLI runs outside the app, so it reads the connection string directly (scripts/lib/prisma-env.mjs
  // sets a placeholder when it is unset; generate never connects).
  datasource: { url: process.env.DATABASE_URL },
});
