#!/usr/bin/env node
// `npm run bench:outbox [-- --base 917fe2b --rounds 3 --customers 20 --duration 20 --drain-seconds 400 --keep-base]`:
// what the outbox costs checkout (issue 29: "within 5% of today's checkouts/s"), measured A/B in one run.
//  1. The base commit (default 917fe2b, the commit before the job queue) is checked out as a git worktree in a
//     temp folder, with this checkout's node_modules hard-linked into it (`cp -al`), and built there
//     (`node scripts/build.mjs`: its own Prisma client, then next build). This checkout (HEAD) is built when its
//     build is missing or older than its sources. Builds are heavy: run it under `flock /tmp/thali-heavy.lock`.
//  2. The checkout load (scripts/bench/checkout.mjs: customers looping createPaymentOrder → test pay →
//     verifyPayment → placeOrder) runs against each build in turn, interleaved (base, head, base, head, ...),
//     each round on a fresh database made by that build's own migrations and seed, each build served the same
//     way (`next start` from its folder, scripts/lib/live-instances.mjs, TRUST_PROXY_HOPS=1); the head's job
//     worker runs as in production (JOBS_WORKER on, polling every second, mail written as .eml files).
//  3. After each head round, the jobs it wrote are counted in pgboss.job (every paid order's receipt mail and
//     kitchen push, none missing, none failed), first at the end of the load, then once the worker has drained
//     them (at most --drain-seconds).
// Reports the median checkouts/s of each build, its steps' p50/p95 (median over the rounds) and head/base as a
// percentage against the 5% bound (report.mjs: bench/results/outbox-latest.json and docs/performance.md).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { buildIsStale, nextBuild } from "../lib/build-steps.mjs";
import { DEFAULT_ADMIN_URL, freePort, scratchDatabase, startInstance } from "../lib/live-instances.mjs";
import { run } from "../lib/run.mjs";
import { CHECKOUT_STEPS, runCheckoutLoad } from "./checkout.mjs";
import { fail, machine, reportRun } from "./report.mjs";

const { values: args } = parseArgs({
  options: {
    base: { type: "string", default: "917fe2b" },
    rounds: { type: "string", default: "3" },
    customers: { type: "string", default: "20" },
    duration: { type: "string", default: "20" },
    // Accounts per customer loop (checkout.mjs): 20 checkouts per account in 10 minutes, so 3 leave room for
    // 60 checkouts/s where one would cap a 20 s round at 20/s.
    accounts: { type: "string", default: "3" },
    "drain-seconds": { type: "string", default: "400" },
    // Keeps the base worktree and its build in the temp folder for the next run (it is removed otherwise).
    "keep-base": { type: "boolean", default: false },
    // Variables for the head's server only, to take a part away and see what it costs (JOBS_WORKER=off: no
    // worker polling or sending; the drain and the "nothing lost" check are skipped then).
    "head-env": { type: "string", multiple: true, default: [] },
    // The report's name: bench/results/<name>-latest.json and the <!-- bench:<name> --> block.
    report: { type: "string", default: "outbox" },
  },
});
const ROUNDS = Number(args.rounds);
const CUSTOMERS = Number(args.customers);
const DURATION_SECONDS = Number(args.duration);
const ACCOUNTS = Number(args.accounts);
const HEAD_ENV = Object.fromEntries(
  args["head-env"].map((pair) => [pair.split("=")[0], pair.slice(pair.indexOf("=") + 1)]),
);
const CHECK_JOBS = Number(args["drain-seconds"]) > 0 && HEAD_ENV.JOBS_WORKER !== "off";
const DRAIN_SECONDS = CHECK_JOBS ? Number(args["drain-seconds"]) : 0;
/** Issue 29: the head keeps at least this share of the base's checkouts/s. */
const BOUND = 0.95;
/** The queues a paid order writes to (lib/orders/notifications.ts); the maintenance's own jobs are not counted. */
const ORDER_QUEUES = ["mail", "push"];
const KEY_PREFIX = { mail: "mail:order-placed:", push: "push:new-order:" };
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;

// Both builds run on their defaults: whatever this shell sets for the queue or mail is not passed on.
for (const key of Object.keys(process.env))
  if (/^(JOBS_|SMTP_|SMS_|VAPID_|MAINTENANCE_)/.test(key)) delete process.env[key];

const git = (...gitArgs) => execFileSync("git", gitArgs, { encoding: "utf8" }).trim();
const round2 = (n) => Math.round(n * 100) / 100;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const pct = (ratio) => `${(ratio * 100).toFixed(1)}%`;

