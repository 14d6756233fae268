#!/usr/bin/env node
// `npm run bench:checkout [-- --instances 2 --customers 20 --duration 20 --warmup 5 --accounts 8 --cpu-prof DIR]`:
// the paid checkout at dinner-rush load, and what it costs (issue 34).
//  1. A fresh database on the local PostgreSQL (migrated, demo data), and `--instances` production servers of this
//     checkout's build (`next start`, built first when the build is missing or stale), each with its job worker
//     on and the live bus on Redis (REDIS_URL, default the local one), as in production. With two or more, a
//     local TCP balancer (balancer.mjs) spreads the customers' connections over them.
//  2. The checkout's SQL is captured on the first instance (three checkouts of one customer, SQL_CAPTURE_FILE,
//     lib/bench-sql-capture.ts) while nothing else runs.
//  3. A warm-up load, then the measured load (checkout.mjs): `--customers` customers loop createPaymentOrder →
//     TEST MODE pay → verifyPayment → placeOrder for `--duration` seconds. The CPU time of each server process
//     (with its children), of PostgreSQL and of this script are read before and after (process-cpu.mjs), and again
//     once the jobs the load left to the worker (receipts, pushes) have run (job-backlog.mjs): the load starts on
//     an empty queue, and the server CPU "with jobs" covers the load and that drain.
//  4. The bound, in the same run: the captured statements replayed by a raw `pg` script, in the same
//     transactions, by as many clients, against the same database (sql-bound.mjs): checkouts/s the database
//     alone sustains here, and our share of it.
//     With two instances or more, before the load: an order paid on one reaches its customer's stream held on the
//     other, both ways (cross-instance.mjs).
//  5. Consistency: every customer's getOrdersByCustomerId holds exactly the orders their loop completed, and
//     every invoice series numbers its invoices 1..n without a gap or a repeat.
// `--cpu-prof DIR` starts the servers with an inspector port and writes a CPU profile of each over the measured
// load and its jobs' drain there (instance-N.cpuprofile; `node scripts/bench/profile-top.mjs FILE` lists its top costs;
// docs/performance.md, "The write path"). Profiling slows the server: its figures are not the run's to report.
// After the load, in the same run, what the stack costs before our code: CPU per request of GET /api/health
// (Next with one SELECT 1 through Prisma), and one query through Prisma against pg (query-cost.mjs).
// Prints and reports (report.mjs: bench/results/checkout-latest.json and docs/performance.md). Exit code 1 when
// an order is lost or doubled or an invoice number is missing or repeated; the targets print MET or NOT MET.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import pg from "pg";
import { buildIsStale, nextBuild } from "../lib/build-steps.mjs";
import { DEFAULT_ADMIN_URL, freePort, scratchDatabase, startInstance } from "../lib/live-instances.mjs";
import { startBalancer } from "./balancer.mjs";
import { crossInstanceLive } from "./cross-instance.mjs";
import { CHECKOUT_STEPS, captureCheckouts, runCheckoutLoad } from "./checkout.mjs";
import { postgresCpuSeconds, selfCpuSeconds, treeCpuSeconds } from "./process-cpu.mjs";
import { fail, reportRun } from "./report.mjs";
import { cpuProfiler } from "./server-memory.mjs";
import { measureSqlBound } from "./sql-bound.mjs";
import { waitForJobs } from "./job-backlog.mjs";

const { values: args } = parseArgs({
  options: {
    instances: { type: "string", default: "1" },
    customers: { type: "string", default: "20" },
    duration: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    // Checkout allows 20 checkouts per account in 10 minutes (lib/checkout/limits.ts): at 100/s a loop of 20
    // customers makes 5 a second, so each loop needs ~6 accounts for a 20 s run and its warm-up.
    accounts: { type: "string", default: "8" },
    "bound-duration": { type: "string", default: "10" },
    "cpu-prof": { type: "string" },
    // Copies the captured SQL there (for working on sql-bound.mjs); it is deleted otherwise.
    "keep-capture": { type: "string" },
    report: { type: "string" },
    // Another checkout's folder (a git worktree with its node_modules and build) to measure instead of this one:
    // the before/after of docs/performance.md ran the same script against the commit before issue 34.
    cwd: { type: "string" },
  },
});
const INSTANCES = Number(args.instances);
const CUSTOMERS = Number(args.customers);
const DURATION_SECONDS = Number(args.duration);
const WARMUP_SECONDS = Number(args.warmup);
const ACCOUNTS = Number(args.accounts);
/** The run's own options, as the report names its command. */
const extraArgs = [
  ...(INSTANCES > 1 ? [`--instances ${INSTANCES}`] : []),
  ...(args.cwd ? [`--cwd <a worktree of ${args.cwd.split("/").pop()}>`] : []),
];
const REPORT = args.report ?? (INSTANCES > 1 ? `checkout-${INSTANCES}-instances` : "checkout");
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
/** Issue 34's targets on this machine. */
const TARGETS = { checkoutsPerSecond: 100, cpuMsPerCheckout: 12 };

