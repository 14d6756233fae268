import { rm } from "node:fs/promises";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/(platform)/maintenance/route";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { limitAnonymousUploads, uploadImage } from "@/lib/images/service";
import { queueMail } from "@/lib/messages/mail";
import { randomIp } from "@/tests/support/accounts";
import { SAMPLE_IMAGES, setTemporaryDataDir } from "@/tests/support/image-fixtures";
import { eventually, mailsTo, testOutbox } from "@/tests/support/outbox";

// GET /api/maintenance as Vercel Cron calls it: the housekeeping that used to run inside customers'
// requests (refund retries on an orders listing, the upload clean-up on an upload).

const dataDir = setTemporaryDataDir();
const CRON_SECRET = "integration-cron-secret-0123456789";
const HOUR = 60 * 60 * 1000;

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const call = (authorization?: string) =>
  GET(new Request("http://localhost/api/maintenance", authorization ? { headers: { authorization } } : {}));

describe("GET /api/maintenance", () => {
  it("answers only CRON_SECRET as a bearer token", async () => {
    for (const header of [undefined, "Bearer wrong-secret-wrong-secret-00", `Basic ${CRON_SECRET}`]) {
      const answer = await call(header);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toEqual({ message: "Send Authorization: Bearer <CRON_SECRET>" });
    }
  });

  it("is off without CRON_SECRET (a long-running server runs it on its timer)", async () => {
    vi.stubEnv("CRON_SECRET", undefined);
    resetEnvForTests();
    const answer = await call(`Bearer ${CRON_SECRET}`);
    expect(answer.status).toBe(503);
    expect((await answer.json()).message).toMatch(/set CRON_SECRET/);
  });

  // The route drains the run's shared queues for up to 45 s (other files' pushes to unreachable test hosts
  // wait out their timeouts), so this test may take that long.
  it("then runs the jobs that are due (Vercel has no worker between requests)", { timeout: 90_000 }, async () => {
    const to = `cron-${randomIp()}@example.test`;
    await db().$transaction((tx) =>
      queueMail(tx, {
        template: "welcome",
        to,
        key: `test:cron:${to}`,
        data: { username: "Asha", verifyUrl: "http://localhost:3000/v" },
      }),
    );
    const answer = await call(`Bearer ${CRON_SECRET}`);
    expect(answer.status).toBe(200);
    const report = await answer.json();
    expect(Object.keys(report.jobs).sort()).toEqual(["mail", "order-messages", "push", "sms"]);
    expect(report.jobs.mail).toEqual({ done: expect.any(Number), failed: expect.any(Number) });
    // This drain or another test file's sent it: it is in the run's outbox.
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(testOutbox(), to);
      return mails.length ? mails : undefined;
    });
    expect(mail?.subject).toBe("Welcome to Thali: confirm your email");
  });

  // The route drains the queues here too (up to 45 s).
  it(
    "retries pending refunds, deletes stale uploads, forgets old rate-limit windows and old one-time codes",
    { timeout: 90_000 },
    async () => {
      const old = new Date(Date.now() - 25 * HOUR);
      const stale = await uploadImage({
        bytes: SAMPLE_IMAGES.png,
        folder: "RestaurantImages",
        caller: { user: null, ip: randomIp() },
        now: old,
      });
      const ip = randomIp();
      await limitAnonymousUploads(ip, old);
      const phone = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
      const codeRow = (expiresAt: Date) => ({
        purpose: "login" as const,
        phone,
        userType: "customer" as const,
        codeHash: "x",
        expiresAt,
      });
      await db().oneTimeCode.createMany({
        data: [codeRow(old), codeRow(new Date(Date.now() - HOUR)), codeRow(new Date(Date.now() + HOUR))],
      });

      const answer = await call(`Bearer ${CRON_SECRET}`);

      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const report = await answer.json();
      expect(report).toMatchObject({
        refunds: { ok: true, value: { refunded: expect.any(Number), pending: expect.any(Number) } },
        staleUploads: { ok: true },
        rateLimitWindows: { ok: true },
        oneTimeCodes: { ok: true },
        offerUses: { ok: true },
      });
      // Other test files may clean the same rows first; either way they are gone.
      expect(await db().uploadedImage.count({ where: { publicId: stale.publicId } })).toBe(0);
      expect(await db().rateLimitBucket.count({ where: { key: `upload:anonymous:${ip}` } })).toBe(0);
      // The code that expired over a day ago is gone; the one an hour old and the live one are kept.
      const kept = await db().oneTimeCode.findMany({ where: { phone }, select: { expiresAt: true } });
      expect(kept.map((row) => row.expiresAt.getTime() > old.getTime())).toEqual([true, true]);
    },
  );
});
