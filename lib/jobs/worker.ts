import "server-only";
import PgBoss from "pg-boss";
import { env } from "@/lib/env";
import { JOB_HANDLERS } from "@/lib/jobs/handlers";
import { dbPool } from "@/lib/db";
import { requestsInFlight } from "@/lib/http/in-flight";
import { newJobBoss } from "@/lib/jobs/install";
import { takeNextAtOnce } from "@/lib/jobs/pace";
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
  return newJobBoss(env().DATABASE_URL, env().JOBS_SCHEMA, options);
}

/** Runs one job's handler and answers what it returned, as pg-boss stores it with the job. */
async function runOne(name: QueueName, data: unknown): Promise<object> {
  const result = await JOB_HANDLERS[name](data);
  return result && typeof result === "object" ? result : { result: result ?? null };
}

/**
 * How many due jobs of a message queue (BATCHED) the worker takes at once. They run side by side, so a batch takes
 * as long as its slowest job (each within its queue's expireInSeconds, as one alone), and one fetch and one
 * completion serve the batch: two statements a job before, each a few tenths of a millisecond of the server's CPU
 * (issue 34).
 */
const BATCH_SIZE = 5;

/**
 * The queues taken in batches: messages, each job its own key and ledger entry, so side by side they cannot meet.
 * The others (an accept window's end, a rider's offer, a refund, an invoice) stay one job at a time per instance, as
 * their locks were written for.
 */
const BATCHED: ReadonlySet<QueueName> = new Set(["order-messages", "mail", "sms", "push"]);

/**
 * Runs a batch of one queue's jobs side by side. A job that throws is failed on its own (retried with its backoff,
 * as pg-boss fails a job whose handler threw); pg-boss then completes the others in one statement (its completion
 * skips a job no longer active). Answers the job's result when the batch is one job, as pg-boss stores it.
 */
async function runBatch(boss: PgBoss, name: QueueName, jobs: ReadonlyArray<{ id: string; data: unknown }>) {
  const outcomes = await Promise.allSettled(jobs.map((job) => runOne(name, job.data)));
  for (const [index, outcome] of outcomes.entries()) {
    if (outcome.status === "rejected") await boss.fail(name, jobs[index]!.id, outcome.reason);
  }
  const [only] = outcomes;
  return outcomes.length === 1 && only?.status === "fulfilled" ? only.value : null;
}

/**
 * pg-boss's connection through the app's own pool (PGlite's one connection): its statements wait their
 * turn behind the app's, never interleaved with them on another connection.
 */
function throughAppPool() {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const { rows } = await dbPool().query(text, values);
      return { rows };
    },
  };
}

/**
 * Starts this process's worker (once): every queue is polled each JOBS_POLL_SECONDS, and the
 * maintenance runs every MAINTENANCE_EVERY_MINUTES (pg-boss's cron, one run per slot across instances).
 * Answers whether a worker runs: not on Vercel, nor with JOBS_WORKER=off.
 */
export async function startJobWorker(): Promise<boolean> {
  const {
    onVercel,
    JOBS_WORKER,
    JOBS_POLL_SECONDS,
    JOBS_BUSY_LAG_SECONDS,
    JOBS_CONNECTION,
    MAINTENANCE_EVERY_MINUTES,
    RECONCILE_AT_HOUR,
  } = env();
  if (onVercel || JOBS_WORKER === "off") return false;
  globalForWorker.thaliJobs ??= (async () => {
    const boss = newBoss({
      // PGlite (JOBS_CONNECTION=app): the app's one connection, shared; else two of the worker's own.
      ...(JOBS_CONNECTION === "app" && { db: throughAppPool() }),
      supervise: true,
      maintenanceIntervalSeconds: 30,
      // The cron also runs the daily reconciliation, so it is on whatever the maintenance's setting.
      schedule: true,
    });
    // The queues exist: installJobQueue made them before the worker starts (instrumentation.ts).
    await boss.start();
    // Runs cut off by a crash of the last process whose time is up are due again now, not at the first
    // upkeep 30 s from now.
    await boss.maintain();
    for (const name of QUEUE_NAMES) {
      // pg-boss waits a whole polling interval after every fetch, even one that found a job: the worker is
      // woken at once after a job instead, so a backlog (a dinner rush's receipts) drains back to back and
      // only an empty queue waits JOBS_POLL_SECONDS.
      // During a rush it gives way instead (lib/jobs/pace.ts): the next job waits for the next poll.
      const workerId: string = await boss.work(
        name,
        {
          pollingIntervalSeconds: JOBS_POLL_SECONDS,
          batchSize: BATCHED.has(name) ? BATCH_SIZE : 1,
          includeMetadata: true,
        },
        async (jobs) => {
          const [oldest] = jobs;
          if (!oldest) return null;
          try {
            return await runBatch(boss, name, jobs);
          } finally {
            const pace = {
              requestsInFlight: requestsInFlight(),
              lagSeconds: (Date.now() - new Date(oldest.startAfter).getTime()) / 1000,
              busyLagSeconds: JOBS_BUSY_LAG_SECONDS,
            };
            if (takeNextAtOnce(pace)) boss.notifyWorker(workerId);
          }
        },
      );
    }
    if (MAINTENANCE_EVERY_MINUTES > 0) {
      await boss.schedule("maintenance", `*/${MAINTENANCE_EVERY_MINUTES} * * * *`, {}, { tz: "UTC" });
    } else {
      await boss.unschedule("maintenance");
    }
    // Yesterday's payments against the gateway and the ledger, once a day in IST (one run across instances).
    await boss.schedule("reconcile", `0 ${RECONCILE_AT_HOUR} * * *`, {}, { tz: "Asia/Kolkata" });
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

/** Per drained queue, how many jobs ran to completion and how many tries failed. */
export type DrainReport = Partial<Record<QueueName, { done: number; failed: number }>>;

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
  const queues = only ?? QUEUE_NAMES;
  const report: DrainReport = {};
  try {
    for (const name of queues) {
      const counts = (report[name] = { done: 0, failed: 0 });
      while (Date.now() < deadline) {
        const jobs = await boss.fetch<unknown>(name, { batchSize: 10, ignoreStartAfter });
        if (jobs.length === 0) break;
        for (const job of jobs) {
          try {
            await boss.complete(name, job.id, await runOne(name, job.data));
            counts.done += 1;
          } catch (error) {
            await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            counts.failed += 1;
          }
        }
      }
    }
  } finally {
    await boss.stop({ graceful: false, close: true, wait: true });
  }
  return report;
}