const round = (n, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const sum = (values) => values.reduce((a, b) => a + b, 0);

// The servers run on their defaults: whatever this shell sets for the queue, mail or bus is not passed on.
for (const key of Object.keys(process.env))
  if (/^(JOBS_|SMTP_|SMS_|VAPID_|MAINTENANCE_|LIVE_)/.test(key)) delete process.env[key];

const cwd = args.cwd ? path.resolve(args.cwd) : undefined;
if (!cwd && buildIsStale()) await nextBuild();

const authSecret = randomBytes(32).toString("hex");
const captureFile = path.join(os.tmpdir(), `thali-checkout-sql-${process.pid}.jsonl`);
const profileDir = args["cpu-prof"] ? path.resolve(args["cpu-prof"]) : null;
if (profileDir) mkdirSync(profileDir, { recursive: true });

console.info(`> A fresh database on ${new URL(ADMIN_URL).host} (migrations and demo data)`);
const database = await scratchDatabase({ adminUrl: ADMIN_URL, authSecret, cwd });
const instances = [];
let balancer = null;
let exitCode = 0;
try {
  for (let i = 0; i < INSTANCES; i++) {
    const port = await freePort();
    const inspectPort = profileDir ? await freePort() : null;
    instances.push(
      await startInstance({
        databaseUrl: database.url,
        port,
        authSecret,
        env: {
          TRUST_PROXY_HOPS: "1",
          LIVE_BUS: "redis",
          REDIS_URL,
          ...(i === 0 && { SQL_CAPTURE_FILE: captureFile }),
        },
        nodeArgs: inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : [],
        cwd,
      }),
    );
    instances[i].inspectPort = inspectPort;
    console.info(`> instance ${i + 1} on ${instances[i].baseUrl} (pid ${instances[i].pid})`);
  }
  let baseUrl = instances[0].baseUrl;
  if (INSTANCES > 1) {
    balancer = await startBalancer({
      port: await freePort(),
      targets: instances.map((instance) => ({ host: "localhost", port: Number(new URL(instance.baseUrl).port) })),
    });
    baseUrl = balancer.baseUrl;
    console.info(`> balancer on ${baseUrl}, round robin over ${INSTANCES} instances`);
  }

  console.info("> Capturing the checkout's SQL (three checkouts of one customer, nothing else running)");
  const capture = await captureCheckouts({ baseUrl: instances[0].baseUrl, captureFile, count: 3 });

  let live = null;
  if (INSTANCES > 1) {
    console.info("> Live events across instances: an order paid on one, its customer's stream on the other");
    live = await crossInstanceLive(instances.map((instance) => instance.baseUrl));
  }

  console.info(`> Warm-up: ${CUSTOMERS} customers for ${WARMUP_SECONDS} s`);
  const warmup = await runCheckoutLoad({ baseUrl, customers: CUSTOMERS, durationSeconds: WARMUP_SECONDS });
  // The measured run signs up its own customers first, so sign-ups (password hashing) stay out of the CPU window.
  const load = runCheckoutLoad({
    baseUrl,
    customers: CUSTOMERS,
    durationSeconds: DURATION_SECONDS,
    accountsPerCustomer: ACCOUNTS,
    log: console.info,
    onStart: async () => {
      // The sign-ups' welcome mails and the warm-up's receipts are not the measured checkouts' work.
      console.info("> Waiting for the jobs of the sign-ups and the warm-up");
      before = await waitForJobs({ databaseUrl: database.url });
      if (profileDir) {
        profilers = await Promise.all(instances.map((instance) => cpuProfiler(instance.inspectPort)));
        await Promise.all(profilers.map((profiler) => profiler.start()));
      }
      cpuBefore = readCpu();
    },
    onEnd: async () => {
      cpuAfter = readCpu();
      // What the load's checkouts left to the worker, run before anything else is measured (job-backlog.mjs).
      console.info("> Waiting for the load's jobs (receipts and pushes) to drain");
      backlog = await waitForJobs({ databaseUrl: database.url });
      cpuDrained = readCpu();
      for (const [i, profiler] of profilers.entries()) {
        const file = path.join(profileDir, `instance-${i + 1}.cpuprofile`);
        writeFileSync(file, JSON.stringify(await profiler.stop()));
      }
    },
  });
  let cpuBefore;
  let cpuAfter;
  let cpuDrained;
  let before;
  let backlog;
  let profilers = [];
  const readCpu = () => ({
    servers: instances.map((instance) => treeCpuSeconds(instance.pid)),
    postgres: postgresCpuSeconds(),
    bench: selfCpuSeconds(),
  });
  const summary = await load;
  const completed = summary.checkouts.completed;
  const perCheckoutMs = (seconds) => (completed ? round((seconds * 1000) / completed, 1) : null);
  const serverSeconds = instances.map((_, i) => round(cpuAfter.servers[i] - cpuBefore.servers[i]));
  const cpu = {
    serverSeconds,
    serverMsPerCheckout: perCheckoutMs(serverSeconds.reduce((a, b) => a + b, 0)),
    // Each instance's share of the run's server CPU, per checkout of the whole run (they add up to the total).
    perInstanceMsPerCheckout: serverSeconds.map((s) => perCheckoutMs(s)),
    postgresSeconds: round(cpuAfter.postgres - cpuBefore.postgres),
    postgresMsPerCheckout: perCheckoutMs(cpuAfter.postgres - cpuBefore.postgres),
    benchSeconds: round(cpuAfter.bench - cpuBefore.bench),
    benchMsPerCheckout: perCheckoutMs(cpuAfter.bench - cpuBefore.bench),
    // The load's window and the drain of its jobs after it: what a checkout costs the server, its messages included.
    withJobsSeconds: round(sum(cpuDrained.servers) - sum(cpuBefore.servers)),
    withJobsMsPerCheckout: perCheckoutMs(sum(cpuDrained.servers) - sum(cpuBefore.servers)),
    // The servers' CPU seconds over the drain (its wall time is jobs.afterLoad.seconds).
    drainSeconds: round(sum(cpuDrained.servers) - sum(cpuAfter.servers)),
    postgresWithJobsMsPerCheckout: perCheckoutMs(cpuDrained.postgres - cpuBefore.postgres),
  };
  const jobs = { beforeLoad: before, afterLoad: backlog };

  // What the stack costs before our code, in the same run: a request through Next that runs one trivial query
  // (GET /api/health: SELECT 1 through Prisma), and one query through Prisma against the same through pg.
  const floor = await requestFloor(instances, baseUrl);
  const queryCost = queryCostOf(database.url);

  // Before the bound: its replays take invoice numbers of their own (scripts/bench/sql-bound.mjs).
  const invoices = await invoiceSeriesCheck(database.url);

  // A build from before the capture existed (--cwd) writes no statements, only the bench's marks.
  const captured = existsSync(captureFile) && readFileSync(captureFile, "utf8").includes('"text"');
  let bound = null;
  if (captured) {
    console.info(
      `> The bound: the captured SQL replayed by ${CUSTOMERS} raw pg clients for ${args["bound-duration"]} s`,
    );
    bound = await measureSqlBound({
      databaseUrl: database.url,
      captureFile,
      clients: CUSTOMERS,
      durationSeconds: Number(args["bound-duration"]),
    });
  }

  const share = bound?.checkoutsPerSecond ? summary.checkouts.perSecond / bound.checkoutsPerSecond : null;
  const consistencyOk = summary.consistency.ok && warmup.consistency.ok && invoices.ok && (live?.ok ?? true);
  const targets = [
    {
      target: `≥ ${TARGETS.checkoutsPerSecond} checkouts/s with ${CUSTOMERS} customers`,
      met: summary.checkouts.perSecond >= TARGETS.checkoutsPerSecond,
    },
    {
      target: `≤ ${TARGETS.cpuMsPerCheckout} ms server CPU per checkout`,
      met: cpu.serverMsPerCheckout !== null && cpu.serverMsPerCheckout <= TARGETS.cpuMsPerCheckout,
    },
    {
      target: `≤ ${TARGETS.cpuMsPerCheckout} ms server CPU per checkout with its jobs`,
      met: cpu.withJobsMsPerCheckout !== null && cpu.withJobsMsPerCheckout <= TARGETS.cpuMsPerCheckout,
    },
    { target: "0 lost, 0 duplicated, invoice numbers gap-free", met: consistencyOk },
  ];
  const { lost, duplicated, unexpected, ordersListed } = summary.consistency;
  await reportRun(REPORT, {
    command: `npm run bench:checkout${extraArgs.length ? ` -- ${extraArgs.join(" ")}` : ""}`,
    summary: {
      instances: INSTANCES,
      ...summary,
      cpu,
      jobs,
      bound,
      share,
      floor,
      queryCost,
      live,
      invoices,
      capture,
      warmup: warmup.checkouts,
      targets,
    },
    lines: [
      `instances    ${INSTANCES}${INSTANCES > 1 ? ` behind a TCP balancer (connections ${balancer.connections.join(" / ")})` : ""}, local PostgreSQL, live bus on Redis, job worker on`,
      `checkouts/s  ${summary.checkouts.perSecond} (${completed} completed, ${summary.checkouts.failed} failed; ${CUSTOMERS} customers for ${summary.durationSeconds} s after a ${WARMUP_SECONDS} s warm-up)`,
      bound
        ? `bound        ${bound.checkoutsPerSecond} checkouts/s: the checkout's SQL alone (${bound.statementsPerCheckout} statements in ${bound.transactionsPerCheckout} transactions, replayed by ${CUSTOMERS} raw pg clients, ${bound.failed} failed); share ${share === null ? "–" : `${round(share * 100, 1)}%`}`
        : "bound        not measured: this build captures no SQL (it predates SQL_CAPTURE_FILE)",
      `server CPU   ${cpu.serverMsPerCheckout} ms per checkout (${serverSeconds.map((s, i) => `instance ${i + 1}: ${s} s, ${cpu.perInstanceMsPerCheckout[i]} ms`).join("; ")})`,
      `with jobs    ${cpu.withJobsMsPerCheckout} ms server CPU per checkout, the load's receipts and pushes included: they drained ${backlog.seconds} s after the load (${cpu.drainSeconds} s of CPU${backlog.drained ? "" : `; NOT drained, ${backlog.due} still due`}; ${
        Object.entries(backlog.completed)
          .map(([name, n]) => `${name} ${n}`)
          .join(", ") || "no jobs"
      }); PostgreSQL ${cpu.postgresWithJobsMsPerCheckout} ms`,
      `other CPU    PostgreSQL ${cpu.postgresMsPerCheckout} ms per checkout (${cpu.postgresSeconds} s), this load generator ${cpu.benchMsPerCheckout} ms (${cpu.benchSeconds} s)`,
      `floor        GET /api/health (Next, one SELECT 1 through Prisma): ${floor.cpuMsPerRequest} ms server CPU per request (${floor.requests} requests)`,
      `one query    through Prisma ${queryCost.byId.prisma.cpuMs} ms CPU, its $queryRaw ${queryCost.byId.prismaRaw?.cpuMs ?? "– (not measured by this build)"} ms, through pg ${queryCost.byId.pg.cpuMs} ms (an order by id); with items and restaurant joined ${queryCost.withRelations.prisma.cpuMs} ms against ${queryCost.withRelations.pg.cpuMs} ms`,
      ...CHECKOUT_STEPS.map((step) => {
        const l = summary.latencyMs[step];
        return `${step.padEnd(20)} p50 ${l.p50} ms   p95 ${l.p95} ms   p99 ${l.p99} ms`;
      }),
      `orders       ${ordersListed} listed for ${completed} completed: lost ${lost}, duplicated ${duplicated}, unexpected ${unexpected} (warm-up: ${warmup.checkouts.completed} completed, ${warmup.consistency.ok ? "all listed once" : "NOT consistent"})`,
      ...(live
        ? [
            `live         an order paid on instance 1 reached its customer's stream on instance 2 in ${live.firstToSecondMs ?? "– (never)"} ms, on 2 → 1 in ${live.secondToFirstMs ?? "– (never)"} ms`,
          ]
        : []),
      `invoices     ${invoices.invoices} in ${invoices.series} series: ${invoices.ok ? "each numbered 1..n, no gap, no repeat" : `NOT gap-free: ${invoices.problems.join("; ")}`}`,
      ...targets.map((t) => `target       ${t.target}: ${t.met ? "MET" : "NOT MET"}`),
      ...(summary.errorSamples.length ? [`errors       ${summary.errorSamples.join(" | ")}`] : []),
    ],
  });
  if (!consistencyOk) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await balancer?.close();
  for (const instance of instances) await instance.stop();
  await database.drop().catch(() => {});
  if (args["keep-capture"] && existsSync(captureFile)) copyFileSync(captureFile, args["keep-capture"]);
  rmSync(captureFile, { force: true });
  rmSync(`${captureFile}.on`, { force: true });
}
if (profileDir)
  console.info(
    `profiles     ${profileDir} (the measured window and its jobs' drain; scripts/bench/profile-top.mjs sums one up)`,
  );
if (exitCode) fail("The checkout lost, doubled or misnumbered something (above).");

/** Server CPU per request of GET /api/health, 3,000 requests by 20 clients through `baseUrl`. */
async function requestFloor(servers, url) {
  const REQUESTS = 3_000;
  const before = sum(servers.map((server) => treeCpuSeconds(server.pid)));
  let sent = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (sent < REQUESTS) {
        sent += 1;
        const response = await fetch(`${url}/api/health`);
        await response.arrayBuffer();
      }
    }),
  );
  const after = sum(servers.map((server) => treeCpuSeconds(server.pid)));
  return { requests: REQUESTS, cpuMsPerRequest: round(((after - before) * 1000) / REQUESTS, 2) };
}

