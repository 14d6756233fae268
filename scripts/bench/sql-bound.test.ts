import { describe, expect, it } from "vitest";
import { freshValues, planReplay } from "./sql-bound.mjs";

const CUSTOMER = "cuscustomer00000000001";
const INSERT_ORDER = 'INSERT INTO "Order" ("id","customerId","sequence","data","createdAt") VALUES ($1,$2,$3,$4,$5)';
const MARK_PAID = 'UPDATE "Order" SET "paid" = true WHERE "id" = $1';
const JOB = "INSERT INTO pgboss.job (id, name, singleton_key) VALUES ($1, $2, $3)";
const RATE = 'INSERT INTO "RateLimitBucket" ("key", "count") VALUES ($1, 1)';

/** One checkout as the server captures it: a rate-limit bump, then a transaction making an order and its job. */
function checkout(mark: string, orderId: string, jobId: string, sequence: number, at: string): string[] {
  return [
    { mark },
    { c: 2, text: RATE, values: [`checkout:customer:${CUSTOMER}`] },
    { c: 1, text: "BEGIN", values: [] },
    {
      c: 1,
      text: INSERT_ORDER,
      values: [orderId, CUSTOMER, sequence, JSON.stringify({ orderId, note: "two words" }), at],
    },
    { c: 1, text: MARK_PAID, values: [orderId] },
    { c: 1, text: JOB, values: [jobId, "kitchen", `auto-reject:${orderId}`] },
    { c: 1, text: "COMMIT", values: [] },
  ].map((line) => JSON.stringify(line));
}

const capture = [
  ...checkout("checkout 1", "cmorder0000000000000001", "job-0000-0000-0001", 40, "2026-11-29 16:18:14.237"),
  ...checkout("checkout 2", "cmorder0000000000000002", "job-0000-0000-0002", 41, "2026-11-29 16:18:15.101"),
  ...checkout("checkout 3", "cmorder0000000000000003", "job-0000-0000-0003", 42, "2026-11-29 16:18:16.502"),
].join("\n");

describe("planReplay", () => {
  const plan = planReplay(capture);
  const [rate, begin, insert, update, job, commit] = plan.statements;

  it("replays checkout 3, statement by statement, with its transaction", () => {
    expect(plan.statementsPerCheckout).toBe(6);
    expect(plan.transactionsPerCheckout).toBe(1);
    expect(plan.aligned).toBe(true);
    expect(begin!.begins && commit!.ends).toBe(true);
    // The rate-limit bump's connection is idle while the transaction is open elsewhere: both share one client.
    expect(plan.clientsPerWorker).toBe(1);
  });

  it("makes new what differs from checkout 2 (ids, keys, numbers) and keeps what does not (the customer, times)", () => {
    expect(plan.tokens).toEqual([
      "job-0000-0000-0003",
      "cmorder0000000000000003",
      "auto-reject:cmorder0000000000000003",
    ]);
    expect(plan.constants).toContain(CUSTOMER);
    expect(insert!.values[0]).toMatchObject({ kind: "token", index: 1 });
    expect(insert!.values[1]).toMatchObject({ kind: "keep", value: CUSTOMER });
    expect(insert!.values[2]).toMatchObject({ kind: "integer" });
    // JSON text stays JSON: the order id inside it is replaced, not the whole text.
    expect(insert!.values[3]).toMatchObject({ kind: "text", parts: [1] });
    expect(insert!.values[4]).toMatchObject({ kind: "keep", value: "2026-11-29 16:18:16.502" });
    expect(update!.values[0]).toMatchObject({ kind: "token", index: 1 });
    expect(job!.values[2]).toMatchObject({ kind: "token", index: 2 });
  });

  it("gives each client its own rate-limit bucket (the load's customers each have theirs)", () => {
    expect(rate!.values[0]).toMatchObject({ kind: "keep", suffix: true });
    expect(insert!.values[0]).toMatchObject({ suffix: false });
  });

  it("makes every job of a pg-boss job list due in 2999, keeping the tokens in it new per replay", () => {
    const LIST = "INSERT INTO pgboss.job (id, name, data) SELECT * FROM json_to_recordset($1) AS x (id uuid)";
    const listOf = (mark: string, orderId: string) => [
      JSON.stringify({ mark }),
      JSON.stringify({
        c: 1,
        text: LIST,
        values: [
          JSON.stringify([
            { id: `job-${orderId}`, name: "order-messages", data: { orderId } },
            { id: `kit-${orderId}`, name: "kitchen", data: { orderId }, startAfter: "2026-11-29T16:30:00.000Z" },
          ]),
        ],
      }),
    ];
    const listed = planReplay(
      [...listOf("checkout 2", "cmorder0000000000000002"), ...listOf("checkout 3", "cmorder0000000000000003")].join(
        "\n",
      ),
    );
    const [jobs] = listed.statements[0]!.values;
    expect(jobs).toMatchObject({ kind: "text" });
    const replayed = JSON.parse((jobs as { value: string }).value) as Array<{ startAfter: string; data: object }>;
    expect(replayed.map((job) => job.startAfter)).toEqual(["2999-01-01T00:00:00.000Z", "2999-01-01T00:00:00.000Z"]);
    expect(replayed[0]!.data).toEqual({ orderId: "cmorder0000000000000003" });
    expect(listed.tokens).toContain("cmorder0000000000000003");
  });

  it("refuses a capture without checkouts 2 and 3", () => {
    expect(() => planReplay(checkout("checkout 1", "a", "b", 1, "2026-11-29").join("\n"))).toThrow(/checkout 3/);
  });
});

describe("freshValues", () => {
  it("keeps each token's length and prefix, ends it with the run's counter, and builds keys from their parts", () => {
    const plan = planReplay(capture);
    let counter = 1234;
    const fresh = freshValues(plan, () => counter++);
    const [jobId, orderId, key] = fresh.tokens;
    expect(jobId).toBe("job-0000-000001234");
    expect(orderId).toBe("cmorder0000000000001235");
    expect(orderId).toHaveLength("cmorder0000000000000003".length);
    // "auto-reject:<order id>" is made from the order's new id, so the job and its order stay one checkout's.
    expect(key).toBe(`auto-reject:${orderId}`);
    expect(fresh.integers).toEqual([1_000_001_236]);
    // Another replay: all new again.
    const again = freshValues(plan, () => counter++);
    expect(again.tokens.some((token) => fresh.tokens.includes(token))).toBe(false);
  });
});
