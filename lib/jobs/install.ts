import PgBoss from "pg-boss";
import { DEFAULT_JOB_SCHEMA, QUEUE_NAMES, QUEUES } from "@/lib/jobs/queues";

/*
 * The job queue's tables live in their own schema ("pgboss") and are installed by pg-boss itself,
 * not by a Prisma migration: pg-boss creates them with PL/pgSQL functions, which Prisma's migration
 * runner cuts apart at every ";". Installing is safe to run at every start and on several instances
 * at once (pg-boss migrates under an advisory lock); the app runs it on boot (instrumentation.ts),
 * the integration tests after their migrations, `npm run jobs` before it reads.
 */

/** A pg-boss instance on `connectionString` with our settings; `options` add to them. */
export function newJobBoss(
  connectionString: string,
  schema: string,
  options: Partial<PgBoss.ConstructorOptions> = {},
): PgBoss {
  const boss = new PgBoss({
    connectionString,
    schema,
    application_name: "thali-jobs",
    max: 2,
    // Completed jobs stay listable (npm run jobs) for a day, then in the archive for a week.
    archiveCompletedAfterSeconds: 86_400,
    deleteAfterDays: 7,
    ...options,
  });
  boss.on("error", (error) => console.error("Job queue:", error));
  return boss;
}

/** Creates our queues, or brings their retry policies up to date. */
async function createQueues(boss: PgBoss): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
  for (const name of QUEUE_NAMES) {
    const queue = { name, policy: "standard" as const, ...QUEUES[name] };
    if (existing.has(name)) await boss.updateQueue(name, queue);
    else await boss.createQueue(name, queue);
  }
}

/**
 * Installs or upgrades the queue's tables on `connectionString` (in `schema`) and creates our queues.
 * Several instances starting together each run it: pg-boss migrates under its own lock, but two
 * create_queue calls at once deadlock (each holds the queue table for its insert and waits for the other
 * to add its partition's foreign key), so creating and updating the queues happens under an advisory
 * lock per schema. The installer's pool has one connection, so the lock, the queue calls and the unlock
 * all run on that one session (no second connection: PGlite's socket server mixes simultaneous ones up).
 */
export async function installJobQueue(connectionString: string, schema = DEFAULT_JOB_SCHEMA): Promise<void> {
  const boss = newJobBoss(connectionString, schema, { max: 1, supervise: false, schedule: false });
  await boss.start();
  const session = boss.getDb();
  const lockKey = `thali-jobs-install:${schema}`;
  try {
    await session.executeSql("SELECT pg_advisory_lock(hashtext($1))", [lockKey]);
    try {
      await createQueues(boss);
    } finally {
      await session.executeSql("SELECT pg_advisory_unlock(hashtext($1))", [lockKey]);
    }
  } finally {
    // Closing the connection would release the lock as well, were the unlock never reached.
    await boss.stop({ graceful: false, close: true, wait: true });
  }
}
