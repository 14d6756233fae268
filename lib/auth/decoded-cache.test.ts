import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DecodedCache } from "@/lib/auth/decoded-cache";

afterEach(() => {
  vi.useRealTimers();
});

describe("DecodedCache", () => {
  it("reads the clock at each lookup: a credential expires when the clock moves past it", () => {
    // The default clock once kept Date.now as it was at construction, so a clock moved afterwards (a test's
    // fake Date) never expired anything: the contract test of the hourly session expiry caught it.
    const cache = new DecodedCache<string>(10);
    cache.set("token", "user", Date.now() + 60_000);
    expect(cache.get("token")).toBe("user");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    expect(cache.get("token")).toBeUndefined();
  });

  it("answers a credential until its own expiry, then forgets it", () => {
    let now = 1_000;
    const cache = new DecodedCache<string>(10, () => now);
    cache.set("token-a", "user-a", 2_000);
    expect(cache.get("token-a")).toBe("user-a");
    now = 1_999;
    expect(cache.get("token-a")).toBe("user-a");
    now = 2_000;
    expect(cache.get("token-a")).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("never keeps a credential that has already expired", () => {
    const cache = new DecodedCache<string>(10, () => 5_000);
    cache.set("old", "user", 5_000);
    expect(cache.get("old")).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it("holds at most its size, letting the entry written longest ago go first", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 60 }), (credentials) => {
        const cache = new DecodedCache<string>(5, () => 0);
        for (const credential of credentials) cache.set(credential, `user of ${credential}`, 10);
        expect(cache.size()).toBeLessThanOrEqual(5);
        // The last five distinct credentials written are the ones kept, each with its own value.
        const lastWritten = [...new Set([...credentials].reverse())].slice(0, 5);
        for (const credential of lastWritten) expect(cache.get(credential)).toBe(`user of ${credential}`);
      }),
    );
  });
});
