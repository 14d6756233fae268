// `npm run jobs`: what the job queue holds — per queue, how many jobs are queued, retrying, running,
// done and failed — then the latest jobs with their tries and last error. Options:
//   --queue mail|sms|push|maintenance   only that queue
//   --state created|retry|active|completed|failed|cancelled
//   --limit N                            how many jobs to list (default 20)
// It reads DATABASE_URL, else the embedded database of a running `npm start` (DATA_DIR, default .data).
import { parseArgs } from "node:util";
import pg from "pg";
import { appDatabaseUrl } from "./lib/app-database.mjs";
import { countJobs, listJobs, type JobState, type Query } from "../lib/jobs/list";
import { DEFAULT_JOB_SCHEMA } from "../lib/jobs/queues";

const { values } = parseArgs({
  options: { queue: { type: "string" }, state: { type: "string" }, limit: { type: "string", default: "20" } },
});

// `npm run jobs | head` closes the pipe early: that is the end of the listing, not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
});

const schema = process.env.JOBS_SCHEMA ?? DEFAULT_JOB_SCHEMA;
if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
  console.error("JOBS_SCHEMA must be a lower-case SQL name");
  process.exit(2);
}
const client = new pg.Client({ connectionString: appDatabaseUrl() });
await client.connect();
const query: Query = async (sql, params) => (await client.query(sql, params)).rows;
try {
  const installed = await client.query(`SELECT to_regclass($1) IS NOT NULL AS ok`, [`${schema}.job`]);
  if (!installed.rows[0]?.ok) {
    console.info("The job queue is not installed in this database yet: the app installs it when it starts.");
  } else {
    const counts = await countJobs(query, schema);
    const states = ["created", "retry", "active", "completed", "failed", "cancelled", "archived"] as const;
    console.info(["queue".padEnd(12), ...states.map((state) => state.padStart(10))].join(""));
    for (const [queue, byState] of Object.entries(counts)) {
      console.info([queue.padEnd(12), ...states.map((state) => String(byState[state] ?? 0).padStart(10))].join(""));
    }
    const { jobs } = await listJobs(
      { queue: values.queue, state: values.state as JobState | undefined, limit: Number(values.limit) },
      query,
      schema,
    );
    console.info(
      `\nLatest ${jobs.length} job(s)${values.queue ? ` in ${values.queue}` : ""}${values.state ? `, ${values.state}` : ""}:`,
    );
    for (const job of jobs) {
      const when = job.state === "retry" ? ` next try ${job.startAfter.toISOString()}` : "";
      console.info(
        `${job.createdOn.toISOString()}  ${job.queue.padEnd(11)} ${job.state.padEnd(9)} tries ${job.tries}/${job.retryLimit + 1}${when}  ${job.key ?? job.id}${job.archived ? " (archived)" : ""}`,
      );
      if (job.error) console.info(`    last error: ${job.error}`);
    }
  }
} finally {
  await client.end();
}
