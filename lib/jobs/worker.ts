import "server-only";
import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { JOB_HANDLERS } from "@/lib/jobs/handlers";
import { db } from "@/lib/db";
import { createQueues, newJobBoss } from "@/lib/jobs/install";
import { JOB_SCHEMA, QUEUE_NAMES, type QueueName } from "@/lib/jobs/queues";

/*
 * The queue's runtime. A long-running server (`npm start`, the container) starts a worker that polls
 * every queue each second and runs the maintenance on its schedule; on Vercel, where functions stop
 * between requests, the cron route drains whatever is due (drainJobs). Either way the job rows are
 * in PostgreSQL, so a crash loses nothing: a job that was running when the process died is retried
 * once its `expireInSeconds` passes, and its handler's ledger keeps it from sending twice.
 */

const globalForWorker = globalThis as unknown as { thaliJobs?: Promise<PgBoss> };

function newBoss(options: Partial<PgBoss.ConstructorOptions>): PgBoss {
  return newJobBoss(env().DATABASE_URL, options);
}

/** Runs one job's handler and answers what it returned, as pg-boss stores it with the job. */
async function runOne(name: QueueName, data: unknown): Promise<object> {
  const result = await JOB_HANDLERS[name](data);
  return result && typeof result === "object" ? result : { result: result ?? null };
}

/** pg-boss's connection through the app's Prisma client: single statements only (fetch, complete, fail). */
function throughApp() {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const args = values.map((value) =>
        value === undefined
          ? null
          : typeof value === "object" && value !== null && !(value instanceof Date)
            ? JSON.stringify(value)
            : value,
      );
      return { rows: await db().$queryRawUnsafe<unknown[]>(text, ...args) };
    },
  };
}

/**
 * Starts this process's worker (once): every queue is polled each JOBS_POLL_SECONDS, and the
 * maintenance runs every MAINTENANCE_EVERY_MINUTES (pg-boss's cron, one run per slot across instances).
 * Answers whether a worker runs: not on Vercel, nor with JOBS_WORKER=off.
 */
export async function startJobWorker(): Promise<boolean> {
  const { onVercel, JOBS_WORKER, JOBS_POLL_SECONDS, JOBS_CONNECTION, MAINTENANCE_EVERY_MINUTES } = env();
  if (onVercel || JOBS_WORKER === "off") return false;
  const shared = JOBS_CONNECTION === "app";
  globalForWorker.thaliJobs ??= (async () => {
    if (shared) await requeueInterrupted();
    const boss = shared
      ? // pg-boss's upkeep (expiring, archiving) and cron send several statements at once, which a shared
        // Prisma connection cannot; one instance on one connection needs neither (see requeueInterrupted).
        newBoss({ db: throughApp(), supervise: false, schedule: false, migrate: false })
      : newBoss({ supervise: true, schedule: MAINTENANCE_EVERY_MINUTES > 0 });
    await boss.start();
    if (!shared) await createQueues(boss);
    for (const name of QUEUE_NAMES) {
      await boss.work(name, { pollingIntervalSeconds: JOBS_POLL_SECONDS, batchSize: 1 }, async ([job]) =>
        job ? runOne(name, job.data) : null,
      );
    }
    if (shared) {
      if (MAINTENANCE_EVERY_MINUTES > 0) startMaintenanceInterval(MAINTENANCE_EVERY_MINUTES);
    } else if (MAINTENANCE_EVERY_MINUTES > 0) {
      await boss.schedule("maintenance", `*/${MAINTENANCE_EVERY_MINUTES} * * * *`, {}, { tz: "UTC" });
    } else {
      await boss.unschedule("maintenance");
    }
    return boss;
  })();
  await globalForWorker.thaliJobs;
  return true;
}

/**
 * On a shared connection there is one instance (the embedded PGlite's folder lock): a job still
 * "active" at start was cut off by a crash of the last run, and is due again now. Its handler's ledger
 * keeps it from sending twice.
 */
async function requeueInterrupted(): Promise<void> {
  await db().$executeRawUnsafe(
    `UPDATE ${JOB_SCHEMA}.job SET state = 'retry', start_after = now() WHERE state = 'active'`,
  );
}

/** The maintenance on a plain interval, for the shared connection, where pg-boss's cron cannot run. */
function startMaintenanceInterval(minutes: number): void {
  const timer = setInterval(() => {
    runOne("maintenance", {}).catch((error) => console.error("Maintenance failed", error));
  }, minutes * 60_000);
  // The timer never keeps a stopping server alive.
  timer.unref();
}

/** Stops this process's worker, letting a job in flight finish (tests, and a server shutting down). */
export async function stopJobWorker(): Promise<void> {
  const running = globalForWorker.thaliJobs;
  globalForWorker.thaliJobs = undefined;
  if (running) await (await running).stop({ graceful: true, wait: true, close: true, timeout: 10_000 });
}

export type DrainReport = Record<QueueName, { done: number; failed: number }>;

/**
 * Runs the jobs that are due now, queue by queue, until none is left or `deadline` passes (the Vercel
 * cron route, tests, and `npm run jobs -- --drain`). `ignoreStartAfter` runs retries before their
 * backoff ends (tests of the retry limit).
 */
export async function drainJobs({
  deadline = Date.now() + 45_000,
  only,
  ignoreStartAfter = false,
}: { deadline?: number; only?: readonly QueueName[]; ignoreStartAfter?: boolean } = {}): Promise<DrainReport> {
  const boss = newBoss({ max: 1, supervise: false, schedule: false, migrate: false });
  await boss.start();
  // Jobs whose process died mid-run (a function cut off at its maximum duration) are due again.
  await boss.maintain();
  const report = Object.fromEntries(QUEUE_NAMES.map((name) => [name, { done: 0, failed: 0 }])) as DrainReport;
  try {
    for (const name of only ?? QUEUE_NAMES) {
      while (Date.now() < deadline) {
        const jobs = await boss.fetch<unknown>(name, { batchSize: 10, ignoreStartAfter });
        if (jobs.length === 0) break;
        for (const job of jobs) {
          try {
            await boss.complete(name, job.id, await runOne(name, job.data));
            report[name].done += 1;
          } catch (error) {
            await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            report[name].failed += 1;
          }
        }
      }
    }
  } finally {
    await boss.stop({ graceful: false, close: true, wait: true });
  }
  return report;
}
