import bcrypt from "bcryptjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkPassword, hashPassword } from "@/lib/accounts/passwords";
import { env, resetEnvForTests } from "@/lib/env";

// bcrypt's cost: 12 unless PASSWORD_HASH_COST says otherwise (the test suites set 4, vitest.config.ts and
// playwright.config.ts); a stored hash is checked at the cost it was made with.

function withCost(cost: string | undefined) {
  vi.stubEnv("PASSWORD_HASH_COST", cost);
  resetEnvForTests();
}

beforeEach(() => withCost(undefined));
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("password hashes", () => {
  it("are made at cost 12 unless the environment says otherwise", async () => {
    expect(env().PASSWORD_HASH_COST).toBe(12);
    const hash = await hashPassword("twelve rounds");
    expect(bcrypt.getRounds(hash)).toBe(12);
    expect(await checkPassword("twelve rounds", hash)).toBe(true);
  });

  it("at the configured cost, and a hash made at another cost still checks", async () => {
    const atTwelve = await bcrypt.hash("made before", 12);
    withCost("4");
    const hash = await hashPassword("four rounds");
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(await checkPassword("four rounds", hash)).toBe(true);
    expect(await checkPassword("four round", hash)).toBe(false);
    expect(await checkPassword("made before", atTwelve)).toBe(true);
  });

  it("an account without a password never matches, at any cost (compared against a dummy of that cost)", async () => {
    expect(await checkPassword("anything", null)).toBe(false);
    withCost("4");
    const spy = vi.spyOn(bcrypt, "compare");
    expect(await checkPassword("anything", undefined)).toBe(false);
    expect(await checkPassword("anything", null)).toBe(false);
    const dummies = spy.mock.calls.map(([, hash]) => hash as string);
    expect(dummies.map((hash) => bcrypt.getRounds(hash))).toEqual([4, 4]);
    // made once for the cost, then reused
    expect(dummies[0]).toBe(dummies[1]);
  });

  it("a cost outside 4-15 is refused when the environment is read", () => {
    for (const cost of ["3", "16", "twelve"]) {
      withCost(cost);
      expect(() => env(), cost).toThrow(/PASSWORD_HASH_COST/);
    }
  });
});
