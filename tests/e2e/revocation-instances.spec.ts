import { randomBytes } from "node:crypto";
import { expect, test } from "./visitor";
import pg from "pg";
import { call, newCustomer } from "../../scripts/lib/api-flows.mjs";
import { twoInstances, type Instance } from "./two-instances";

// Two app instances (tests/e2e/two-instances.ts) sharing one PostgreSQL: a login ended
// through one instance is refused by the other at once, although the other had just seen it live and
// remembers that for 5 seconds. The revocation travels over the live bus (LISTEN/NOTIFY here). No
// browser: HTTP clients play the users.

test.describe.configure({ mode: "serial", timeout: 120_000 });

const instances = twoInstances({ ready: bothListening });

/** Well under the 5 s an instance believes "live" without asking: only the bus can be this quick. */
const AT_ONCE_MS = 2_000;

/**
 * Both instances listen on the bus. Each opens its LISTEN connection when it first checks a session,
 * and forgets what it cached once it is listening (it may have missed a revocation); until then a
 * test would see the database's answer rather than the bus's.
 */
async function bothListening() {
  const warm = await newCustomer(instances.a.baseUrl, "Warm-up Customer");
  for (const instance of [instances.a, instances.b])
    expect((await ordersOn(instance, warm, warm.token)).status).toBe(200);
  const client = new pg.Client({ connectionString: instances.database.url });
  await client.connect();
  try {
    const listening = async () =>
      (
        await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = 'thali-live' AND state = 'idle' AND query LIKE 'LISTEN %'`,
        )
      ).rows[0]!.n;
    await expect.poll(listening, { timeout: 10_000 }).toBe(2);
  } finally {
    await client.end();
  }
}

const ordersOn = (instance: Instance, customer: { id: string }, token: string) =>
  call(instance.baseUrl, "GET", `/api/getOrdersByCustomerId?_id=${customer.id}`, { token });

/** How long after `since` the token was refused on `instance` (polling), or fails the test. */
async function refusedWithin(instance: Instance, customer: { id: string }, token: string, since: number) {
  for (;;) {
    const answer = await ordersOn(instance, customer, token);
    // 403: credentials sent but ended (the spec client renews on 403; issue 27 #14)
    if (answer.status === 403) return Date.now() - since;
    expect(answer.status).toBe(200);
    expect(Date.now() - since).toBeLessThan(AT_ONCE_MS);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function logInAgain(customer: { email: string; password: string; ip: string }) {
  const login = await call(instances.a.baseUrl, "POST", "/api/login/customer", {
    body: { email: customer.email, password: customer.password },
    ip: customer.ip,
  });
  expect(login.status).toBe(200);
  return login.body.user.accessToken as string;
}

test("a logout through A ends the access token on B at once", async () => {
  const customer = await newCustomer(instances.a.baseUrl, "Revoked Customer");
  expect((await ordersOn(instances.b, customer, customer.token)).status).toBe(200);
  const out = await call(instances.a.baseUrl, "POST", "/api/logout", { body: {}, token: customer.token });
  expect(out.status).toBe(200);
  expect(await refusedWithin(instances.b, customer, customer.token, Date.now())).toBeLessThan(AT_ONCE_MS);
  expect((await ordersOn(instances.a, customer, customer.token)).status).toBe(403);
});

/** The token of the confirmation link queued for `to` (either instance's worker may have sent it). */
async function confirmationToken(to: string): Promise<string> {
  const client = new pg.Client({ connectionString: instances.database.url });
  await client.connect();
  try {
    const link = async () =>
      (
        await client.query<{ url: string }>(
          `SELECT data->'data'->>'confirmUrl' AS url FROM pgboss.job WHERE name = 'mail' AND data->>'to' = $1`,
          [to],
        )
      ).rows[0]?.url;
    await expect.poll(link, { timeout: 10_000 }).toBeTruthy();
    return new URL((await link())!).searchParams.get("token")!;
  } finally {
    await client.end();
  }
}

test("an email change confirmed through A ends the account's other login on B; the confirming one goes on", async () => {
  const customer = await newCustomer(instances.a.baseUrl, "Renamed Customer");
  const other = await logInAgain(customer);
  expect((await ordersOn(instances.b, customer, other)).status).toBe(200);
  const email = `renamed-${randomBytes(5).toString("hex")}@example.test`;
  const asked = await call(instances.a.baseUrl, "POST", "/api/updateUserEmail", {
    body: { email },
    token: customer.token,
  });
  expect(asked.status).toBe(200);
  // Issue 29: the new address confirms the change, through the link mailed to it.
  const changed = await call(instances.a.baseUrl, "POST", "/api/confirmEmailChange", {
    body: { token: await confirmationToken(email) },
    token: customer.token,
  });
  expect(changed.status).toBe(200);
  expect(await refusedWithin(instances.b, customer, other, Date.now())).toBeLessThan(AT_ONCE_MS);
  expect((await ordersOn(instances.b, customer, customer.token)).status).toBe(200);
});
