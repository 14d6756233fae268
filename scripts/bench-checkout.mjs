#!/usr/bin/env node
// `npm run bench:checkout [-- <base URL>]`: load test of the whole paid checkout against a server that
// is already running on the built-in test gateway (`npm start`; this starts nothing). 20 customers,
// each signed up by this script, loop for 20 seconds through createPaymentOrder → testGateway/pay →
// verifyPayment → placeOrder on a demo restaurant open around the clock. At the end each customer's
// getOrdersByCustomerId must hold exactly the orders their loop completed: none lost, none twice.
// Prints checkouts per second and step latencies, and writes bench/results/checkout-latest.json.
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const CUSTOMERS = 20;
const DURATION_SECONDS = 20;
const RESTAURANT_NAMES = ["Snack Shack Express", "Liberty Burger Co."];
const RESULT_FILE = path.join("bench", "results", "checkout-latest.json");
const STEPS = ["createPaymentOrder", "pay", "verifyPayment", "placeOrder"];

const baseUrl = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/+$/, "");
const run = randomBytes(3).toString("hex");

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** One JSON call; the status and the parsed answer (network errors become status 0). */
async function call(method, url, { body, token, ip } = {}) {
  const headers = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  // Sign-up and login are rate limited per address; each simulated customer gets its own.
  if (ip) headers["x-forwarded-for"] = ip;
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { message: text.slice(0, 200) };
    }
    return { status: response.status, body: json };
  } catch (error) {
    return { status: 0, body: { message: error.cause?.code ?? error.message } };
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round = (n) => (n === null ? null : Math.round(n * 100) / 100);

async function findRestaurant() {
  for (const name of RESTAURANT_NAMES) {
    const list = await call("GET", `/api/fetchRestaurants?q=${encodeURIComponent(name)}`);
    if (list.status === 0) fail(`Cannot reach ${baseUrl} (${list.body.message}). Start the server first: npm start`);
    const found = list.body?.restaurants?.find((r) => r.name === name && r.isOpen);
    if (found) return found;
  }
  fail(`Neither ${RESTAURANT_NAMES.join(" nor ")} is listed and open: start the server with demo data.`);
}

async function signUp(index) {
  const ip = `10.250.${index}.${1 + (parseInt(run, 16) % 250)}`;
  const email = `bench-${run}-${index}@example.test`;
  const password = `bench-${run}-password`;
  const signup = await call("POST", "/api/signup/customer", {
    body: { username: `Bench ${index}`, email, password, confirmPassword: password, usertype: "customer" },
    ip,
  });
  if (signup.status !== 201) fail(`Sign-up of customer ${index} answered ${signup.status}: ${signup.body?.message}`);
  const login = await call("POST", "/api/login/customer", { body: { email, password }, ip });
  const token = login.body?.user?.accessToken;
  if (login.status !== 200 || !token)
    fail(`Login of customer ${index} answered ${login.status}: ${login.body?.message}`);
  return { index, id: login.body.user._id, token, ip, completed: [], errors: [] };
}

const latencies = Object.fromEntries(STEPS.map((step) => [step, []]));

async function timed(step, promise) {
  const started = performance.now();
  const answer = await promise;
  latencies[step].push(performance.now() - started);
  return answer;
}

/** One checkout from cart to placed order; the placed order's id, or an error description. */
async function checkout(customer, restaurant, dishes, iteration) {
  const { token, ip } = customer;
  // A different address each time: the same cart repeated within 15 minutes counts as a double click.
  const order = {
    user_email: `bench-${run}-${customer.index}@example.test`,
    customerName: `Bench ${customer.index}`,
    restaurant_id: restaurant._id,
    items: dishes.map((dish, i) => ({ item_id: dish._id, quantity: 1 + ((iteration + i) % 2) })),
    deliveryLocation: { address: `${iteration + 1} Bench Street, run ${run}`, city: "Hyderabad", state: "Telangana" },
    deliveryStatus: "pending",
    paymentStatus: "success",
  };
  const created = await timed(
    "createPaymentOrder",
    call("POST", "/api/createPaymentOrder", { body: order, token, ip }),
  );
  if (created.status !== 200) return { error: `createPaymentOrder ${created.status}: ${created.body?.message}` };
  const paid = await timed(
    "pay",
    call("POST", "/api/testGateway/pay", { body: { order_id: created.body.order.id }, token, ip }),
  );
  if (paid.status !== 200) return { error: `testGateway/pay ${paid.status}: ${paid.body?.message}` };
  const verified = await timed("verifyPayment", call("POST", "/api/verifyPayment", { body: paid.body, token, ip }));
  if (verified.status !== 200) return { error: `verifyPayment ${verified.status}: ${verified.body?.message}` };
  const placed = await timed(
    "placeOrder",
    call("POST", "/api/placeOrder", {
      body: { ...order, payment_reference_id: paid.body.razorpay_payment_id },
      token,
      ip,
    }),
  );
  if (placed.status !== 200) return { error: `placeOrder ${placed.status}: ${placed.body?.message}` };
  if (placed.body.order?._id !== created.body.orderId) return { error: "placeOrder answered another order" };
  return { orderId: placed.body.order._id };
}

async function loop(customer, restaurant, dishes, deadline) {
  for (let iteration = 0; Date.now() < deadline; iteration++) {
    const result = await checkout(customer, restaurant, dishes, iteration);
    if (result.orderId) customer.completed.push(result.orderId);
    else customer.errors.push(result.error);
  }
}

/** Every order of the customer, through the paginated listing. */
async function listedOrderIds(customer) {
  const ids = [];
  for (let page = 1; ; page++) {
    const answer = await call("GET", `/api/getOrdersByCustomerId?_id=${customer.id}&page=${page}&pageSize=100`, {
      token: customer.token,
      ip: customer.ip,
    });
    if (answer.status !== 200) fail(`getOrdersByCustomerId answered ${answer.status}: ${answer.body?.message}`);
    ids.push(...answer.body.orders.map((o) => o._id));
    if (ids.length >= answer.body.total || answer.body.orders.length === 0) return ids;
  }
}

const restaurant = await findRestaurant();
const menu = await call("GET", `/api/getMenuByRestaurantId?_id=${encodeURIComponent(restaurant._id)}`);
const dishes = (menu.body?.menuitems ?? []).flatMap((group) => group.items).slice(0, 2);
if (dishes.length === 0) fail(`${restaurant.name} has no dishes`);

const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => signUp(i + 1)));
const key = await call("GET", "/api/getPaymentAPIKey", { token: customers[0].token });
if (key.body?.gateway !== "test")
  fail("The server takes payments through Razorpay; this benchmark needs the test gateway.");

