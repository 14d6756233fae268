// Web push on a real PostgreSQL: the job queuePush writes, run as the worker runs it, against a push
// service on loopback whose devices have keys made here: the payload arrives encrypted for the device (the
// test decrypts it) with a VAPID header signed by our key; a gone device (410) is removed and the job succeeds; a failing service (500) fails
// the job for a retry that sends only to the device that did not get it.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { jobIdForKey } from "@/lib/jobs/enqueue";
import { queuePush, runPushJob } from "@/lib/messages/push";
import { deliverPush } from "@/lib/messages/push-transport";
import { resetVapidKeysForTests, vapidKeys } from "@/lib/messages/vapid";
import { createUser, uniqueSuffix } from "@/tests/support/factories";
import { startPushReceiver, type PushDevice, type PushReceiver } from "@/tests/support/push-receiver";

let dataDir: string;
let receiver: PushReceiver;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "thali-push-"));
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("PUSH_ALLOW_LOOPBACK", "true");
  resetEnvForTests();
  resetVapidKeysForTests();
  receiver = await startPushReceiver();
});

afterAll(async () => {
  await receiver.close();
  vi.unstubAllEnvs();
  resetEnvForTests();
  resetVapidKeysForTests();
  await rm(dataDir, { recursive: true, force: true });
});

async function subscribe(userId: string, device: PushDevice) {
  const { endpoint, keys } = device.subscription;
  return db().pushSubscription.create({ data: { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth } });
}

/**
 * Runs this test's job as the worker does: its data read from the job row that queuePush wrote. Not through
 * drainJobs: other test files on the same database queue pushes too (their orders' events, devices the
 * fuzzer subscribed at unreachable hosts, each waiting out the 10-second timeout), and a drain of the whole
 * queue would run theirs first. Returns what the job returned, or the error it failed with.
 */
async function runQueued(key: string): Promise<{ sent: number; removed: number } | Error> {
  const rows = await db().$queryRawUnsafe<Array<{ data: unknown; state: string }>>(
    `SELECT data, state::text FROM pgboss.job WHERE name = 'push' AND id = $1::uuid`,
    jobIdForKey("push", `push:${key}`),
  );
  expect(rows[0]?.state).toBe("created");
  return runPushJob(rows[0]?.data).catch((error: Error) => error);
}

const payload = (order: string) => ({
  title: `New order #${order}`,
  body: "2 × Paneer Tikka · ₹498.00",
  url: "/restaurant/orders",
  tag: `order-${order}`,
});