/** The base commit as a worktree in a temp folder with node_modules and a build; reused when --keep-base left one. */
async function prepareBase(sha) {
  const dir = path.join(os.tmpdir(), `thali-outbox-base-${sha.slice(0, 12)}`);
  const current = existsSync(path.join(dir, ".git"))
    ? execFileSync("git", ["-C", dir, "rev-parse", "HEAD"], { encoding: "utf8" }).trim()
    : null;
  if (current !== sha) {
    rmSync(dir, { recursive: true, force: true });
    git("worktree", "prune");
    console.info(`> Checking out ${sha.slice(0, 7)} in ${dir}`);
    git("worktree", "add", "--detach", dir, sha);
  }
  if (!existsSync(path.join(dir, "node_modules"))) {
    console.info("> Hard-linking node_modules into it");
    await run("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")]);
  }
  if (!existsSync(path.join(dir, ".next", "BUILD_ID"))) {
    console.info(`> Building ${sha.slice(0, 7)} (its Prisma client, then next build)`);
    await run("node", ["scripts/build.mjs"], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  }
  const remove = () => {
    rmSync(dir, { recursive: true, force: true });
    git("worktree", "prune");
  };
  return { dir, remove };
}

/** Counts of the order jobs on `databaseUrl`, per queue and state, and the paid bench orders that lack one. */
async function countJobs(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const states = await client.query(
      // Only the paid orders' own jobs: sign-up also writes a welcome mail per bench account.
      `SELECT name, state, count(*)::int AS n FROM (
         SELECT name, state, data->>'key' AS key FROM pgboss.job
         UNION ALL SELECT name, state, data->>'key' FROM pgboss.archive
       ) j WHERE (name = 'mail' AND key LIKE $1) OR (name = 'push' AND key LIKE $2) GROUP BY name, state`,
      [`${KEY_PREFIX.mail}%`, `${KEY_PREFIX.push}%`],
    );
    const paid = await client.query(
      `SELECT o.id FROM "Order" o JOIN "User" u ON u.id = o."customerId"
       WHERE o."paidAt" IS NOT NULL AND u.email LIKE 'bench-%@example.test'`,
    );
    const keys = await client.query(
      // The key enqueue() wrote into the job's data ("mail:order-placed:<orderId>", "push:new-order:<orderId>").
      `SELECT name, data->>'key' AS key FROM pgboss.job WHERE name = ANY($1)
       UNION SELECT name, data->>'key' FROM pgboss.archive WHERE name = ANY($1)`,
      [ORDER_QUEUES],
    );
    const have = new Set(keys.rows.map((r) => `${r.name}|${r.key}`));
    const byQueue = {};
    for (const queue of ORDER_QUEUES) {
      const of = (state) => states.rows.find((r) => r.name === queue && r.state === state)?.n ?? 0;
      const written = states.rows.filter((r) => r.name === queue).reduce((n, r) => n + r.n, 0);
      byQueue[queue] = {
        written,
        completed: of("completed"),
        failed: of("failed"),
        pending: of("created") + of("retry") + of("active"),
        missing: paid.rows.filter((o) => !have.has(`${queue}|${KEY_PREFIX[queue]}${o.id}`)).length,
      };
    }
    return { paidOrders: paid.rows.length, byQueue };
  } finally {
    await client.end();
  }
}

// Not yet written counts as pending too: an order's mail and push jobs are written by its order-messages job.
const pendingOf = (jobs) => ORDER_QUEUES.reduce((n, q) => n + jobs.byQueue[q].pending + jobs.byQueue[q].missing, 0);

