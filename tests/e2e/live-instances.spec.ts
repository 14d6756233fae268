import { expect, test } from "./visitor";
import { demoOwner, newCustomer, paidOrder, restaurantNamed, setStatus } from "../../scripts/lib/api-flows.mjs";
import { orderStreams } from "../support/sse";
import { twoInstances } from "./two-instances";

// Two app instances behind no balancer, sharing one PostgreSQL (tests/e2e/two-instances.ts): what one
// instance commits reaches streams held by the other through LISTEN/NOTIFY. No browser: HTTP clients
// play the users.

test.describe.configure({ mode: "serial", timeout: 120_000 });

const streams = orderStreams();
const instances = twoInstances({ beforeStop: () => streams.closeAll() });

test("a change made through instance A reaches the customer's stream on instance B within a second, and nobody else's", async () => {
  const customer = await newCustomer(instances.a.baseUrl, "Meera");
  const other = await newCustomer(instances.a.baseUrl, "Ravi");
  const owner = await demoOwner(instances.a.baseUrl);
  const { restaurant, dishes } = await restaurantNamed(instances.a.baseUrl);

  const ownerOnB = await streams.open(instances.b.baseUrl, owner.token);
  const orderId = await paidOrder(instances.a.baseUrl, customer, restaurant, dishes[0]!);
  // the owner hears of the new paid order on the other instance
  const paid = await ownerOnB.next((m) => m.event === "order" && JSON.parse(m.data).orderId === orderId, 1_000);
  expect(JSON.parse(paid.data)).toMatchObject({ type: "order.paid", status: "pending" });

  const customerOnB = await streams.open(instances.b.baseUrl, customer.token);
  const otherOnB = await streams.open(instances.b.baseUrl, other.token);
  const started = Date.now();
  await setStatus(instances.a.baseUrl, owner, orderId, "out for delivery");
  const frame = await customerOnB.next((m) => m.event === "order", 1_000);
  const latencyMs = Date.now() - started;
  expect(JSON.parse(frame.data)).toMatchObject({
    orderId,
    type: "order.status",
    status: "out for delivery",
    restaurantName: restaurant.name,
  });
  expect(latencyMs).toBeLessThan(1_000);
  test.info().annotations.push({ type: "A→B latency", description: `${latencyMs} ms` });

  // the other customer's stream on B carries nothing of it
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(otherOnB.orders()).toEqual([]);
  expect(customerOnB.orders().map((o) => o.orderId)).toEqual([orderId]);
});

test("a stream on B resumes after Last-Event-ID with what A committed while it was away", async () => {
  const customer = await newCustomer(instances.a.baseUrl, "Kiran");
  const owner = await demoOwner(instances.a.baseUrl);
  const { restaurant, dishes } = await restaurantNamed(instances.a.baseUrl);
  const orderId = await paidOrder(instances.a.baseUrl, customer, restaurant, dishes[0]!);
  const first = await streams.open(instances.b.baseUrl, customer.token);
  await setStatus(instances.a.baseUrl, owner, orderId, "out for delivery");
  const seen = await first.next((m) => m.event === "order", 1_000);
  await first.close();

  await setStatus(instances.a.baseUrl, owner, orderId, "delivered");
  const resumed = await streams.open(instances.b.baseUrl, customer.token, seen.id);
  const missed = await resumed.next((m) => m.event === "order", 2_000);
  expect(JSON.parse(missed.data)).toMatchObject({ orderId, status: "delivered" });
});

test("without a session there is no stream", async () => {
  const response = await fetch(`${instances.b.baseUrl}/api/orderEvents/stream`);
  expect(response.status).toBe(401);
});
