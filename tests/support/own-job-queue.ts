import { afterAll, beforeAll, vi } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { installJobQueue } from "@/lib/jobs/install";
import { uniqueSuffix } from "@/tests/support/factories";

/**
 * Gives the calling test file a job queue of its own (its own schema, `<prefix>_<suffix>`): installed before its
 * tests and made the app's JOBS_SCHEMA, dropped after them with every stubbed variable undone. No other file's
 * drain takes its jobs, and its counts of tries and states are its own. The schema's name.
 */
export function ownJobQueue(prefix: string): string {
  const schema = `${prefix}_${uniqueSuffix()}`;
  beforeAll(async () => {
    await installJobQueue(process.env.DATABASE_URL!, schema);
    vi.stubEnv("JOBS_SCHEMA", schema);
    resetEnvForTests();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    resetEnvForTests();
    await db().$executeRawUnsafe(`DROP SCHEMA ${schema} CASCADE`);
  });
  return schema;
}