describe("web push", () => {
  it("sends the job to every device of the user, encrypted for each, with our VAPID signature", async () => {
    const owner = await createUser("restaurant");
    const phone = receiver.device();
    const laptop = receiver.device();
    await subscribe(owner.id, phone);
    await subscribe(owner.id, laptop);
    const key = `test:new-order:${uniqueSuffix()}`;
    await db().$transaction((tx) =>
      queuePush(tx, { userId: owner.id, payload: payload("A1B2"), key, topic: "new_orders" }),
    );

    expect(await runQueued(key)).toEqual({ sent: 2, removed: 0 });

    for (const device of [phone, laptop]) {
      expect(device.received).toHaveLength(1);
      const [push] = device.received;
      expect(push?.payload).toEqual(payload("A1B2"));
      expect(push?.headers.ttl).toBe("3600");
      expect(push?.vapid.publicKey).toBe(vapidKeys().publicKey);
      expect(push?.vapid.claims).toMatchObject({ aud: receiver.origin, sub: "mailto:support@thali.local" });
      expect(push?.vapid.claims.exp).toBeGreaterThan(Date.now() / 1000);
    }
    const rows = await db().pushSubscription.findMany({ where: { userId: owner.id } });
    expect(rows.every((row) => row.lastUsedAt !== null)).toBe(true);
  });

  it("removes a device whose push service answers 410 (gone) and still completes the job", async () => {
    const customer = await createUser("customer");
    const gone = receiver.device();
    const kept = receiver.device();
    gone.answer(410);
    const goneRow = await subscribe(customer.id, gone);
    await subscribe(customer.id, kept);
    const key = `test:status:${uniqueSuffix()}`;
    await db().$transaction((tx) =>
      queuePush(tx, {
        userId: customer.id,
        payload: { title: "Your order is on its way", body: "Spice Route", url: "/orders" },
        key,
        topic: "order_updates",
      }),
    );

    // The job succeeds: a gone device is no failure.
    expect(await runQueued(key)).toEqual({ sent: 1, removed: 1 });
    expect(gone.requests).toBe(1);
    expect(await db().pushSubscription.findUnique({ where: { id: goneRow.id } })).toBeNull();
    expect(kept.received.map((push) => push.payload.title)).toEqual(["Your order is on its way"]);
  });

  it("fails the job when a push service answers 500; the retry sends only to the device that missed it", async () => {
    const owner = await createUser("restaurant");
    const fine = receiver.device();
    const failing = receiver.device();
    failing.answer(500);
    await subscribe(owner.id, fine);
    await subscribe(owner.id, failing);
    const key = `test:retry:${uniqueSuffix()}`;
    await db().$transaction((tx) =>
      queuePush(tx, { userId: owner.id, payload: payload("R3TRY"), key, topic: "new_orders" }),
    );

    // The job fails (the queue retries it with backoff)...
    const first = await runQueued(key);
    expect(first).toBeInstanceOf(Error);
    expect((first as Error).message).toMatch(/Push failed for 1 device\(s\): Push service answered 500/);
    expect(fine.received).toHaveLength(1);
    expect(failing.requests).toBe(1);
    expect(await db().pushSubscription.count({ where: { userId: owner.id } })).toBe(2);

    // ...and its retry sends only to the device that missed it: the other is in the ledger.
    failing.answer(201);
    const job = { key: `push:${key}`, userId: owner.id, payload: payload("R3TRY") };
    expect(await runPushJob(job)).toEqual({ sent: 1, removed: 0 });
    expect(fine.received).toHaveLength(1);
    expect(fine.requests).toBe(1);
    expect(failing.received.map((push) => push.payload.title)).toEqual(["New order #R3TRY"]);
  });

  it("sends nothing when the user turned the topic off for push", async () => {
    const owner = await createUser("restaurant");
    const device = receiver.device();
    await subscribe(owner.id, device);
    await db().messagePreference.create({
      data: { userId: owner.id, topic: "new_orders", channel: "push", enabled: false },
    });
    const queued = await db().$transaction((tx) =>
      queuePush(tx, {
        userId: owner.id,
        payload: payload("OFF1"),
        key: `test:off:${uniqueSuffix()}`,
        topic: "new_orders",
      }),
    );
    expect(queued).toBe(false);
  });

  it("never calls a private address: a saved one is removed unsent, a name resolving to loopback is refused", async () => {
    const customer = await createUser("customer");
    const privateRow = await db().pushSubscription.create({
      data: {
        userId: customer.id,
        endpoint: `https://10.0.0.7/push/${uniqueSuffix()}`,
        p256dh: receiver.device().subscription.keys.p256dh,
        auth: receiver.device().subscription.keys.auth,
      },
    });
    const result = await runPushJob({
      key: `push:test:private:${uniqueSuffix()}`,
      userId: customer.id,
      payload: payload("P1"),
    });
    expect(result).toEqual({ sent: 0, removed: 1 });
    expect(await db().pushSubscription.findUnique({ where: { id: privateRow.id } })).toBeNull();

    // A name that resolves to a private address (here: localhost, as a rebinding name would) is refused at connect.
    let reached = 0;
    const local = createServer((_request, response) => {
      reached += 1;
      response.writeHead(201).end();
    });
    await new Promise<void>((resolve) => local.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = local.address() as { port: number };
      const device = receiver.device();
      const details = webpush.generateRequestDetails(
        { endpoint: `http://localhost:${port}/push`, keys: device.subscription.keys },
        "{}",
        { vapidDetails: { subject: "mailto:test@example.test", ...webpush.generateVAPIDKeys() } },
      );
      await expect(deliverPush(details, { allowLoopback: false, timeoutMs: 2_000 })).rejects.toThrow(
        /resolves to a private address/,
      );
      await expect(
        deliverPush(
          { ...details, endpoint: `http://127.0.0.1:${port}/push` },
          { allowLoopback: false, timeoutMs: 2_000 },
        ),
      ).rejects.toThrow(/is a private address/);
      expect(reached).toBe(0);
      // The tests' own receiver on loopback is allowed only with the setting.
      await deliverPush(details, { allowLoopback: true, timeoutMs: 2_000 });
      expect(reached).toBe(1);
    } finally {
      await new Promise<void>((resolve) => local.close(() => resolve()));
    }
  });
});
