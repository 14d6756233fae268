// Installing the queue on several instances at once (a deploy starts two or more together on one
// PostgreSQL): each queue is created once, and no instance's start fails on the others' work.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { installJobQueue } from "@/lib/jobs/install";
import { QUEUE_NAMES } from "@/lib/jobs/queues";
import { uniqueSuffix } from "@/tests/support/factories";

const schema = `jobs_${uniqueSuffix()}`;

afterAll(async () => {
  await db().$executeRawUnsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
});

describe("installJobQueue", () => {
  it("run by four instances at once on a fresh database, creates every queue once and fails none", async () => {
    const url = process.env.DATABASE_URL!;
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => installJobQueue(url, schema)));
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    const queues = await db().$queryRawUnsafe<Array<{ name: string }>>(
      `SELECT name FROM ${schema}.queue ORDER BY name`,
    );
    expect(queues.map((queue) => queue.name)).toEqual([...QUEUE_NAMES].sort());
    // And again on a database that has them: it only brings their policies up to date.
    await expect(Promise.all([installJobQueue(url, schema), installJobQueue(url, schema)])).resolves.toBeDefined();
  });
});
