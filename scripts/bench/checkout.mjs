// The paid checkout under load, on a server running the built-in test gateway: `customers` customers,
// each signed up here, loop createPaymentOrder → testGateway/pay → verifyPayment → placeOrder on a demo
// restaurant open around the clock for `durationSeconds`. At the end each customer's
// getOrdersByCustomerId must hold exactly the orders their loop completed: none lost, none twice.
// Used by `npm run bench:checkout`, the umbrella `npm run bench` and `npm run bench:outbox`.
// Checkout allows 20 checkouts per customer in 10 minutes (lib/checkout/limits.ts), so a loop faster than one
// checkout a second would meet that limit within 20 s and then measure 429s: with `accountsPerCustomer` > 1
// each loop signs up that many accounts (each with its own address) and moves to the next one after 20 tries.
import { randomBytes } from "node:crypto";
import { appendFileSync, rmSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { call as apiCall } from "../lib/api-flows.mjs";
import { latencySummary } from "./load.mjs";

const round = (n) => Math.round(n * 100) / 100;

const RESTAURANT_NAMES = ["Snack Shack Express", "Liberty Burger Co."];
export const CHECKOUT_STEPS = ["createPaymentOrder", "pay", "verifyPayment", "placeOrder"];
/** CHECKOUTS_PER_CUSTOMER in lib/checkout/limits.ts: tries per account before a loop moves to its next one. */
const TRIES_PER_ACCOUNT = 20;

/** Runs the load; resolves with the summary (throws when the server cannot be used for it). */
export async function runCheckoutLoad({
  baseUrl,
  customers: customerCount = 20,
  durationSeconds = 20,
  accountsPerCustomer = 1,
  log = () => {},
  onStart = () => {},
  onEnd = () => {},
  capture = null,
}) {
  const run = randomBytes(3).toString("hex");
  const call = (method, url, options) => apiCall(baseUrl, method, url, options);

  async function findRestaurant() {
    for (const name of RESTAURANT_NAMES) {
      const list = await call("GET", `/api/fetchRestaurants?q=${encodeURIComponent(name)}`);
      if (list.status === 0) throw new Error(`Cannot reach ${baseUrl} (${list.body.message}). Start the server first`);
      const found = list.body?.restaurants?.find((r) => r.name === name && r.isOpen);
      if (found) return found;
    }
    throw new Error(`Neither ${RESTAURANT_NAMES.join(" nor ")} is listed and open: start the server with demo data.`);
  }

  async function signUp(index, account = 0) {
    const ip = `10.250.${index}.${1 + ((parseInt(run, 16) + account) % 250)}`;
    const email = account ? `bench-${run}-${index}-${account}@example.test` : `bench-${run}-${index}@example.test`;
    const password = `bench-${run}-password`;
    const signup = await call("POST", "/api/signup/customer", {
      body: { username: `Bench ${index}`, email, password, confirmPassword: password, usertype: "customer" },
      ip,
    });
    if (signup.status !== 200) {
      // Without a trusted hop the server ignores X-Forwarded-For, and every customer shares this machine's address.
      const hint = signup.status === 429 ? " (start the server with TRUST_PROXY_HOPS=1)" : "";
      throw new Error(`Sign-up of customer ${index} answered ${signup.status}: ${signup.body?.message}${hint}`);
    }
    const login = await call("POST", "/api/login/customer", { body: { email, password }, ip });
    const token = login.body?.user?.accessToken;
    if (login.status !== 200 || !token)
      throw new Error(`Login of customer ${index} answered ${login.status}: ${login.body?.message}`);
    return { index, email, id: login.body.user._id, token, ip, tries: 0, completed: [], errors: [] };
  }

  /** A loop's accounts, signed up one after another (sign-ups are limited per address, not per run). */
  async function signUpAccounts(index) {
    const accounts = [];
    for (let account = 0; account < accountsPerCustomer; account++) accounts.push(await signUp(index, account));
    return accounts;
  }

  const latencies = Object.fromEntries(CHECKOUT_STEPS.map((step) => [step, []]));
  const whole = [];

  async function timed(step, promise) {
    const started = performance.now();
    const answer = await promise;
    latencies[step].push(performance.now() - started);
    return answer;
  }

  /** One checkout from cart to placed order; the placed order's id, or an error description. */
  async function checkout(customer, restaurant, dishes, iteration, street = String(iteration + 1)) {
    const { token, ip } = customer;
    customer.tries += 1;
    // A different address each time: the same cart repeated within 15 minutes counts as a double click.
    const order = {
      user_email: customer.email,
      customerName: `Bench ${customer.index}`,
      restaurant_id: restaurant._id,
      items: dishes.map((dish, i) => ({ item_id: dish._id, quantity: 1 + ((iteration + i) % 2) })),
      // in the restaurant's own city: checkout refuses an address outside its delivery area
      deliveryLocation: {
        address: `${street} Bench Street, run ${run}`,
        city: restaurant.location.city,
        state: restaurant.location.state,
      },
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

  async function loop(accounts, restaurant, dishes, deadline) {
    for (let iteration = 0; Date.now() < deadline; iteration++) {
      const customer = accounts.find((a) => a.tries < TRIES_PER_ACCOUNT) ?? accounts.at(-1);
      const started = performance.now();
      const result = await checkout(customer, restaurant, dishes, iteration);
      if (result.orderId) {
        customer.completed.push(result.orderId);
        whole.push(performance.now() - started);
      } else customer.errors.push(result.error);
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
      if (answer.status !== 200)
        throw new Error(`getOrdersByCustomerId answered ${answer.status}: ${answer.body?.message}`);
      ids.push(...answer.body.orders.map((o) => o._id));
      if (ids.length >= answer.body.total || answer.body.orders.length === 0) return ids;
    }
  }

  const restaurant = await findRestaurant();
  const menu = await call("GET", `/api/getMenuByRestaurantId?_id=${encodeURIComponent(restaurant._id)}`);
  const dishes = (menu.body?.menuitems ?? []).flatMap((group) => group.items).slice(0, 2);
  if (dishes.length === 0) throw new Error(`${restaurant.name} has no dishes`);

  if (capture) {
    // The same cart each time (the quantities of iteration 0), so that what differs between two checkouts'
    // statements is only what each checkout makes new (its ids, numbers, times): sql-bound.mjs reads that.
    const [customer] = await signUpAccounts(1);
    for (let i = 0; i < capture.count; i++) {
      appendFileSync(capture.file, `${JSON.stringify({ mark: `checkout ${i + 1}` })}\n`);
      // The server looks at the switch file every 25 ms at most (lib/sql-capture.ts): wait longer at each switch.
      writeFileSync(`${capture.file}.on`, "");
      await sleep(100);
      const result = await checkout(customer, restaurant, dishes, 0, `${i + 1}`);
      rmSync(`${capture.file}.on`, { force: true });
      await sleep(100);
      if (!result.orderId) throw new Error(`A captured checkout failed: ${result.error}`);
    }
    return { file: capture.file, checkouts: capture.count };
  }

  const loops = await Promise.all(Array.from({ length: customerCount }, (_, i) => signUpAccounts(i + 1)));
  const customers = loops.flat();
  const key = await call("GET", "/api/getPaymentAPIKey", { token: customers[0].token });
  if (key.body?.gateway !== "test")
    throw new Error("The server takes payments through Razorpay; this benchmark needs the test gateway.");

  log(`> ${restaurant.name}: ${dishes.map((d) => d.name).join(" + ")}`);
  log(`> ${customerCount} customers checking out in a loop for ${durationSeconds} s on ${baseUrl}`);
  await onStart();
  const started = Date.now();
  await Promise.all(loops.map((accounts) => loop(accounts, restaurant, dishes, started + durationSeconds * 1000)));
  const elapsedSeconds = (Date.now() - started) / 1000;
  await onEnd();

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
  return {
    measuredAt: new Date().toISOString(),
    baseUrl,
    restaurant: { id: restaurant._id, name: restaurant.name, dishes: dishes.map((d) => d.name) },
    customers: customerCount,
    accounts: customers.length,
    durationSeconds: round(elapsedSeconds),
    checkouts: { completed, perSecond: round(completed / elapsedSeconds), failed: errors.length },
    checkoutLatencyMs: latencySummary(whole),
    latencyMs: Object.fromEntries(CHECKOUT_STEPS.map((step) => [step, latencySummary(latencies[step])])),
    consistency: {
      ordersListed: customers.reduce((n, c) => n + c.listed, 0),
      lost,
      duplicated,
      unexpected,
      ok: lost === 0 && duplicated === 0 && unexpected === 0,
    },
    errorSamples: [...new Set(errors)].slice(0, 10),
  };
}

/**
 * Runs `count` checkouts of one new customer, one after another, with the server's SQL capture switched on around
 * each (SQL_CAPTURE_FILE, lib/bench-sql-capture.ts) and a mark line before each: `{ file, checkouts }`.
 */
export function captureCheckouts({ baseUrl, captureFile, count = 3 }) {
  return runCheckoutLoad({ baseUrl, customers: 1, durationSeconds: 0, capture: { file: captureFile, count } });
}
