import { randomBytes } from "node:crypto";
import { expect, test } from "./visitor";
import { call, demoOwner, newCustomer, paidOrder, restaurantNamed, setStatus } from "../../scripts/lib/api-flows.mjs";
import { freePort, scratchDatabase, startInstance } from "../../scripts/lib/live-instances.mjs";
import { orderStreams } from "../support/sse";

// The app as Vercel runs it (issue 17): VERCEL=1 on two instances of this build sharing one PostgreSQL,
// with no Redis and nothing listening between requests (LIVE_BUS resolves to poll), the client address
// from the platform's X-Forwarded-For (TRUST_PROXY_HOPS defaults to 1 there), and streams that end before
// the function's maximum duration. HTTP clients play the users and the platform's proxy.

test.describe.configure({ mode: "serial", timeout: 120_000 });

const SERVERLESS = {
  VERCEL: "1",
  // Never called here (no upload): Cloudinary is only required to start.
  CLOUDINARY_URL: "cloudinary://key:secret@thali-test",
  LIVE_POLL_MS: "1000",
  LIVE_STREAM_MAX_SECONDS: "10",
};

type Instance = Awaited<ReturnType<typeof startInstance>>;
let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
let a: Instance | undefined;
let b: Instance | undefined;
let authSecret = "";
const streams = orderStreams();

test.beforeAll(async () => {
  test.setTimeout(300_000);
  authSecret = randomBytes(32).toString("hex");
  database = await scratchDatabase({ adminUrl: process.env.TEST_DATABASE_URL, authSecret });
  [a, b] = await Promise.all(
    [await freePort(), await freePort()].map((port) =>
      startInstance({ databaseUrl: database!.url, port, authSecret, env: SERVERLESS }),
    ),
  );
});

test.afterAll(async () => {
  await streams.closeAll();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

test("a start on VERCEL=1 without CLOUDINARY_URL stops with one clear line", async () => {
  const { CLOUDINARY_URL: _unset, ...withoutCloudinary } = SERVERLESS;
  const failed = await startInstance({
    databaseUrl: database!.url,
    port: await freePort(),
    authSecret,
    env: withoutCloudinary,
  }).then(
    async (instance) => {
      await instance.stop();
      return "";
    },
    (error: Error) => error.message,
  );
  expect(failed).toMatch(/exited \(1\)/);
  const errors = failed.split("\n").filter((line) => line.startsWith("✖"));
  expect(errors).toEqual([
    "✖ Invalid environment: CLOUDINARY_URL: is required on Vercel (VERCEL=1): the disk is read-only, so uploaded images must go to Cloudinary",
  ]);
});

test("with no bus connection, a change made through A reaches the customer's stream on B within the poll", async () => {
  const customer = await newCustomer(a!.baseUrl, "Asha");
  const owner = await demoOwner(a!.baseUrl);
  const { restaurant, dishes } = await restaurantNamed(a!.baseUrl);
  const orderId = await paidOrder(a!.baseUrl, customer, restaurant, dishes[0]!);

  const onB = await streams.open(b!.baseUrl, customer.token);
  const started = Date.now();
  await setStatus(a!.baseUrl, owner, orderId, "out for delivery");
  const frame = await onB.next((m) => m.event === "order", 3_000);
  const latencyMs = Date.now() - started;
  expect(JSON.parse(frame.data)).toMatchObject({ orderId, type: "order.status", status: "out for delivery" });
  // LIVE_POLL_MS is 1 s: one poll, plus the read.
  expect(latencyMs).toBeLessThan(2_000);
  test.info().annotations.push({ type: "A→B latency (poll)", description: `${latencyMs} ms` });

  // On the stream's own instance, the change arrives at once (its bus delivers locally).
  const onA = await streams.open(a!.baseUrl, customer.token, frame.id);
  const localStart = Date.now();
  await setStatus(a!.baseUrl, owner, orderId, "delivered");
  await onA.next((m) => m.event === "order" && JSON.parse(m.data).status === "delivered", 1_000);
  test.info().annotations.push({ type: "A→A latency", description: `${Date.now() - localStart} ms` });
});

test("a stream ends within LIVE_STREAM_MAX_SECONDS, and the reconnect resumes from Last-Event-ID", async () => {
  const customer = await newCustomer(a!.baseUrl, "Farhan");
  const owner = await demoOwner(a!.baseUrl);
  const { restaurant, dishes } = await restaurantNamed(a!.baseUrl);
  const orderId = await paidOrder(a!.baseUrl, customer, restaurant, dishes[0]!);
  const opened = Date.now();
  const first = await streams.open(b!.baseUrl, customer.token);
  const ready = first.messages.find((m) => m.event === "ready")!;
  // Ends between 8 and 10 s (80-100% of 10 s), as a function would be ended at its maximum duration.
  await expect(first.next(() => false, 15_000)).rejects.toThrow(/ended/);
  const lifetimeMs = Date.now() - opened;
  expect(lifetimeMs).toBeGreaterThanOrEqual(7_500);
  expect(lifetimeMs).toBeLessThan(11_000);

  await setStatus(a!.baseUrl, owner, orderId, "out for delivery");
  const resumed = await streams.open(a!.baseUrl, customer.token, ready.id);
  const missed = await resumed.next((m) => m.event === "order", 2_000);
  expect(JSON.parse(missed.data)).toMatchObject({ orderId, status: "out for delivery" });
});

test("login limits hold across instances, by the address the platform reports", async () => {
  const customer = await newCustomer(a!.baseUrl, "Guess Target");
  const guesser = `10.77.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const instance = i % 2 === 0 ? a! : b!;
    // A spoofed entry first: the platform appends the real address, and only the last entry counts.
    const answer = await call(instance.baseUrl, "POST", "/api/login/customer", {
      body: { email: customer.email, password: `wrong-${i}`, usertype: "customer" },
      ip: `203.0.113.${i + 1}, ${guesser}`,
    });
    statuses.push(answer.status);
  }
  // 10 checks per address and window, counted in PostgreSQL whichever instance answers, then 429.
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(10)).toEqual([429, 429]);
  // Another address is not held back.
  const other = await call(b!.baseUrl, "POST", "/api/login/customer", {
    body: { email: customer.email, password: "wrong-again", usertype: "customer" },
    ip: "10.78.1.1",
  });
  expect(other.status).toBe(401);
});
