#!/usr/bin/env node
// `npm run resilience [-- --customers 50 --before 10 --after 15 --keep]`: PostgreSQL restarts while
// customers check out. On a PostgreSQL cluster of its own (Debian's `resil` cluster on port 5433,
// created with trust auth when missing; never the shared server on 5432) it makes a fresh database with
// the demo data, starts the production build (`next start`) on it, and has 50 customers loop
// createPaymentOrder → testGateway/pay → verifyPayment → placeOrder. After `--before` seconds it
// restarts the cluster (`pg_ctlcluster <version> resil restart`) and keeps the load going `--after`
// seconds more. A customer whose call fails with 503 (or no answer) repeats that same call after a
// short pause, as the payment status page does; any other failure starts a new checkout.
//
// It reports every 5xx by status (all must be 503 with the service-unavailable message, none 500), how
// fast they failed, the time from the restart to the first success, and then checks in SQL that every
// Payment with status paid has exactly one paid Order, that no Order is paid without a paid Payment,
// and that each customer's completed checkouts are exactly their paid orders. Exits 1 when a check
// fails. Reports to bench/results/resilience-latest.json and docs/performance.md (scripts/bench/report.mjs).
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { parseArgs, promisify } from "node:util";
import pg from "pg";
import { call } from "./lib/api-flows.mjs";
import { buildIsStale, nextBuild } from "./lib/build-steps.mjs";
import { freePort, scratchDatabase, startInstance } from "./lib/live-instances.mjs";
import { percentile as sortedPercentile } from "./bench/load.mjs";
import { fail, reportRun } from "./bench/report.mjs";

const { values: args } = parseArgs({
  options: {
    customers: { type: "string", default: "50" },
    before: { type: "string", default: "10" },
    after: { type: "string", default: "15" },
    cluster: { type: "string", default: "resil" },
    port: { type: "string", default: "5433" },
    keep: { type: "boolean", default: false },
  },
});
const CUSTOMERS = Number(args.customers);
const BEFORE_MS = Number(args.before) * 1000;
const AFTER_MS = Number(args.after) * 1000;
const CLUSTER = args.cluster;
const PG_PORT = Number(args.port);
const RETRY_PAUSE_MS = 250;
const UNAVAILABLE_MESSAGE = "The service is temporarily unavailable. Please try again in a moment.";
const STEPS = ["createPaymentOrder", "pay", "verifyPayment", "placeOrder"];

const exec = promisify(execFile);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n) => (n === null || n === undefined ? null : Math.round(n * 10) / 10);

const percentile = (values, p) =>
  sortedPercentile(
    [...values].sort((a, b) => a - b),
    p,
  );

/** The installed PostgreSQL major version (Debian: /etc/postgresql/<version>). */
function postgresVersion() {
  const versions = readdirSync("/etc/postgresql").filter((v) => /^\d+$/.test(v));
  if (versions.length === 0) fail("No PostgreSQL under /etc/postgresql (Debian's postgresql-common is needed).");
  return versions.sort((a, b) => Number(b) - Number(a))[0];
}

const pgctl = (version, action) =>
  exec("pg_ctlcluster", ["--skip-systemctl-redirect", version, CLUSTER, action], { timeout: 120_000 });

/** The cluster on PG_PORT: created (trust auth) when missing, started when down. Never touches another. */
async function ensureCluster(version) {
  const { stdout } = await exec("pg_lsclusters", ["--no-header"]);
  const line = stdout
    .split("\n")
    .map((l) => l.trim().split(/\s+/))
    .find(([v, name]) => v === version && name === CLUSTER);
  if (!line) {
    console.info(`> Creating the PostgreSQL ${version} cluster "${CLUSTER}" on port ${PG_PORT}`);
    await exec("pg_createcluster", [version, CLUSTER, "-p", String(PG_PORT), "--", "--auth=trust"]);
  } else if (line[2] !== String(PG_PORT)) {
    fail(`Cluster ${version}/${CLUSTER} listens on ${line[2]}, not ${PG_PORT}`);
  }
  if (!line || line[3] !== "online") await pgctl(version, "start");
  await waitForServer(30_000);
}

const adminUrl = `postgresql://postgres@127.0.0.1:${PG_PORT}/postgres`;

async function waitForServer(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1_000 });
    try {
      await client.connect();
      await client.query("SELECT 1");
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`The cluster on ${PG_PORT} does not answer: ${error.message}`);
      await sleep(200);
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/** Drops databases of earlier runs of this script on its own cluster. */
async function dropOldDatabases() {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query(`SELECT datname FROM pg_database WHERE datname LIKE 'thali\\_live\\_%'`);
  for (const { datname } of rows) await client.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
  await client.end();
}

