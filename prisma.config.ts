// Prisma CLI configuration. The JavaScript schema engine with a pg driver adapter works fully
// offline (the classic engine is a binary downloaded at run time, which this project never does).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

export default defineConfig({
  experimental: { adapter: true },
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  engine: "js",
  // The CLI runs outside the app, so it reads the connection string directly.
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL }),
});