console.info(`> ${restaurant.name}: ${dishes.map((d) => d.name).join(" + ")}`);
console.info(`> ${CUSTOMERS} customers checking out in a loop for ${DURATION_SECONDS} s on ${baseUrl}`);
const started = Date.now();
await Promise.all(customers.map((c) => loop(c, restaurant, dishes, started + DURATION_SECONDS * 1000)));
const elapsedSeconds = (Date.now() - started) / 1000;

let lost = 0;
let duplicated = 0;
let unexpected = 0;
for (const customer of customers) {
  const listed = await listedOrderIds(customer);
  const listedSet = new Set(listed);
  duplicated += listed.length - listedSet.size + (customer.completed.length - new Set(customer.completed).size);
  lost += customer.completed.filter((id) => !listedSet.has(id)).length;
  const completedSet = new Set(customer.completed);
  unexpected += [...listedSet].filter((id) => !completedSet.has(id)).length;
  customer.listed = listed.length;
}

const completed = customers.reduce((n, c) => n + c.completed.length, 0);
const errors = customers.flatMap((c) => c.errors);
const stepLatency = Object.fromEntries(
  STEPS.map((step) => {
    const sorted = latencies[step].sort((a, b) => a - b);
    return [
      step,
      {
        count: sorted.length,
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1) ?? null),
      },
    ];
  }),
);
const consistent = lost === 0 && duplicated === 0 && unexpected === 0;
const summary = {
  measuredAt: new Date().toISOString(),
  baseUrl,
  restaurant: { id: restaurant._id, name: restaurant.name, dishes: dishes.map((d) => d.name) },
  customers: CUSTOMERS,
  durationSeconds: round(elapsedSeconds),
  checkouts: { completed, perSecond: round(completed / elapsedSeconds), failed: errors.length },
  latencyMs: stepLatency,
  consistency: {
    ordersListed: customers.reduce((n, c) => n + c.listed, 0),
    lost,
    duplicated,
    unexpected,
    ok: consistent,
  },
  errorSamples: [...new Set(errors)].slice(0, 10),
};

mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
writeFileSync(RESULT_FILE, `${JSON.stringify(summary, null, 2)}\n`);

console.info(`\ncheckouts/s  ${summary.checkouts.perSecond} (${completed} completed, ${errors.length} failed)`);
for (const step of STEPS) {
  const l = stepLatency[step];
  console.info(`${step.padEnd(20)} p50 ${l.p50} ms   p95 ${l.p95} ms   p99 ${l.p99} ms   max ${l.max} ms`);
}
console.info(
  `orders       ${summary.consistency.ordersListed} listed for ${completed} completed: lost ${lost}, duplicated ${duplicated}, unexpected ${unexpected}`,
);
if (summary.errorSamples.length) console.info(`errors       ${summary.errorSamples.join(" | ")}`);
console.info(`written      ${RESULT_FILE}`);
if (!consistent) fail("Orders were lost or duplicated.");