// Every answer the customers got: when it was sent and received (ms since the load started), the
// step, the status and how long it took.
const answers = [];
let t0 = 0;
const now = () => performance.now() - t0;

async function timedCall(step, url, options) {
  const sent = now();
  const answer = await call(baseUrl, "POST", url, options);
  const received = now();
  answers.push({
    step,
    status: answer.status,
    sent,
    received,
    ms: received - sent,
    message: answer.status >= 400 || answer.status === 0 ? answer.body?.message : undefined,
  });
  return answer;
}

/** When the load ends (ms since it started): set once the restart is over. */
const stop = { at: Infinity };

/**
 * Repeats one step while the service says "unavailable" (503) or does not answer. A checkout begun
 * before the end is finished, with up to 20 s of retries past it.
 */
async function step(name, url, options) {
  for (;;) {
    const answer = await timedCall(name, url, options);
    if (answer.status !== 503 && answer.status !== 0) return answer;
    if (now() > stop.at + 20_000) return answer;
    await sleep(RETRY_PAUSE_MS);
  }
}

let baseUrl = "";

async function signUp(index, run) {
  const ip = `10.252.${Math.floor(index / 200)}.${1 + (index % 200)}`;
  const email = `resilience-${run}-${index}@example.test`;
  const password = `resilience-${run}-pass`;
  const signup = await call(baseUrl, "POST", "/api/signup/customer", {
    body: { username: `Resilience ${index}`, email, password, confirmPassword: password, usertype: "customer" },
    ip,
  });
  if (signup.status !== 200) throw new Error(`Sign-up ${index}: ${signup.status} ${signup.body?.message}`);
  const login = await call(baseUrl, "POST", "/api/login/customer", { body: { email, password }, ip });
  if (login.status !== 200) throw new Error(`Login ${index}: ${login.status} ${login.body?.message}`);
  return { index, email, ip, id: login.body.user._id, token: login.body.user.accessToken, completed: [], failed: [] };
}

async function checkoutLoop(customer, restaurant, dishes, run) {
  const { token, ip } = customer;
  for (let iteration = 0; now() < stop.at; iteration++) {
    const order = {
      user_email: customer.email,
      customerName: `Resilience ${customer.index}`,
      restaurant_id: restaurant._id,
      items: dishes.map((dish, i) => ({ item_id: dish._id, quantity: 1 + ((iteration + i) % 2) })),
      // in the restaurant's own city: checkout refuses an address outside its delivery area
      deliveryLocation: {
        address: `${iteration + 1} Restart Road, ${run}`,
        city: restaurant.location.city,
        state: restaurant.location.state,
      },
      deliveryStatus: "pending",
      paymentStatus: "success",
    };
    const created = await step("createPaymentOrder", "/api/createPaymentOrder", { body: order, token, ip });
    if (created.status !== 200) {
      customer.failed.push(`createPaymentOrder ${created.status}`);
      continue;
    }
    const paid = await step("pay", "/api/testGateway/pay", { body: { order_id: created.body.order.id }, token, ip });
    if (paid.status !== 200) {
      customer.failed.push(`pay ${paid.status}: ${paid.body?.message}`);
      continue;
    }
    const verified = await step("verifyPayment", "/api/verifyPayment", { body: paid.body, token, ip });
    if (verified.status !== 200) {
      customer.failed.push(`verifyPayment ${verified.status}: ${verified.body?.message}`);
      continue;
    }
    const placed = await step("placeOrder", "/api/placeOrder", {
      body: { ...order, payment_reference_id: paid.body.razorpay_payment_id },
      token,
      ip,
    });
    if (placed.status !== 200 || placed.body?.order?._id !== created.body.orderId) {
      customer.failed.push(`placeOrder ${placed.status}: ${placed.body?.message}`);
      continue;
    }
    customer.completed.push(created.body.orderId);
  }
}

