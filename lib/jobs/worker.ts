import "server-only";
import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { JOB_HANDLERS } from "@/lib/jobs/handlers";
import { createQueues, newJobBoss } from "@/lib/jobs/install";
import { QUEUE_NAMES, type QueueName } from "@/lib/jobs/queues";

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

/**
 * Starts this process's worker (once): every queue is polled each JOBS_POLL_SECONDS, and the
 * maintenance runs every MAINTENANCE_EVERY_MINUTES (pg-boss's cron, one run per slot across instances).
 * Answers whether a worker runs: not on Vercel, nor with JOBS_WORKER=off.
 */
export async function startJobWorker(): Promise<boolean> {
  const { onVercel, JOBS_WORKER, JOBS_POLL_SECONDS, MAINTENANCE_EVERY_MINUTES } = env();
  if (onVercel || JOBS_WORKER === "off") return false;
  globalForWorker.thaliJobs ??= (async () => {
    const boss = newBoss({ supervise: true, schedule: MAINTENANCE_EVERY_MINUTES > 0 });
    await boss.start();
    await createQueues(boss);
    for (const name of QUEUE_NAMES) {
      await boss.work(name, { pollingIntervalSeconds: JOBS_POLL_SECONDS, batchSize: 1 }, async ([job]) =>
        job ? runOne(name, job.data) : null,
      );
    }
    if (MAINTENANCE_EVERY_MINUTES > 0) {
      await boss.schedule("maintenance", `*/${MAINTENANCE_EVERY_MINUTES} * * * *`, {}, { tz: "UTC" });
    } else {
      await boss.unschedule("maintenance");
    }
    return boss;
  })();
  await globalForWorker.thaliJobs;
  return true;
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
