import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React server bundles; tests import services directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores, so one on a 2-core machine. Two there: the integration files
    // wait on PostgreSQL much of the time (389 s with one worker, 226 s with two, 1,302 tests passing either way) and
    // the unit files on their imports (47 s, 26 s). docs/testing.md.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**", "tests/e2e/**", ".next/**", ".vercel/**"],
          environment: "node",
          env: {
            AUTH_SECRET: "unit-test-secret-unit-test-secret-0123456789",
            // never connected to in unit tests; env() validates the whole environment
            DATABASE_URL: "postgresql://unit@127.0.0.1:1/unit",
          },
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["**/*.integration.test.ts"],
          exclude: ["node_modules/**", ".next/**", ".vercel/**"],
          environment: "node",
          globalSetup: ["tests/support/integration-db.ts", "tests/support/integration-redis.ts"],
          // next-auth imports "next/server" without an extension, which Node's ESM loader refuses;
          // bundled by Vitest it resolves (the authorization matrix calls its route handlers).
          server: { deps: { inline: ["next-auth"] } },
          env: {
            AUTH_SECRET: "integration-test-secret-0123456789abcdef",
            // GET /api/maintenance answers only this bearer token (app/api/(platform)/maintenance/route.ts).
            CRON_SECRET: "integration-cron-secret-0123456789",
            // Tests play many visitors, each with its own X-Forwarded-For, as one proxy in front reports them.
            TRUST_PROXY_HOPS: "1",
            // bcrypt at cost 4: at production's 12 each sign-up and log-in costs about a second of CPU on a 2-core
            // machine (PASSWORD_HASH_COST, docs/configuration.md; lib/accounts/passwords.test.ts holds the default).
            PASSWORD_HASH_COST: "4",
            // A worker's pool has 5 connections (tests/support/integration-db.ts) and CI runs many files at
            // once on two cores: a burst of 25 logins once waited past the production default of 2.5 s for
            // a connection and got a 503. The wait for a free connection is the machine, not the code.
            DATABASE_POOL_TIMEOUT_MS: "15000",
            // One outbox for the whole run, whatever DATA_DIR a file sets: a drain in any file may send another
            // file's mail, and it must land where that file looks (tests find their own by a unique recipient).
            OUTBOX_DIR: path.resolve(import.meta.dirname, ".data-test", "outbox"),
          },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
