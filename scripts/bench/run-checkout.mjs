#!/usr/bin/env node
// `npm run bench:checkout [-- <base URL>]`: load test of the whole paid checkout against a server that
// is already running on the built-in test gateway (`TRUST_PROXY_HOPS=1 npm start`: each customer sends
// its own X-Forwarded-For, which counts only behind a trusted hop; this starts nothing). 20 customers,
// each signed up by this script, loop for 20 seconds through createPaymentOrder → testGateway/pay →
// verifyPayment → placeOrder on a demo restaurant open around the clock. At the end each customer's
// getOrdersByCustomerId must hold exactly the orders their loop completed: none lost, none twice.
// Prints checkouts per second and step latencies, and reports them (report.mjs:
// bench/results/checkout-latest.json and docs/performance.md).
// The load itself is scripts/bench/checkout.mjs, shared with the umbrella `npm run bench`.
import { CHECKOUT_STEPS, runCheckoutLoad } from "./checkout.mjs";
import { baseUrlArg, fail, reportRun } from "./report.mjs";

const CUSTOMERS = 20;
const DURATION_SECONDS = 20;

const baseUrl = baseUrlArg();

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

const { completed, failed, perSecond } = summary.checkouts;
const { lost, duplicated, unexpected, ordersListed, ok } = summary.consistency;
await reportRun("checkout", {
  command: "npm run bench:checkout",
  summary,
  lines: [
    `checkouts/s  ${perSecond} (${completed} completed, ${failed} failed; ${CUSTOMERS} customers for ${DURATION_SECONDS} s)`,
    ...CHECKOUT_STEPS.map((step) => {
      const l = summary.latencyMs[step];
      return `${step.padEnd(20)} p50 ${l.p50} ms   p95 ${l.p95} ms   p99 ${l.p99} ms   max ${l.max} ms`;
    }),
    `orders       ${ordersListed} listed for ${completed} completed: lost ${lost}, duplicated ${duplicated}, unexpected ${unexpected}`,
    ...(summary.errorSamples.length ? [`errors       ${summary.errorSamples.join(" | ")}`] : []),
  ],
});
if (!ok) fail("Orders were lost or duplicated.");