/** The consistency checks, in SQL on the database itself. */
async function checkDatabase(databaseUrl, customers) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async (sql, values) => (await client.query(sql, values)).rows[0];
  const figures = await one(`SELECT
    (SELECT count(*)::int FROM "Payment" WHERE "status" = 'paid') AS "paidPayments",
    (SELECT count(*)::int FROM "Order" WHERE "paymentStatus" = 'paid') AS "paidOrders",
    (SELECT count(*)::int FROM "Payment" p JOIN "Order" o ON o."id" = p."orderId"
      WHERE p."status" = 'paid' AND o."paymentStatus" <> 'paid') AS "paidPaymentsWithoutPaidOrder",
    (SELECT count(*)::int FROM (SELECT "orderId" FROM "Payment" WHERE "status" = 'paid'
      GROUP BY 1 HAVING count(*) > 1) x) AS "ordersWithTwoPaidPayments",
    (SELECT count(*)::int FROM "Order" o WHERE o."paymentStatus" = 'paid'
      AND NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."orderId" = o."id" AND p."status" = 'paid'))
      AS "paidOrdersWithoutPaidPayment",
    (SELECT count(*)::int FROM "OrderEvent" WHERE "type" = 'order.paid') AS "paidEvents",
    (SELECT count(*)::int FROM "TestGatewayPayment" t WHERE t."status" = 'captured'
      AND NOT EXISTS (SELECT 1 FROM "Payment" p WHERE p."providerPaymentId" = t."id" AND p."status" = 'paid'))
      AS "capturedButNotVerified",
    (SELECT count(*)::int FROM "Order" WHERE "paymentStatus" = 'awaiting_payment') AS "ordersAwaitingPayment",
    (SELECT count(*)::int FROM (SELECT "receipt" FROM "TestGatewayOrder" GROUP BY 1 HAVING count(*) > 1) x)
      AS "ordersTakenOverAfterAFailedStart"`);
  const completedIds = customers.flatMap((c) => c.completed);
  const { rows } = await client.query(
    `SELECT o."id" FROM "Order" o WHERE o."paymentStatus" = 'paid' AND o."customerId" = ANY($1::text[])`,
    [customers.map((c) => c.id)],
  );
  await client.end();
  const paidIds = new Set(rows.map((r) => r.id));
  const completedSet = new Set(completedIds);
  return {
    ...figures,
    completedByClients: completedIds.length,
    completedTwice: completedIds.length - completedSet.size,
    completedButNotPaid: completedIds.filter((id) => !paidIds.has(id)).length,
    paidButNotCompleted: [...paidIds].filter((id) => !completedSet.has(id)).length,
  };
}

