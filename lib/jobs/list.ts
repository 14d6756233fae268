/*
 * What `npm run jobs` prints: how many jobs each queue holds in each state, and the latest jobs with
 * their tries and last error. Reads pg-boss's tables (live jobs and the archive) with plain SQL, so the
 * CLI needs no running app.
 */

export type Query = <T>(sql: string, params: unknown[]) => Promise<T[]>;

export type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

export type ListedJob = {
  id: string;
  queue: string;
  state: JobState;
  /** The job's key (lib/jobs/enqueue.ts): what it is about. */
  key: string | null;
  tries: number;
  retryLimit: number;
  createdOn: Date;
  /** When it may run next (a retry waits out its backoff). */
  startAfter: Date;
  completedOn: Date | null;
  /** A failed try's message, or null. */
  error: string | null;
  archived: boolean;
};

export type JobCounts = Record<string, Partial<Record<JobState | "archived", number>>>;

export async function countJobs(query: Query, schema: string): Promise<JobCounts> {
  const rows = await query<{ name: string; state: JobState | "archived"; count: number }>(
    `SELECT name, state::text AS state, count(*)::int AS count FROM ${schema}.job GROUP BY name, state
     UNION ALL
     SELECT name, 'archived' AS state, count(*)::int AS count FROM ${schema}.archive GROUP BY name
     ORDER BY name, state`,
    [],
  );
  const counts: JobCounts = {};
  for (const row of rows) (counts[row.name] ??= {})[row.state] = row.count;
  return counts;
}

export async function listJobs(
  { queue, state, limit = 20 }: { queue?: string; state?: JobState; limit?: number },
  query: Query,
  schema: string,
): Promise<{ jobs: ListedJob[] }> {
  const rows = await query<{
    id: string;
    name: string;
    state: JobState;
    singleton_key: string | null;
    retry_count: number;
    retry_limit: number;
    created_on: Date;
    start_after: Date;
    completed_on: Date | null;
    output: { message?: string } | null;
    archived: boolean;
  }>(
    `SELECT * FROM (
       SELECT id::text, name, state::text AS state, singleton_key, retry_count, retry_limit, created_on, start_after,
              completed_on, output, false AS archived FROM ${schema}.job
       UNION ALL
       SELECT id::text, name, state::text AS state, singleton_key, retry_count, retry_limit, created_on, start_after,
              completed_on, output, true AS archived FROM ${schema}.archive
     ) jobs
     WHERE ($1::text IS NULL OR name = $1) AND ($2::text IS NULL OR state = $2)
     ORDER BY created_on DESC LIMIT $3`,
    [queue ?? null, state ?? null, limit],
  );
  return {
    jobs: rows.map((row) => ({
      id: row.id,
      queue: row.name,
      state: row.state,
      key: row.singleton_key,
      tries: row.state === "created" ? 0 : row.retry_count + 1,
      retryLimit: row.retry_limit,
      createdOn: new Date(row.created_on),
      startAfter: new Date(row.start_after),
      completedOn: row.completed_on ? new Date(row.completed_on) : null,
      error: row.state === "failed" || row.state === "retry" ? (row.output?.message ?? null) : null,
      archived: row.archived,
    })),
  };
}
