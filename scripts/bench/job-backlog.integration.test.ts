// The bench's wait for the checkout's jobs (scripts/bench/job-backlog.mjs) on a real pg-boss queue of its own:
// a job due now holds it, a job due later does not, and once the due ones are done it answers at once with what
// was completed by queue. Its server CPU "with jobs" depends on not stopping while a receipt is still due.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type PgBoss from "pg-boss";
import { db } from "@/lib/db";
import { installJobQueue, newJobBoss } from "@/lib/jobs/install";
import { uniqueSuffix } from "@/tests/support/factories";
import { dueJobsSql, waitForJobs } from "./job-backlog.mjs";

const schema = `backlog_${uniqueSuffix()}`;
const url = process.env.DATABASE_URL!;
let boss: PgBoss;

beforeAll(async () => {
  await installJobQueue(url, schema);
  boss = newJobBoss(url, schema, { supervise: false, schedule: false, migrate: false });
  await boss.start();
});

afterAll(async () => {
  await boss.stop({ graceful: false, close: true });
  await db().$executeRawUnsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
});

describe("waitForJobs", () => {
  it("waits while a job is due, not for one due later, and reports what was completed by queue", async () => {
    await boss.send("mail", { probe: 1 });
    await boss.send("mail", { probe: 2 }, { startAfter: 3600 });

    const held = await waitForJobs({ databaseUrl: url, schema, everyMs: 50, timeoutSeconds: 0.5 });
    expect(held).toMatchObject({ drained: false, due: 1, completed: {} });

    // A worker takes the due job while the bench waits; it completes it a moment later.
    const waiting = waitForJobs({ databaseUrl: url, schema, everyMs: 50, timeoutSeconds: 10 });
    const [job] = await boss.fetch("mail");
    expect(job?.data).toEqual({ probe: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await boss.complete("mail", job!.id);
    const drained = await waiting;
    expect(drained).toMatchObject({ drained: true, due: 0, completed: { mail: 1 } });
    expect(drained.seconds).toBeGreaterThanOrEqual(0.3);
  });

  it("has nothing to wait for on a database without the queue (a build from before it, run with --cwd)", async () => {
    const none = await waitForJobs({ databaseUrl: url, schema: `missing_${uniqueSuffix()}`, timeoutSeconds: 5 });
    expect(none).toEqual({ seconds: 0, drained: true, due: 0, completed: {} });
  });

  it("refuses a schema name it would have to quote", () => {
    expect(() => dueJobsSql('pgboss"; DROP TABLE x; --')).toThrow("Not a schema name");
  });
});