async function main() {
  const version = postgresVersion();
  await ensureCluster(version);
  await dropOldDatabases();
  if (buildIsStale()) await nextBuild();

  const authSecret = randomBytes(32).toString("hex");
  console.info(`> Fresh database with the demo data on the ${version}/${CLUSTER} cluster (port ${PG_PORT})`);
  const database = await scratchDatabase({ adminUrl, authSecret });
  const port = await freePort();
  // Each simulated customer sends its own X-Forwarded-For, as one proxy in front would report it.
  const server = await startInstance({ databaseUrl: database.url, port, authSecret, env: { TRUST_PROXY_HOPS: "1" } });
  baseUrl = server.baseUrl;
  try {
    const list = await call(baseUrl, "GET", `/api/fetchRestaurants?q=${encodeURIComponent("Snack Shack Express")}`);
    const restaurant = list.body?.restaurants?.find((r) => r.name === "Snack Shack Express" && r.isOpen);
    if (!restaurant) fail("Snack Shack Express (open around the clock) is not listed");
    const menu = await call(baseUrl, "GET", `/api/getMenuByRestaurantId?_id=${restaurant._id}`);
    const dishes = menu.body.menuitems.flatMap((g) => g.items).slice(0, 2);
    const run = randomBytes(3).toString("hex");
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => signUp(i + 1, run)));

    console.info(
      `> ${CUSTOMERS} customers checking out on ${baseUrl}; restart of ${version}/${CLUSTER} after ${BEFORE_MS / 1000} s`,
    );
    t0 = performance.now();
    const loops = customers.map((c) => checkoutLoop(c, restaurant, dishes, run));
    await sleep(BEFORE_MS);
    const restartStarted = now();
    console.info(`> t=${(restartStarted / 1000).toFixed(1)} s: pg_ctlcluster ${version} ${CLUSTER} restart`);
    await pgctl(version, "restart");
    const restartEnded = now();
    console.info(
      `> t=${(restartEnded / 1000).toFixed(1)} s: restarted (${Math.round(restartEnded - restartStarted)} ms)`,
    );
    // The load goes on AFTER_MS after the server is back.
    stop.at = restartEnded + AFTER_MS;
    await Promise.all(loops);
    const loadEnded = now();

    // The first success of a call sent after the server was back, and of any call after the restart began.
    const successes = answers.filter((a) => a.status >= 200 && a.status < 300);
    const firstAfterUp = successes.filter((a) => a.sent >= restartEnded).sort((a, b) => a.received - b.received)[0];
    const firstAfterStart = successes
      .filter((a) => a.received >= restartStarted)
      .sort((a, b) => a.received - b.received)[0];
    const outageEnd = firstAfterUp?.received ?? loadEnded;
    const inOutage = answers.filter((a) => a.received >= restartStarted && a.received <= outageEnd);
    const byStatus = (list) =>
      list.reduce((acc, a) => {
        acc[a.status] = (acc[a.status] ?? 0) + 1;
        return acc;
      }, {});
    const serverErrors = answers.filter((a) => a.status >= 500 || a.status === 0);
    const unavailable = answers.filter((a) => a.status === 503);
    const failFastMs = unavailable.map((a) => a.ms);
    const wrongMessages = unavailable.filter((a) => a.message !== UNAVAILABLE_MESSAGE).length;

    const consistency = await checkDatabase(database.url, customers);
    const checks = {
      "every 5xx is a 503": serverErrors.every((a) => a.status === 503),
      "no 500": !answers.some((a) => a.status === 500),
      "503s carry the service-unavailable message": wrongMessages === 0,
      "503s fail fast (p95 under 3 s)": (percentile(failFastMs, 95) ?? 0) < 3_000,
      "the app recovered without a restart": Boolean(firstAfterUp),
      "every paid Payment has exactly one paid Order":
        consistency.paidPaymentsWithoutPaidOrder === 0 && consistency.ordersWithTwoPaidPayments === 0,
      "no Order paid without a paid Payment": consistency.paidOrdersWithoutPaidPayment === 0,
      "completed checkouts are exactly the customers' paid orders":
        consistency.completedButNotPaid === 0 &&
        consistency.paidButNotCompleted === 0 &&
        consistency.completedTwice === 0,
    };

    const result = {
      cluster: `${version}/${CLUSTER} on port ${PG_PORT}`,
      customers: CUSTOMERS,
      timeline: {
        restartStartedS: round(restartStarted / 1000),
        restartCommandMs: Math.round(restartEnded - restartStarted),
        loadEndedS: round(loadEnded / 1000),
        firstSuccessAfterServerBackMs: firstAfterUp ? Math.round(firstAfterUp.received - restartEnded) : null,
        firstSuccessAfterRestartBeganMs: firstAfterStart ? Math.round(firstAfterStart.received - restartStarted) : null,
        outageWindowMs: Math.round(outageEnd - restartStarted),
      },
      requests: {
        total: answers.length,
        byStatus: byStatus(answers),
        duringOutage: { total: inOutage.length, byStatus: byStatus(inOutage) },
        serverErrorsByStatus: byStatus(serverErrors),
        serverErrorsByStep: Object.fromEntries(
          STEPS.map((s) => [s, byStatus(serverErrors.filter((a) => a.step === s))]),
        ),
        unavailableLatencyMs: {
          count: failFastMs.length,
          p50: round(percentile(failFastMs, 50)),
          p95: round(percentile(failFastMs, 95)),
          max: round(percentile(failFastMs, 100)),
        },
        unavailableWithOtherMessage: wrongMessages,
        otherMessages: [
          ...new Set(serverErrors.filter((a) => a.status !== 503).map((a) => `${a.status} ${a.message}`)),
        ].slice(0, 5),
      },
      checkouts: {
        completed: customers.reduce((n, c) => n + c.completed.length, 0),
        abandoned: customers.reduce((n, c) => n + c.failed.length, 0),
        abandonedSamples: [...new Set(customers.flatMap((c) => c.failed))].slice(0, 8),
      },
      consistency,
      checks,
      ok: Object.values(checks).every(Boolean),
      // What the server logged about the outage (its 503s are logged at most every 5 s, with the cause).
      serverLog: server
        .output()
        .split("\n")
        .filter((line) => /Database unavailable|Unhandled error|Live updates|Error:/.test(line))
        .slice(0, 20),
    };
    const t = result.timeline;
    const latency = result.requests.unavailableLatencyMs;
    await reportRun("resilience", {
      command: "npm run resilience",
      summary: result,
      lines: [
        `restart      began at ${t.restartStartedS} s, pg_ctlcluster took ${t.restartCommandMs} ms`,
        `recovery     first success ${t.firstSuccessAfterServerBackMs} ms after the server was back (${t.firstSuccessAfterRestartBeganMs} ms after the restart began)`,
        `requests     ${answers.length}: ${JSON.stringify(result.requests.byStatus)}`,
        `outage       ${inOutage.length} answers in ${t.outageWindowMs} ms: ${JSON.stringify(result.requests.duringOutage.byStatus)}`,
        `503s         ${failFastMs.length}, answered in p50 ${latency.p50} ms, p95 ${latency.p95} ms, max ${latency.max} ms`,
        `checkouts    ${result.checkouts.completed} completed, ${result.checkouts.abandoned} abandoned`,
        `database     ${consistency.paidPayments} paid payments, ${consistency.paidOrders} paid orders, ${consistency.paidEvents} order.paid events; captured but not verified: ${consistency.capturedButNotVerified}`,
        ...Object.entries(checks).map(([check, ok]) => `${ok ? "ok  " : "FAIL"}  ${check}`),
      ],
    });
    if (!result.ok) process.exitCode = 1;
  } finally {
    await server.stop();
    if (!args.keep) await database.drop().catch(() => {});
  }
}

main().catch((error) => fail(error.stack ?? String(error)));
