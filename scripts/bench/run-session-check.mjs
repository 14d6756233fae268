#!/usr/bin/env node
// `npm run bench:session`: what checking that a login is live costs per request. Reading a session
// used to be a signature check only (decode the cookie or verify the access token); it now also asks
// whether the login (refresh-token family) still has an unrevoked token, through a per-instance
// cache. This times getSessionContext with a session cookie and with a Bearer token: the signature
// alone (as before), with the check answered from the cache (a login seen in the last 5 s), and with
// every check a cache miss (one indexed query). It makes a throw-away database on the local
// PostgreSQL (or BENCH_ADMIN_URL), migrated as in production, and drops it afterwards. Reports to
// bench/results/session-latest.json and docs/performance.md (report.mjs).
// Run through tsx with the react-server condition (package.json does it) so the modules import as in the app.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import pg from "pg";
import { latencySummary } from "./load.mjs";
import { reportRun } from "./report.mjs";

const CALLS = 2_000;
const WARMUP = 200;
const admin = process.env.BENCH_ADMIN_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const run = promisify(execFile);

const name = `thali_bench_sessions_${randomBytes(3).toString("hex")}`;
const url = new URL(admin);
url.pathname = `/${name}`;

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Mean, p50 and p99 in µs (nearest rank, load.mjs). */
function stats(samples) {
  const { mean, p50, p99 } = latencySummary(
    samples.map((ms) => ms * 1000),
    0,
  );
  return { meanUs: mean, p50Us: p50, p99Us: p99 };
}

/** Times `call(i)` CALLS times, one after another, after WARMUP untimed calls. */
async function time(call) {
  for (let i = 0; i < WARMUP; i++) await call(i);
  const samples = [];
  for (let i = 0; i < CALLS; i++) {
    const start = performance.now();
    await call(WARMUP + i);
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

await adminQuery(`CREATE DATABASE "${name}"`);
try {
  await run("node", ["scripts/prisma.mjs", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: url.toString() },
  });
  Object.assign(process.env, {
    DATABASE_URL: url.toString(),
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("hex"),
    // the check itself never touches the bus; memory keeps the run to the one pool
    LIVE_BUS: "memory",
    NODE_ENV: "production",
  });

  const { db } = await import("../../lib/db.ts");
  const { startSession } = await import("../../lib/accounts/sessions.ts");
  const { getSessionContext } = await import("../../lib/auth/session.ts");
  const { claimsFor, decodeSessionCookie, encodeSessionCookie, signAccessToken, verifyAccessToken } =
    await import("../../lib/auth/tokens.ts");
  const { SESSION_COOKIE } = await import("../../lib/auth/cookies.ts");

  const user = await db().user.create({
    data: { username: "Bench", email: `bench-${name}@example.test`, userType: "customer" },
    select: { id: true, username: true, email: true, userType: true, restaurant: { select: { id: true } } },
  });
  // One login per timed call of the uncached runs, so each of them is a cache miss.
  const logins = [];
  for (let i = 0; i < WARMUP + CALLS; i++) {
    const { user: session } = await startSession(user);
    const claims = claimsFor(session, session.sessionId);
    logins.push({
      cookie: await encodeSessionCookie(claims, SESSION_COOKIE),
      token: await signAccessToken(claims),
    });
  }
  const cookieRequest = (i) =>
    new Request("http://localhost/api/x", { headers: { cookie: `${SESSION_COOKIE}=${logins[i].cookie}` } });
  const bearerRequest = (i) =>
    new Request("http://localhost/api/x", { headers: { authorization: `Bearer ${logins[i].token}` } });
  const expectUser = (context) => {
    if (!context.user) throw new Error("the benchmark's session was refused");
  };

  const results = {
    "cookie: signature only (before)": await time(async () => {
      if (!(await decodeSessionCookie(logins[0].cookie, SESSION_COOKIE))) throw new Error("bad cookie");
    }),
    "cookie: with the check, cached": await time(async () => expectUser(await getSessionContext(cookieRequest(0)))),
    "cookie: with the check, uncached": await time(async (i) => expectUser(await getSessionContext(cookieRequest(i)))),
    "bearer: signature only (before)": await time(async () => {
      if (!(await verifyAccessToken(logins[0].token))) throw new Error("bad token");
    }),
    "bearer: with the check, cached": await time(async () => expectUser(await getSessionContext(bearerRequest(1)))),
    // the cookie runs above cached these logins; wait out the 5 s TTL so every call misses again
    "bearer: with the check, uncached": await new Promise((resolve) => setTimeout(resolve, 5_100)).then(() =>
      time(async (i) => expectUser(await getSessionContext(bearerRequest(i)))),
    ),
  };
  await reportRun("session", {
    command: "npm run bench:session",
    summary: { calls: CALLS, warmup: WARMUP, results },
    lines: [
      `getSessionContext, ${CALLS} sequential calls each, PostgreSQL on ${url.host} (µs):`,
      `${"".padEnd(34)}${"mean".padStart(8)}${"p50".padStart(8)}${"p99".padStart(8)}`,
      ...Object.entries(results).map(
        ([label, { meanUs, p50Us, p99Us }]) =>
          `${label.padEnd(34)}${String(meanUs).padStart(8)}${String(p50Us).padStart(8)}${String(p99Us).padStart(8)}`,
      ),
    ],
  });
  await db().$disconnect();
} finally {
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
