// A real crash: the worker process is killed with SIGKILL in the middle of an SMTP send (the server has
// the message but has not said 250). A new worker process finds the job, whose run is overdue, sends it
// again with the same Message-ID, and the mail is accepted exactly once; the job ends completed.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { jobIdForKey } from "@/lib/jobs/enqueue";
import { queueMail } from "@/lib/messages/mail";
import { uniqueSuffix } from "@/tests/support/factories";
import { startFakeSmtp } from "@/tests/support/fake-smtp";
import { eventually } from "@/tests/support/outbox";
import { ownJobQueue } from "@/tests/support/own-job-queue";

let dataDir: string;
const children: ChildProcess[] = [];

// A queue of its own (its own schema): no other test file's drain may take this job.
const schema = ownJobQueue("jobs");

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "thali-crash-"));
  resetEnvForTests();
});

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
});

function startWorker(smtpPort: number): Promise<ChildProcess> {
  const child = spawn("node", ["--conditions=react-server", "--import", "tsx", "tests/support/job-worker-process.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      JOBS_SCHEMA: schema,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JOBS_POLL_SECONDS: "0.5",
      MAINTENANCE_EVERY_MINUTES: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("worker ready")) resolve(child);
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`The worker exited with ${code}:\n${output}`)));
  });
}

it("a worker killed mid-send: the next worker sends the mail, accepted once, with the same Message-ID", async () => {
  const attempts: string[] = [];
  const accepted: string[] = [];
  let victim: ChildProcess | undefined;
  const smtp = await startFakeSmtp((raw) => {
    const messageId = raw.match(/^Message-ID: (.+)$/im)?.[1]?.trim() ?? "";
    attempts.push(messageId);
    if (attempts.length === 1) {
      // The first worker dies before the server's 250: the message is not accepted.
      victim?.kill("SIGKILL");
      return false;
    }
    accepted.push(messageId);
  });
  try {
    const { port } = smtp;
    const to = `crash-${uniqueSuffix()}@example.test`;
    const key = `test:crash:${to}`;
    await db().$transaction((tx) =>
      queueMail(tx, {
        template: "welcome",
        to,
        key,
        data: { username: "Asha", verifyUrl: "http://localhost:3000/verify-email?token=t" },
      }),
    );
    victim = await startWorker(port);
    await eventually(async () =>
      attempts.length === 1 && victim!.exitCode === null && victim!.signalCode === "SIGKILL" ? true : undefined,
    );
    const id = jobIdForKey("mail", `mail:${key}`);
    const [stuck] = await db().$queryRawUnsafe<Array<{ state: string }>>(
      `SELECT state::text FROM ${schema}.job WHERE name = 'mail' AND id = $1::uuid`,
      id,
    );
    expect(stuck?.state).toBe("active");
    // The queue gives a run 60 s and its retry waits 30 s; this test does not wait that long.
    await db().$executeRawUnsafe(
      `UPDATE ${schema}.job SET expire_in = interval '1 second', retry_delay = 1 WHERE name = 'mail' AND id = $1::uuid`,
      id,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const second = await startWorker(port);
    await eventually(async () => (accepted.length === 1 ? true : undefined), 20_000);
    await eventually(async () => {
      const [row] = await db().$queryRawUnsafe<Array<{ state: string }>>(
        `SELECT state::text FROM ${schema}.job WHERE name = 'mail' AND id = $1::uuid`,
        id,
      );
      return row?.state === "completed" ? true : undefined;
    });
    second.kill("SIGTERM");
    expect(attempts).toHaveLength(2);
    expect(accepted).toHaveLength(1);
    expect(attempts[1]).toBe(attempts[0]);
    expect(await db().sentMessage.count({ where: { key: `mail:${key}` } })).toBe(1);
  } finally {
    await smtp.close();
  }
});
