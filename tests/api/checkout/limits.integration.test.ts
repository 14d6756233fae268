import { describe, expect, it } from "vitest";
import { POST as createPaymentOrder } from "@/app/api/(checkout)/createPaymentOrder/route";
import { db } from "@/lib/db";
import { CHECKOUTS_PER_ADDRESS, CHECKOUTS_PER_CUSTOMER } from "@/lib/checkout/limits";
import { secondsUntilNextWindow } from "@/lib/rate-limit/window";
import { randomIp } from "@/tests/support/accounts";
import { createUser } from "@/tests/support/factories";
import { checkoutBody, openRestaurantWithDishes } from "@/tests/support/order-calls";
import { bearerHeaders, jsonPost } from "@/tests/support/session";

// Issue 27, item 9: one customer started 100 checkouts in 1.4 s, each a provider order (a call to
// Razorpay's API with it on). Starts are now limited per customer and per address, with a 429 and
// Retry-After past the limit; what was refused asked the provider for nothing.

const WINDOW_MS = CHECKOUTS_PER_CUSTOMER.windowMs;

/** The limits count in fixed windows: start a test early in one, so that it does not straddle two. */
async function earlyInWindow() {
  const left = secondsUntilNextWindow(new Date(), WINDOW_MS);
  if (left < 15) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

async function start(headers: Record<string, string>, body: unknown) {
  const response = await createPaymentOrder(jsonPost("/api/createPaymentOrder", body, headers));
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() };
}

/** The spec's amount-only start: a new provider order for every new amount. */
const amount = (i: number) => ({ amount: 100 + i, currency: "INR" });

describe("starting checkouts is limited", () => {
  it(`per customer: of 30 parallel starts ${CHECKOUTS_PER_CUSTOMER.limit} get a provider order, the rest a 429`, async () => {
    await earlyInWindow();
    const customer = await createUser("customer");
    const headers = { ...(await bearerHeaders(customer)), "x-forwarded-for": randomIp() };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => start(headers, amount(i))));
    const started = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(started).toHaveLength(CHECKOUTS_PER_CUSTOMER.limit);
    expect(refused).toHaveLength(30 - CHECKOUTS_PER_CUSTOMER.limit);
    for (const answer of refused) {
      expect(answer.body.message).toMatch(
        /^Too many checkouts started\. Your cart is kept: please try again in \d+ minutes?\.$/,
      );
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(WINDOW_MS / 1000);
    }
    // Nothing was asked of the provider for the refused ones.
    expect(await db().payment.count({ where: { customerId: customer.id } })).toBe(CHECKOUTS_PER_CUSTOMER.limit);

    // The address counted only the starts the customer's limit let through (one statement counts both in turn), so
    // one account hammering the door does not use up its network's share.
    const bucket = await db().rateLimitBucket.findUnique({
      where: { key: `checkout:ip:${headers["x-forwarded-for"]}` },
    });
    expect(bucket?.count).toBe(CHECKOUTS_PER_CUSTOMER.limit);

    // Another customer on the same network is not held up by it.
    const neighbour = await createUser("customer");
    const theirs = await start(
      { ...(await bearerHeaders(neighbour)), "x-forwarded-for": headers["x-forwarded-for"] },
      amount(0),
    );
    expect(theirs.status).toBe(200);
  });

  it("per address: many accounts from one address meet the address's limit, one from elsewhere does not", async () => {
    await earlyInWindow();
    const ip = randomIp();
    const { restaurant, dishes } = await openRestaurantWithDishes([10000]);
    const perAccount = CHECKOUTS_PER_CUSTOMER.limit;
    const accounts = Math.ceil(CHECKOUTS_PER_ADDRESS.limit / perAccount);
    let started = 0;
    for (let a = 0; a < accounts; a++) {
      const headers = { ...(await bearerHeaders(await createUser("customer"))), "x-forwarded-for": ip };
      const answers = await Promise.all(Array.from({ length: perAccount }, (_, i) => start(headers, amount(i))));
      started += answers.filter((x) => x.status === 200).length;
    }
    expect(started).toBe(CHECKOUTS_PER_ADDRESS.limit);

    // A new account from that address is refused at once, for our own checkout as for the spec's.
    const late = { ...(await bearerHeaders(await createUser("customer"))), "x-forwarded-for": ip };
    const refused = await start(late, checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]));
    expect(refused).toMatchObject({ status: 429, retryAfter: expect.stringMatching(/^\d+$/) });
    // The same account from another address starts.
    const elsewhere = await start(
      { ...late, "x-forwarded-for": randomIp() },
      checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]),
    );
    expect(elsewhere.status).toBe(200);
  });

  it("bad input is refused before it counts", async () => {
    await earlyInWindow();
    const customer = await createUser("customer");
    const headers = { ...(await bearerHeaders(customer)), "x-forwarded-for": randomIp() };
    for (let i = 0; i < CHECKOUTS_PER_CUSTOMER.limit + 5; i++) {
      expect((await start(headers, { amount: "lots", currency: "INR" })).status).toBe(422);
    }
    expect((await start(headers, amount(1))).status).toBe(200);
  });
});
