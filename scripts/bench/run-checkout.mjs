#!/usr/bin/env node
// `npm run bench:checkout [-- <base URL>]`: load test of the whole paid checkout against a server that
// is already running on the built-in test gateway (`TRUST_PROXY_HOPS=1 npm start`: each customer sends
// its own X-Forwarded-For, which counts only behind a trusted hop; this starts nothing). 20 customers,
// each signed up by this script, loop for 20 seconds through createPaymentOrder → testGateway/pay →
// verifyPayment → placeOrder on a demo restaurant open around the clock. At the end each customer's
// getOrdersByCustomerId must hold exactly the orders their loop completed: none lost, none twice.
// Prints checkouts per second and step latencies, and writes bench/results/checkout-latest.json.
// The load itself is scripts/bench/checkout.mjs, shared with the umbrella `npm run bench`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CHECKOUT_STEPS, runCheckoutLoad } from "./checkout.mjs";

const CUSTOMERS = 20;
const DURATION_SECONDS = 20;
const RESULT_FILE = path.join("bench", "results", "checkout-latest.json");

const baseUrl = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/+$/, "");

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

let summary;
try {
  summary = await runCheckoutLoad({
    baseUrl,
    customers: CUSTOMERS,
    durationSeconds: DURATION_SECONDS,
    log: console.info,
  });
} catch (error) {
  fail(error.message);
}

mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
writeFileSync(RESULT_FILE, `${JSON.stringify(summary, null, 2)}\n`);

const { completed, failed, perSecond } = summary.checkouts;
const { lost, duplicated, unexpected, ordersListed, ok } = summary.consistency;
console.info(`\ncheckouts/s  ${perSecond} (${completed} completed, ${failed} failed)`);
for (const step of CHECKOUT_STEPS) {
  const l = summary.latencyMs[step];
  console.info(`${step.padEnd(20)} p50 ${l.p50} ms   p95 ${l.p95} ms   p99 ${l.p99} ms   max ${l.max} ms`);
}
console.info(
  `orders       ${ordersListed} listed for ${completed} completed: lost ${lost}, duplicated ${duplicated}, unexpected ${unexpected}`,
);
if (summary.errorSamples.length) console.info(`errors       ${summary.errorSamples.join(" | ")}`);
console.info(`written      ${RESULT_FILE}`);
if (!ok) fail("Orders were lost or duplicated.");
