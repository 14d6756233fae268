// The checkout's work that its requests leave to the job worker (issue 34): the paying transaction writes an
// `order-messages` job, which writes the receipt's and the kitchen's push jobs. During a rush the worker gives way
// (lib/jobs/pace.ts: a batch of up to 5 jobs per queue per poll until they trail by JOBS_BUSY_LAG_SECONDS), so most of that work
// runs after the load stops. The bench waits for it here, so that the server CPU it reports includes it, and so
// that nothing it measures afterwards (the floor, the bound) shares the machine with a draining worker.
import pg from "pg";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The SQL counting jobs that are due now and not finished (created, retry or active: pg-boss' job_state enum
 * orders them first). Jobs due later (the kitchen's accept window, a retry's backoff) are not waited for.
 */
export function dueJobsSql(schema = "pgboss") {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Not a schema name: ${schema}`);
  return `SELECT count(*)::int AS due FROM ${schema}.job WHERE state <= 'active' AND start_after <= now()`;
}

/** Jobs completed since `since`, by queue. */
function completedSinceSql(schema = "pgboss") {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Not a schema name: ${schema}`);
  return `SELECT name, count(*)::int AS done FROM ${schema}.job WHERE state = 'completed' AND completed_on >= $1 GROUP BY name ORDER BY name`;
}

/**
 * Waits until no job is due: `quietPolls` polls in a row, `everyMs` apart, find none (a job that runs writes the
 * jobs it causes before it completes, so the count never reaches 0 between them). Gives up after `timeoutSeconds`.
 * Answers how long it waited, whether it drained, and the jobs completed meanwhile by queue.
 */
export async function waitForJobs({
  databaseUrl,
  schema = "pgboss",
  everyMs = 250,
  quietPolls = 3,
  timeoutSeconds = 300,
}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const since = new Date();
    const started = Date.now();
    let quiet = 0;
    let due = 0;
    // A build from before the job queue (`--cwd`) has no job table: nothing to wait for.
    const { rows: table } = await client.query("SELECT to_regclass($1) AS t", [`${schema}.job`]);
    if (!table[0].t) return { seconds: 0, drained: true, due: 0, completed: {} };
    while (Date.now() - started < timeoutSeconds * 1000) {
      ({ due } = (await client.query(dueJobsSql(schema))).rows[0]);
      quiet = due === 0 ? quiet + 1 : 0;
      if (quiet >= quietPolls) break;
      await sleep(everyMs);
    }
    const { rows } = await client.query(completedSinceSql(schema), [since]);
    return {
      seconds: Math.round((Date.now() - started) / 100) / 10,
      drained: quiet >= quietPolls,
      due,
      completed: Object.fromEntries(rows.map((row) => [row.name, row.done])),
    };
  } finally {
    await client.end();
  }
}