/** One round on one build: a fresh database, `next start` from the build's folder, the load, then the jobs. */
async function measure(build, roundNo) {
  const authSecret = randomBytes(32).toString("hex");
  const database = await scratchDatabase({ adminUrl: ADMIN_URL, authSecret, cwd: build.dir });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `thali-outbox-${build.label}-`));
  let server;
  try {
    const port = await freePort();
    server = await startInstance({
      databaseUrl: database.url,
      port,
      authSecret,
      cwd: build.dir,
      env: { TRUST_PROXY_HOPS: "1", DATA_DIR: dataDir, ...(build.label === "head" ? HEAD_ENV : {}) },
    });
    console.info(`\n> Round ${roundNo}, ${build.label} (${build.sha.slice(0, 7)}) on ${server.baseUrl}`);
    const loadAverageStart = machine().loadAverage;
    const summary = await runCheckoutLoad({
      baseUrl: server.baseUrl,
      customers: CUSTOMERS,
      durationSeconds: DURATION_SECONDS,
      accountsPerCustomer: ACCOUNTS,
      log: console.info,
    });
    const result = {
      build: build.label,
      round: roundNo,
      loadAverageStart,
      loadAverageEnd: machine().loadAverage,
      ...summary,
    };
    console.info(
      `  ${summary.checkouts.perSecond} checkouts/s (${summary.checkouts.completed} completed, ${summary.checkouts.failed} failed), ` +
        `lost ${summary.consistency.lost}, duplicated ${summary.consistency.duplicated}`,
    );
    if (build.label === "head") {
      const atEnd = await countJobs(database.url);
      const drainStarted = Date.now();
      let drained = atEnd;
      while (pendingOf(drained) > 0 && Date.now() - drainStarted < DRAIN_SECONDS * 1000) {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        drained = await countJobs(database.url);
      }
      const mailDir = path.join(dataDir, "outbox", "mail");
      result.jobs = {
        atEndOfLoad: atEnd,
        afterDrain: drained,
        drainSeconds: round2((Date.now() - drainStarted) / 1000),
        drainedAll: pendingOf(drained) === 0,
        emlFiles: existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith(".eml")).length : 0,
      };
      const q = (jobs, queue) =>
        `${queue} ${jobs.byQueue[queue].written} written / ${jobs.byQueue[queue].completed} done / ${jobs.byQueue[queue].failed} failed / ${jobs.byQueue[queue].missing} missing`;
      console.info(`  jobs at the end of the load: ${ORDER_QUEUES.map((queue) => q(atEnd, queue)).join("; ")}`);
      console.info(
        `  jobs after ${result.jobs.drainSeconds} s more: ${ORDER_QUEUES.map((queue) => q(drained, queue)).join("; ")}; ${result.jobs.emlFiles} .eml files`,
      );
    }
    return result;
  } catch (error) {
    // What the server said is the first thing to read when a round fails (a 500 names its cause there).
    if (server)
      console.error(`  ${build.label} server output (last 4,000 characters):\n${server.output().slice(-4_000)}`);
    throw error;
  } finally {
    await server?.stop();
    await database.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// --- builds ---
let baseSha;
try {
  baseSha = git("rev-parse", `${args.base}^{commit}`);
} catch {
  fail(`${args.base} is not a commit here.`);
}
const headSha = git("rev-parse", "HEAD");
const dirty = git("status", "--porcelain", "--untracked-files=no") !== "";
const subject = (sha) => git("log", "-1", "--format=%s", sha).slice(0, 72);

let base;
try {
  base = await prepareBase(baseSha);
  if (buildIsStale()) await nextBuild();
} catch (error) {
  fail(`Building failed: ${error.message}`);
}
const builds = {
  base: { label: "base", sha: baseSha, dir: base.dir },
  head: { label: "head", sha: headSha, dir: process.cwd() },
};

// --- rounds, interleaved ---
const runs = [];
let failure;
try {
  for (let r = 1; r <= ROUNDS; r++) {
    for (const build of [builds.base, builds.head]) runs.push(await measure(build, r));
  }
} catch (error) {
  failure = error;
} finally {
  if (!args["keep-base"]) base.remove();
}
if (failure) fail(failure.message);

// --- figures ---
const of = (label) => runs.filter((r) => r.build === label);
const perBuild = Object.fromEntries(
  ["base", "head"].map((label) => {
    const rs = of(label);
    return [
      label,
      {
        sha: builds[label].sha,
        checkoutsPerSecond: rs.map((r) => r.checkouts.perSecond),
        medianCheckoutsPerSecond: round2(median(rs.map((r) => r.checkouts.perSecond))),
        completed: rs.reduce((n, r) => n + r.checkouts.completed, 0),
        failed: rs.reduce((n, r) => n + r.checkouts.failed, 0),
        lost: rs.reduce((n, r) => n + r.consistency.lost, 0),
        duplicated: rs.reduce((n, r) => n + r.consistency.duplicated, 0),
        errorSamples: [...new Set(rs.flatMap((r) => r.errorSamples))].slice(0, 5),
        steps: Object.fromEntries(
          [...CHECKOUT_STEPS, "checkout"].map((step) => {
            const l = (r) => (step === "checkout" ? r.checkoutLatencyMs : r.latencyMs[step]);
            return [
              step,
              { p50: round2(median(rs.map((r) => l(r).p50))), p95: round2(median(rs.map((r) => l(r).p95))) },
            ];
          }),
        ),
      },
    ];
  }),
);
const ratio = perBuild.head.medianCheckoutsPerSecond / perBuild.base.medianCheckoutsPerSecond;
const met = ratio >= BOUND;
const heads = of("head");
const sumJobs = (stage, queue, field) => heads.reduce((n, r) => n + r.jobs[stage].byQueue[queue][field], 0);
const jobs = {
  paidOrders: heads.reduce((n, r) => n + r.jobs.afterDrain.paidOrders, 0),
  emlFiles: heads.reduce((n, r) => n + r.jobs.emlFiles, 0),
  drainedAll: heads.every((r) => r.jobs.drainedAll),
  drainSeconds: heads.map((r) => r.jobs.drainSeconds),
  ...Object.fromEntries(
    ORDER_QUEUES.map((queue) => [
      queue,
      {
        written: sumJobs("afterDrain", queue, "written"),
        doneAtEndOfLoad: sumJobs("atEndOfLoad", queue, "completed"),
        done: sumJobs("afterDrain", queue, "completed"),
        failed: sumJobs("afterDrain", queue, "failed"),
        pending: sumJobs("afterDrain", queue, "pending"),
        missing: sumJobs("afterDrain", queue, "missing"),
      },
    ]),
  ),
};
const nothingLost =
  CHECK_JOBS &&
  jobs.drainedAll &&
  ORDER_QUEUES.every((q) => jobs[q].missing === 0 && jobs[q].failed === 0 && jobs[q].done === jobs.paidOrders);

const stepLine = (step) => {
  const b = perBuild.base.steps[step];
  const h = perBuild.head.steps[step];
  return `${step.padEnd(20)} base p50 ${b.p50} / p95 ${b.p95} ms   head p50 ${h.p50} / p95 ${h.p95} ms`;
};
const lines = [
  `base ${baseSha.slice(0, 7)}  ${subject(baseSha)}`,
  `head ${headSha.slice(0, 7)}${dirty ? " (+ uncommitted changes)" : ""}  ${subject(headSha)}`,
  ...(args["head-env"].length ? [`head env     ${args["head-env"].join(" ")}`] : []),
  `${ROUNDS} rounds each, interleaved base/head, ${CUSTOMERS} customers (${ACCOUNTS} accounts each) for ${DURATION_SECONDS} s, a fresh database per round`,
  `checkouts/s  base ${perBuild.base.checkoutsPerSecond.join(", ")} -> median ${perBuild.base.medianCheckoutsPerSecond}`,
  `checkouts/s  head ${perBuild.head.checkoutsPerSecond.join(", ")} -> median ${perBuild.head.medianCheckoutsPerSecond}`,
  `head/base    ${pct(ratio)} of the base's checkouts/s: within 5% ${met ? "MET" : "NOT MET"}`,
  ...[...CHECKOUT_STEPS, "checkout"].map(stepLine),
  `orders       base ${perBuild.base.completed} completed, ${perBuild.base.failed} failed, lost ${perBuild.base.lost}, duplicated ${perBuild.base.duplicated}; head ${perBuild.head.completed} completed, ${perBuild.head.failed} failed, lost ${perBuild.head.lost}, duplicated ${perBuild.head.duplicated}`,
  ...["base", "head"]
    .filter((label) => perBuild[label].errorSamples.length)
    .map((label) => `errors ${label}  ${perBuild[label].errorSamples.join(" | ")}`),
  ...ORDER_QUEUES.map(
    (q) =>
      `jobs ${q.padEnd(7)} ${jobs[q].written} written for ${jobs.paidOrders} paid orders, ${jobs[q].doneAtEndOfLoad} done at the end of the load, ${jobs[q].done} after the drain, ${jobs[q].failed} failed, ${jobs[q].missing} missing`,
  ),
  `drain        ${jobs.drainSeconds.map((s) => `${s} s`).join(", ")} after the load (worker: every queue polled each second); ${jobs.emlFiles} .eml files`,
  CHECK_JOBS
    ? `nothing lost ${nothingLost ? "yes" : "NO"} (every paid order has its mail and push job, all done, none failed)`
    : `nothing lost not checked (head run with ${args["head-env"].join(" ")}, drain ${DRAIN_SECONDS} s)`,
];
await reportRun(args.report, {
  command: `npm run bench:outbox -- --base ${args.base} --rounds ${ROUNDS}${args["head-env"].map((pair) => ` --head-env ${pair}`).join("")}`,
  summary: { bound: BOUND, ratio: round2(ratio), met, nothingLost, perBuild, jobs, runs },
  lines,
});
if (CHECK_JOBS && !nothingLost) fail("Jobs were lost, failed or left undone.");
