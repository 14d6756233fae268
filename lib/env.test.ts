import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env, paymentsModeProblem, resetEnvForTests } from "@/lib/env";
import { streamLifetimeMs } from "@/lib/live/stream";

const CLOUDINARY = "cloudinary://key:secret@demo";

beforeEach(() => {
  for (const name of [
    "VERCEL",
    "CLOUDINARY_URL",
    "LIVE_BUS",
    "LIVE_STREAM_MAX_SECONDS",
    "DATABASE_POOL_MAX",
    "TRUST_PROXY_HOPS",
    "REDIS_URL",
  ])
    vi.stubEnv(name, undefined);
  resetEnvForTests();
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

function readWith(vars: Record<string, string>) {
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  resetEnvForTests();
  return env();
}

describe("env() off Vercel", () => {
  it("keeps the long-running server's defaults", () => {
    const e = readWith({});
    expect(e).toMatchObject({
      onVercel: false,
      DATABASE_POOL_MAX: 10,
      TRUST_PROXY_HOPS: 0,
      LIVE_STREAM_MAX_SECONDS: 900,
    });
  });
});

describe("TEST MODE payments only on purpose", () => {
  it("a server without Razorpay keys does not start unless PAYMENTS_TEST_MODE=true, and says why in one line", () => {
    // Issue 27 #11: a deployment whose keys went missing took TEST MODE "payments" for real orders.
    const problem = paymentsModeProblem(readWith({ PAYMENTS_TEST_MODE: "" }));
    expect(problem).toMatch(/^No Razorpay keys .*set them, or PAYMENTS_TEST_MODE=true/);
    expect(problem).not.toContain("\n");
    expect(paymentsModeProblem(readWith({ PAYMENTS_TEST_MODE: "false" }))).not.toBeNull();
    expect(paymentsModeProblem(readWith({ PAYMENTS_TEST_MODE: "true" }))).toBeNull();
    expect(
      paymentsModeProblem(
        readWith({ PAYMENTS_TEST_MODE: "", RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "s" }),
      ),
    ).toBeNull();
  });
});

describe("env() on Vercel (VERCEL=1)", () => {
  it("refuses to start without Cloudinary, in one line that says why", () => {
    expect(() => readWith({ VERCEL: "1" })).toThrow(
      /^Invalid environment: CLOUDINARY_URL: is required on Vercel \(VERCEL=1\): the disk is read-only, so uploaded images must go to Cloudinary$/,
    );
  });

  it("sizes the pool for many instances, trusts the platform's one proxy hop and ends streams before the function", () => {
    const e = readWith({ VERCEL: "1", CLOUDINARY_URL: CLOUDINARY });
    expect(e).toMatchObject({
      onVercel: true,
      DATABASE_POOL_MAX: 3,
      TRUST_PROXY_HOPS: 1,
      LIVE_STREAM_MAX_SECONDS: 280,
    });
    // Streams end between 80% and 100% of the maximum: 224-280 s, under the function's 300 s.
    expect(streamLifetimeMs(0)).toBe(224_000);
    expect(streamLifetimeMs(1)).toBe(280_000);
  });

  it("takes explicit settings over the platform's defaults", () => {
    const e = readWith({
      VERCEL: "1",
      CLOUDINARY_URL: CLOUDINARY,
      DATABASE_POOL_MAX: "5",
      TRUST_PROXY_HOPS: "2",
      LIVE_STREAM_MAX_SECONDS: "120",
    });
    expect(e).toMatchObject({ DATABASE_POOL_MAX: 5, TRUST_PROXY_HOPS: 2, LIVE_STREAM_MAX_SECONDS: 120 });
  });

  it.each([
    [{ LIVE_BUS: "postgres" }, /LIVE_BUS: on Vercel must be redis or poll/],
    [{ LIVE_BUS: "memory" }, /LIVE_BUS: on Vercel must be redis or poll/],
    [{ LIVE_STREAM_MAX_SECONDS: "600" }, /LIVE_STREAM_MAX_SECONDS: must be at most 290 on Vercel/],
  ])("refuses %o", (vars, message) => {
    expect(() => readWith({ VERCEL: "1", CLOUDINARY_URL: CLOUDINARY, ...vars })).toThrow(message);
  });

  it("allows the buses that need no open connection", () => {
    expect(readWith({ VERCEL: "1", CLOUDINARY_URL: CLOUDINARY, LIVE_BUS: "poll" }).LIVE_BUS).toBe("poll");
    expect(
      readWith({ VERCEL: "1", CLOUDINARY_URL: CLOUDINARY, LIVE_BUS: "redis", REDIS_URL: "redis://127.0.0.1:6379" })
        .LIVE_BUS,
    ).toBe("redis");
  });
});
