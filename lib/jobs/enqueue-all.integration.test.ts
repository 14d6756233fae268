// enqueueAll on a real PostgreSQL: several jobs in one statement, written as enqueue writes each (the same id
// from the key, policy, due time and retention), once per key, and only with the transaction that writes them.
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueue, enqueueAll, jobIdForKey } from "@/lib/jobs/enqueue";
import type { QueueName } from "@/lib/jobs/queues";
import { uniqueSuffix } from "@/tests/support/factories";

type JobRow = {
  id: string;
  name: string;
  data: Record<string, unknown>;
  singleton_key: string;
  start_after: Date;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  expire_seconds: number;
  kept_seconds: number;
  policy: string | null;
};

const written: string[] = [];

async function jobs(queue: QueueName, keys: string[]): Promise<JobRow[]> {
  return db().$queryRawUnsafe<JobRow[]>(
    `SELECT id::text AS id, name, data, singleton_key, start_after, retry_limit, retry_delay, retry_backoff,
            extract(epoch FROM expire_in)::int AS expire_seconds,
            extract(epoch FROM keep_until - start_after)::int AS kept_seconds, policy
       FROM "${env().JOBS_SCHEMA}".job WHERE id = ANY($1::uuid[]) ORDER BY singleton_key`,
    keys.map((key) => jobIdForKey(queue, key)),
  );
}

afterAll(async () => {
  // Due in an hour, so no worker ran them; removed so that nobody does.
  await db().$executeRawUnsafe(`DELETE FROM "${env().JOBS_SCHEMA}".job WHERE id = ANY($1::uuid[])`, written);
});

describe("enqueueAll", () => {
  it("writes jobs of two queues in one statement, each as enqueue writes it, and a key written before adds nothing", async () => {
    const suffix = uniqueSuffix();
    const due = new Date(Date.now() + 60 * 60_000);
    const [one, two, three] = [`all-one:${suffix}`, `all-two:${suffix}`, `all-three:${suffix}`];
    written.push(
      jobIdForKey("kitchen", `single:${suffix}`),
      jobIdForKey("kitchen", one),
      jobIdForKey("order-messages", two),
      jobIdForKey("order-messages", three),
    );
    const data = { kind: "auto-reject", orderId: `order-${suffix}` };

    let statements = 0;
    await db().$transaction(async (tx) => {
      await enqueue(tx, "kitchen", data, { key: `single:${suffix}`, startAfter: due });
      const counted = {
        $queryRawUnsafe: <T>(text: string, ...values: unknown[]) => {
          statements += 1;
          return tx.$queryRawUnsafe<T>(text, ...values);
        },
      } as typeof tx;
      await enqueueAll(counted, [
        { queue: "kitchen", data, key: one, startAfter: due },
        { queue: "order-messages", data: { orderId: `order-${suffix}` }, key: two, startAfter: due },
      ]);
    });
    expect(statements).toBe(1);

    const kitchen = await jobs("kitchen", [`single:${suffix}`, one]);
    const single = kitchen.find((row) => row.singleton_key === `single:${suffix}`);
    const batched = kitchen.find((row) => row.singleton_key === one);
    expect(batched).toMatchObject({ id: jobIdForKey("kitchen", one), singleton_key: one, data: { ...data, key: one } });
    const { id: _a, singleton_key: _b, data: _c, ...same } = single!;
    expect(batched).toMatchObject(same);
    expect(batched!.start_after.getTime()).toBe(due.getTime());
    expect(batched).toMatchObject({ retry_limit: 5, retry_delay: 10, retry_backoff: true, expire_seconds: 120 });

    // Again with one new key: the one written before is not written twice, the new one is.
    await db().$transaction((tx) =>
      enqueueAll(tx, [
        { queue: "order-messages", data: { orderId: "changed" }, key: two, startAfter: due },
        { queue: "order-messages", data: { orderId: `order-${suffix}` }, key: three, startAfter: due },
      ]),
    );
    const messages = await jobs("order-messages", [two, three]);
    expect(messages.map((row) => [row.singleton_key, row.data.orderId])).toEqual([
      [three, `order-${suffix}`],
      [two, `order-${suffix}`],
    ]);
    expect(messages[0]).toMatchObject({ retry_limit: 8, retry_delay: 10, expire_seconds: 60 });
  });

  it("writes nothing when the transaction rolls back, and nothing for an empty list", async () => {
    const key = `rolled-back:${uniqueSuffix()}`;
    await expect(
      db().$transaction(async (tx) => {
        await enqueueAll(tx, [{ queue: "kitchen", data: { kind: "auto-reject" }, key }]);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await jobs("kitchen", [key])).toEqual([]);
    await expect(db().$transaction((tx) => enqueueAll(tx, []))).resolves.toBeUndefined();
  });
});
