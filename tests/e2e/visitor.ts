import { randomInt } from "node:crypto";
import { test as base } from "@playwright/test";

// Every test is its own visitor behind the one proxy the server trusts (TRUST_PROXY_HOPS=1 in
// playwright.config.ts): its pages, browser contexts and API contexts send one X-Forwarded-For address
// of their own, as that proxy would append it. Without this every page of the run comes from 127.0.0.1
// and a fast run meets the per-address login limit (30 in 10 minutes) as a real office network never
// would. A test that plays several visitors sets its own header on a context or a request.
export * from "@playwright/test";

const visitorAddress = () => `10.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ "x-forwarded-for": visitorAddress(), ...extraHTTPHeaders });
  },
});
