import "server-only";
import { enforceRateLimitsInTurn, type FixedWindow } from "@/lib/rate-limit/service";

// Starting a checkout asks the payment provider for an order (with Razorpay on, a call to its API
// each time), so it is limited like the other doors that cost something: per customer, and per
// address for the many accounts one client could make. A person retrying a declined card, changing
// the address or the cart, starts a few checkouts in ten minutes; a repeat of the same cart within
// minutes is answered from the first one and still counts, so double clicks are in the numbers too.
// An office or college network shares one address: its limit is several customers' worth.

export const CHECKOUTS_PER_CUSTOMER: FixedWindow = { limit: 20, windowMs: 10 * 60 * 1000 };
export const CHECKOUTS_PER_ADDRESS: FixedWindow = { limit: 60, windowMs: 10 * 60 * 1000 };

const tooManyCheckouts = (wait: string) => `Too many checkouts started. Your cart is kept: please try again ${wait}.`;

/** Counts one checkout start for the customer and for the address; past either limit a 429 with Retry-After. */
export async function limitCheckoutStarts(customerId: string, ip: string, now: Date = new Date()): Promise<void> {
  // One statement for both; the address counts a start only when the customer's limit let it through, so one
  // account hammering the door does not use up its office's or college's share.
  await enforceRateLimitsInTurn(
    { key: `checkout:customer:${customerId}`, window: CHECKOUTS_PER_CUSTOMER },
    { key: `checkout:ip:${ip}`, window: CHECKOUTS_PER_ADDRESS },
    tooManyCheckouts,
    now,
  );
}