/**
 * scripts/bench/query-cost.mjs on the run's database, in a process of its own (it loads the app's Prisma client): the
 * measured checkout's (`--cwd`), whose Prisma may not be this one's.
 */
function queryCostOf(databaseUrl) {
  const output = execFileSync(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/bench/query-cost.mjs", databaseUrl],
    { encoding: "utf8", cwd },
  );
  return JSON.parse(output.trim().split("\n").at(-1));
}

/** Every invoice series' sequences are exactly 1..n, and every order has at most one invoice. */
async function invoiceSeriesCheck(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`
      SELECT s.id, s.prefix, s."nextNumber", count(i.id)::int AS invoices,
             count(DISTINCT i.sequence)::int AS distinct_sequences,
             coalesce(min(i.sequence), 0) AS first, coalesce(max(i.sequence), 0) AS last
        FROM "InvoiceSeries" s LEFT JOIN "Invoice" i ON i."seriesId" = s.id
       GROUP BY s.id`);
    const doubled = await client.query(`
      SELECT count(*)::int AS n FROM (
        SELECT "orderId" FROM "Invoice" WHERE kind = 'invoice' GROUP BY "orderId" HAVING count(*) > 1) d`);
    const problems = [];
    for (const s of rows) {
      if (s.invoices !== s.distinct_sequences) problems.push(`${s.prefix}: a sequence number repeats`);
      if (s.invoices && (Number(s.first) !== 1 || Number(s.last) !== s.invoices))
        problems.push(`${s.prefix}: ${s.invoices} invoices numbered ${s.first}..${s.last}`);
      if (s.nextNumber !== s.invoices + 1)
        problems.push(`${s.prefix}: next number ${s.nextNumber} after ${s.invoices}`);
    }
    if (doubled.rows[0].n) problems.push(`${doubled.rows[0].n} orders with two invoices`);
    return {
      series: rows.length,
      invoices: rows.reduce((n, s) => n + s.invoices, 0),
      ok: problems.length === 0,
      problems,
    };
  } finally {
    await client.end();
  }
}
