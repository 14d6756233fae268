// The outbox on a real PostgreSQL: a job commits or rolls back with the change that causes it, runs at
// least once, sends at most once (crashes before, during and after the send), retries with backoff
// until its limit when SMTP is down, and then shows as failed in `npm run jobs`.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { jobIdForKey } from "@/lib/jobs/enqueue";
import { listJobs } from "@/lib/jobs/list";
import { drainJobs } from "@/lib/jobs/worker";
import { queueMail, runMailJob } from "@/lib/messages/mail";
import { uniqueSuffix } from "@/tests/support/factories";
import { mailsTo } from "@/tests/support/outbox";

const run = promisify(execFile);
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "thali-outbox-"));
  vi.stubEnv("DATA_DIR", dataDir);
  resetEnvForTests();
});

afterEach(() => {
  vi.stubEnv("SMTP_URL", undefined);
  resetEnvForTests();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  resetEnvForTests();
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
    `SELECT state::text, retry_count FROM pgboss.job WHERE name = 'mail' AND id = $1::uuid`,
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
    expect(first.mail.failed).toBeGreaterThanOrEqual(1);
    const afterFirst = await jobState(key);
    // pg-boss counts retries as they start: one try failed, none retried yet.
    expect(afterFirst).toMatchObject({ state: "retry", retry_count: 0 });
    // The next try waits for the backoff: a drain now finds nothing due.
    await drainJobs({ only: ["mail"] });
    expect(await jobState(key)).toMatchObject({ state: "retry", retry_count: 0 });
    // Past every backoff: 8 retries, then failed for good.
    for (let i = 0; i < 12; i += 1) await drainJobs({ only: ["mail"], ignoreStartAfter: true });
    expect(await jobState(key)).toMatchObject({ state: "failed", retry_count: 8 });
    const listed = await listJobs({ queue: "mail", state: "failed", limit: 100 }, (sql, params) =>
      db().$queryRawUnsafe(sql, ...params),
    );
    expect(listed.jobs.map((job) => job.id)).toContain(jobIdForKey("mail", `mail:${key}`));
    const failed = listed.jobs.find((job) => job.id === jobIdForKey("mail", `mail:${key}`));
    expect(failed).toMatchObject({ tries: 9, retryLimit: 8, key: `mail:${key}` });
    expect(failed?.error).toMatch(/ECONNREFUSED/);
    expect(await mailsTo(dataDir, to)).toHaveLength(0);
    // `npm run jobs` shows it, with its tries and the last error.
    const { stdout } = await run("node", ["--import", "tsx", "scripts/jobs.ts", "--queue", "mail", "--state", "failed", "--limit", "100"], {
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL },
    });
    expect(stdout).toMatch(new RegExp(`failed +tries 9/9 +mail:${key.replaceAll(".", "\\.")}`));
    expect(stdout).toContain("last error: connect ECONNREFUSED");

    // SMTP is back (a local SMTP server): a new mail goes out through it, once.
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
        stream.on("end", () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = smtp.server.address() as { port: number };
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
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it("leaves no temporary files behind", async () => {
    const names = await readdir(path.join(dataDir, "outbox", "mail"));
    expect(names.filter((name) => name.startsWith("."))).toEqual([]);
  });
});
