// The outbox on a real PostgreSQL: a job commits or rolls back with the change that causes it, runs at
// least once, sends at most once (crashes before, during and after the send), retries with backoff
// until its limit when SMTP is down, and then shows as failed in `npm run jobs`.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { countedRequest, requestsInFlight } from "@/lib/http/in-flight";
import { enqueue, jobIdForKey } from "@/lib/jobs/enqueue";
import { listJobs } from "@/lib/jobs/list";
import { drainJobs, startJobWorker, stopJobWorker } from "@/lib/jobs/worker";
import { queueMail, runMailJob } from "@/lib/messages/mail";
import { uniqueSuffix } from "@/tests/support/factories";
import { startFakeSmtp } from "@/tests/support/fake-smtp";
import { eventually, mailsTo } from "@/tests/support/outbox";
import { ownJobQueue } from "@/tests/support/own-job-queue";

const run = promisify(execFile);
let dataDir: string;

// This file's jobs are in a queue of its own (its own schema): other files drain the shared queue, and
// these tests count tries and states, and change SMTP_URL, which only this process may see.
const schema = ownJobQueue("jobs");

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "thali-outbox-"));
  vi.stubEnv("OUTBOX_DIR", dataDir);
  resetEnvForTests();
});

afterEach(() => {
  vi.stubEnv("SMTP_URL", undefined);
  resetEnvForTests();
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function welcome(to: string, key: string) {
  return {
    template: "welcome" as const,
    to,
    key,
    data: { username: "Asha", verifyUrl: "http://localhost:3000/verify-email?token=abc" },
  };
}

async function jobState(key: string): Promise<{ state: string; retry_count: number } | undefined> {
  const rows = await db().$queryRawUnsafe<Array<{ state: string; retry_count: number }>>(
    `SELECT state::text, retry_count FROM ${schema}.job WHERE name = 'mail' AND id = $1::uuid`,
    jobIdForKey("mail", `mail:${key}`),
  );
  return rows[0];
}

describe("the outbox", () => {
  it("writes the job in the caller's transaction: rolled back, there is none; committed, there is one", async () => {
    const to = `rollback-${uniqueSuffix()}@example.test`;
    const key = `test:${to}`;
    await expect(
      db().$transaction(async (tx) => {
        await queueMail(tx, welcome(to, key));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await jobState(key)).toBeUndefined();

    await db().$transaction((tx) => queueMail(tx, welcome(to, key)));
    expect(await jobState(key)).toMatchObject({ state: "created" });
    // The same key again adds nothing.
    expect(await db().$transaction((tx) => queueMail(tx, welcome(to, key)))).toBe(false);
  });

  it("a crash between commit and send still sends, once; a crash after the send sends nothing more", async () => {
    const to = `crash-${uniqueSuffix()}@example.test`;
    const key = `test:${to}`;
    await db().$transaction((tx) => queueMail(tx, welcome(to, key)));
    // The process died before any worker ran: the job is still there. A new process drains it.
    await drainJobs({ only: ["mail"] });
    expect(await jobState(key)).toMatchObject({ state: "completed" });
    const [mail, ...more] = await mailsTo(dataDir, to);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Welcome to Thali: confirm your email");
    expect(mail?.text).toContain("http://localhost:3000/verify-email?token=abc");
    expect(mail?.html).toContain('href="http://localhost:3000/verify-email?token=abc"');

    // The worker died after sending but before marking the job done: the retry runs it again.
    expect(await runMailJob({ ...welcome(to, key), key: `mail:${key}` })).toEqual({ sent: false });
    // It died after the provider took the message but before the ledger was written: the file is one.
    await db().sentMessage.delete({ where: { key: `mail:${key}` } });
    expect(await runMailJob({ ...welcome(to, key), key: `mail:${key}` })).toEqual({ sent: true });
    expect(await mailsTo(dataDir, to)).toHaveLength(1);
  });

  it("with SMTP down, retries with backoff to the limit and shows as failed; once it is up, mail goes out by SMTP", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port: closedPort } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${closedPort}`);
    resetEnvForTests();

    const to = `down-${uniqueSuffix()}@example.test`;
    const key = `test:${to}`;
    await db().$transaction((tx) => queueMail(tx, welcome(to, key)));
    const first = await drainJobs({ only: ["mail"] });
    expect(first.mail?.failed).toBeGreaterThanOrEqual(1);
    const afterFirst = await jobState(key);
    // pg-boss counts retries as they start: one try failed, none retried yet.
    expect(afterFirst).toMatchObject({ state: "retry", retry_count: 0 });
    // The next try waits for the backoff: a drain now finds nothing due.
    await drainJobs({ only: ["mail"] });
    expect(await jobState(key)).toMatchObject({ state: "retry", retry_count: 0 });
    // Past every backoff: 8 retries, then failed for good.
    for (let i = 0; i < 12; i += 1) await drainJobs({ only: ["mail"], ignoreStartAfter: true });
    expect(await jobState(key)).toMatchObject({ state: "failed", retry_count: 8 });
    const listed = await listJobs(
      { queue: "mail", state: "failed", limit: 100 },
      (sql, params) => db().$queryRawUnsafe(sql, ...params),
      schema,
    );
    expect(listed.jobs.map((job) => job.id)).toContain(jobIdForKey("mail", `mail:${key}`));
    const failed = listed.jobs.find((job) => job.id === jobIdForKey("mail", `mail:${key}`));
    expect(failed).toMatchObject({ tries: 9, retryLimit: 8, key: `mail:${key}` });
    expect(failed?.error).toMatch(/ECONNREFUSED/);
    expect(await mailsTo(dataDir, to)).toHaveLength(0);
    // `npm run jobs` shows it, with its tries and the last error.
    const { stdout } = await run(
      "node",
      ["--import", "tsx", "scripts/jobs.ts", "--queue", "mail", "--state", "failed", "--limit", "100"],
      {
        env: { ...process.env, JOBS_SCHEMA: schema },
      },
    );
    expect(stdout).toMatch(new RegExp(`failed +tries 9/9 +mail:${key.replaceAll(".", "\\.")}`));
    expect(stdout).toContain("last error: connect ECONNREFUSED");

    // SMTP is back (a local SMTP server): a new mail goes out through it, once.
    const received: string[] = [];
    const smtp = await startFakeSmtp((raw) => {
      received.push(raw);
    });
    try {
      const { port } = smtp;
      vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
      resetEnvForTests();
      const key2 = `${key}:again`;
      await db().$transaction((tx) => queueMail(tx, welcome(to, key2)));
      await drainJobs({ only: ["mail"] });
      await drainJobs({ only: ["mail"], ignoreStartAfter: true });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`To: ${to}`);
      expect(received[0]).toMatch(/Message-ID: <mail\.test\.down-/);
      expect(await jobState(key2)).toMatchObject({ state: "completed" });
    } finally {
      await smtp.close();
    }
  });

  it("the worker of a running server sends a backlog back to back, not one job per polling interval", async () => {
    vi.stubEnv("JOBS_POLL_SECONDS", "5");
    resetEnvForTests();
    const prefix = `backlog-${uniqueSuffix()}`;
    await db().$transaction(async (tx) => {
      for (let i = 0; i < 20; i += 1)
        await queueMail(tx, welcome(`${prefix}-${i}@example.test`, `test:${prefix}:${i}`));
    });
    const started = Date.now();
    expect(await startJobWorker()).toBe(true);
    try {
      await eventually(async () => ((await mailsTo(dataDir, prefix)).length === 20 ? true : undefined), 20_000);
      // 20 mails at one per 5 s poll would take 100 s.
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await stopJobWorker();
    }
  });

  it("during a rush it gives way: one batch per poll while requests are in flight, back to back once they end", async () => {
    vi.stubEnv("JOBS_POLL_SECONDS", "2");
    vi.stubEnv("JOBS_BUSY_LAG_SECONDS", "30");
    resetEnvForTests();
    const prefix = `rush-${uniqueSuffix()}`;
    await db().$transaction(async (tx) => {
      for (let i = 0; i < 30; i += 1)
        await queueMail(tx, welcome(`${prefix}-${i}@example.test`, `test:${prefix}:${i}`));
    });
    // A customer's request that is still being answered.
    let answer = () => {};
    const request = countedRequest(() => new Promise<void>((resolve) => (answer = resolve)));
    expect(requestsInFlight()).toBe(1);
    expect(await startJobWorker()).toBe(true);
    try {
      await eventually(async () => ((await mailsTo(dataDir, prefix)).length >= 1 ? true : undefined), 10_000);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      // One batch of 5 per 2 s poll: 10 or 15 by now, where back to back all 30 take well under a second.
      const duringRush = (await mailsTo(dataDir, prefix)).length;
      expect(duringRush).toBeGreaterThanOrEqual(5);
      expect(duringRush).toBeLessThanOrEqual(15);
      answer();
      await request;
      expect(requestsInFlight()).toBe(0);
      const ended = Date.now();
      await eventually(async () => ((await mailsTo(dataDir, prefix)).length === 30 ? true : undefined), 15_000);
      // The next poll (at most 2 s) finds the rest, and they go back to back.
      expect(Date.now() - ended).toBeLessThan(6_000);
    } finally {
      answer();
      await stopJobWorker();
    }
  });

  it("gives way no longer than JOBS_BUSY_LAG_SECONDS: jobs due that long ago run back to back under load", async () => {
    vi.stubEnv("JOBS_POLL_SECONDS", "5");
    vi.stubEnv("JOBS_BUSY_LAG_SECONDS", "1");
    resetEnvForTests();
    const prefix = `lagging-${uniqueSuffix()}`;
    await db().$transaction(async (tx) => {
      for (let i = 0; i < 10; i += 1)
        await queueMail(tx, welcome(`${prefix}-${i}@example.test`, `test:${prefix}:${i}`));
    });
    // Due more than a second ago by the time the worker takes them.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    let answer = () => {};
    const request = countedRequest(() => new Promise<void>((resolve) => (answer = resolve)));
    const started = Date.now();
    expect(await startJobWorker()).toBe(true);
    try {
      await eventually(async () => ((await mailsTo(dataDir, prefix)).length === 10 ? true : undefined), 20_000);
      // At one per 5 s poll they would take 45 s.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      answer();
      await request;
      await stopJobWorker();
    }
  });

  it("a job that throws in a batch is failed on its own (retried, its error kept); the batch's others complete", async () => {
    const prefix = `batch-${uniqueSuffix()}`;
    const bad = `test:${prefix}:bad`;
    await db().$transaction(async (tx) => {
      await queueMail(tx, welcome(`${prefix}-0@example.test`, `test:${prefix}:0`));
      // Not an address: runMailJob refuses it.
      await enqueue(tx, "mail", { template: "welcome", to: "not-an-address", data: {} }, { key: `mail:${bad}` });
      for (let i = 1; i < 4; i += 1) await queueMail(tx, welcome(`${prefix}-${i}@example.test`, `test:${prefix}:${i}`));
    });
    expect(await startJobWorker()).toBe(true);
    try {
      await eventually(async () => ((await mailsTo(dataDir, prefix)).length === 4 ? true : undefined), 15_000);
      await eventually(async () => ((await jobState(bad))?.state === "retry" ? true : undefined), 15_000);
    } finally {
      await stopJobWorker();
    }
    for (let i = 0; i < 4; i += 1) expect(await jobState(`test:${prefix}:${i}`)).toMatchObject({ state: "completed" });
    expect(await jobState(bad)).toMatchObject({ state: "retry", retry_count: 0 });
    const listed = await listJobs(
      { queue: "mail", state: "retry", limit: 100 },
      (sql, params) => db().$queryRawUnsafe(sql, ...params),
      schema,
    );
    expect(listed.jobs.find((job) => job.id === jobIdForKey("mail", `mail:${bad}`))?.error).toMatch(/email/i);
  });

  it("on the app's own pool (PGlite's one connection: JOBS_CONNECTION=app) the worker sends as well", async () => {
    vi.stubEnv("JOBS_CONNECTION", "app");
    resetEnvForTests();
    const to = `shared-${uniqueSuffix()}@example.test`;
    await db().$transaction((tx) => queueMail(tx, welcome(to, `test:${to}`)));
    expect(await startJobWorker()).toBe(true);
    try {
      await eventually(async () => ((await mailsTo(dataDir, to)).length === 1 ? true : undefined), 15_000);
      expect(await jobState(`test:${to}`)).toMatchObject({ state: "completed" });
    } finally {
      await stopJobWorker();
    }
  });

  it("leaves no temporary files behind", async () => {
    const names = await readdir(path.join(dataDir, "mail"));
    expect(names.filter((name) => name.startsWith("."))).toEqual([]);
  });
});
