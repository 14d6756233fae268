import "server-only";
import { createHash } from "node:crypto";
import PgBoss from "pg-boss";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { QUEUES, type QueueName } from "@/lib/jobs/queues";

/** Anything that runs SQL in the caller's transaction: a Prisma transaction client, or the client itself. */
export type Tx = Pick<Prisma.TransactionClient, "$queryRawUnsafe">;

const globalForJobs = globalThis as unknown as { thaliJobSenders?: Map<string, PgBoss> };

/**
 * A pg-boss instance that never opens a connection of its own: every send passes the caller's
 * transaction as its `db`, so the job row commits or rolls back with the change that causes it.
 */
function sender(): PgBoss {
  const schema = env().JOBS_SCHEMA;
  const senders = (globalForJobs.thaliJobSenders ??= new Map());
  let boss = senders.get(schema);
  if (!boss) {
    boss = new PgBoss({
      schema,
      db: {
        executeSql: () => Promise.reject(new Error("A job is sent only inside the caller's transaction")),
      },
    });
    senders.set(schema, boss);
  }
  return boss;
}

/** The job's id is derived from its key, so writing the same key twice adds one job, not two. */
export function jobIdForKey(queue: QueueName, key: string): string {
  const hex = createHash("sha256").update(`${queue}:${key}`).digest("hex");
  // Shaped as a version-4-like UUID (pg-boss keeps ids in a uuid column).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function inTransaction(tx: Tx) {
  return {
    async executeSql(text: string, values: unknown[]) {
      const args = values.map((value) =>
        value === undefined
          ? null
          : typeof value === "object" && value !== null && !(value instanceof Date)
            ? JSON.stringify(value)
            : value,
      );
      const rows = await tx.$queryRawUnsafe<unknown[]>(text, ...args);
      return { rows };
    },
  };
}

export type EnqueueOptions = {
  /** What makes this job one and the same on a retry: "order-placed:<orderId>", "reset:<tokenId>". */
  key: string;
  /** Not before this time (a reminder, a timeout). */
  startAfter?: Date;
};

/** A job's id from its key, its queue's retry policy and when it is due: what enqueue and enqueueAll write alike. */
function jobOptions(queue: QueueName, key: string, startAfter: Date | undefined) {
  const { retryLimit, retryDelay, retryBackoff, expireInSeconds } = QUEUES[queue];
  return {
    id: jobIdForKey(queue, key),
    singletonKey: key,
    retryLimit,
    retryDelay,
    retryBackoff,
    expireInSeconds,
    ...(startAfter ? { startAfter } : {}),
  };
}

/**
 * Writes a job in the caller's transaction. Answers false when a job with the same key was already
 * written (nothing is added).
 */
export async function enqueue(
  tx: Tx,
  queue: QueueName,
  data: Record<string, unknown>,
  { key, startAfter }: EnqueueOptions,
): Promise<boolean> {
  const id = await sender().send(
    queue,
    { ...data, key },
    { ...jobOptions(queue, key, startAfter), db: inTransaction(tx) },
  );
  return id !== null;
}

/** A job to write with enqueueAll: its queue, what it carries, its key (as enqueue's) and when it is due. */
export type JobToWrite = { queue: QueueName; data: Record<string, unknown> } & EnqueueOptions;

/**
 * Writes several jobs, of any queues, in the caller's transaction with one statement (pg-boss's insert), as
 * enqueue would one by one: the same ids from the keys (a key written before adds nothing), policies and due
 * times. For the write path, where each statement costs the server about a millisecond (docs/performance.md,
 * "Fewer statements per checkout"); it does not tell which jobs were new.
 */
export async function enqueueAll(tx: Tx, jobs: readonly JobToWrite[]): Promise<void> {
  if (jobs.length === 0) return;
  const rows = jobs.map(({ queue, data, key, startAfter }) => ({
    name: queue,
    data: { ...data, key },
    ...jobOptions(queue, key, startAfter),
  }));
  await sender().insert(rows, { db: inTransaction(tx) });
}

/**
 * When the jobs written with these keys are due (their startAfter), by key: a job already archived or
 * never written is missing from the map.
 */
export async function jobStartTimes(tx: Tx, queue: QueueName, keys: readonly string[]): Promise<Map<string, Date>> {
  if (keys.length === 0) return new Map();
  const byId = new Map(keys.map((key) => [jobIdForKey(queue, key), key]));
  const rows = await tx.$queryRawUnsafe<Array<{ id: string; start_after: Date }>>(
    `SELECT id::text AS id, start_after FROM "${env().JOBS_SCHEMA}".job WHERE name = $1 AND id = ANY($2::uuid[])`,
    queue,
    [...byId.keys()],
  );
  return new Map(rows.map((row) => [byId.get(row.id) ?? row.id, row.start_after]));
}
