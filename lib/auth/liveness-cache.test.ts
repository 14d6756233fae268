import { describe, expect, it } from "vitest";
import { LivenessCache } from "@/lib/auth/liveness-cache";

function setup(maxEntries = 100) {
  let now = 1_000;
  const cache = new LivenessCache({ liveTtlMs: 5_000, endedTtlMs: 60_000, maxEntries, now: () => now });
  const table = new Map<string, boolean>();
  const asked: string[] = [];
  const load = async (id: string) => {
    asked.push(id);
    return table.get(id) ?? false;
  };
  return { cache, table, asked, load, advance: (ms: number) => (now += ms) };
}

/** A query that answers when told to, for ordering a revocation against it. */
function deferred() {
  let resolve!: (live: boolean) => void;
  const promise = new Promise<boolean>((r) => (resolve = r));
  return { promise, resolve };
}

describe("LivenessCache", () => {
  it("asks once per login within the live TTL, then asks again", async () => {
    const t = setup();
    t.table.set("s1", true);
    expect(await t.cache.check("s1", t.load)).toBe(true);
    expect(await t.cache.check("s1", t.load)).toBe(true);
    expect(t.asked).toEqual(["s1"]);
    t.advance(5_001);
    t.table.set("s1", false);
    expect(await t.cache.check("s1", t.load)).toBe(false);
    expect(t.asked).toEqual(["s1", "s1"]);
  });

  it("lets concurrent checks of one login share one query", async () => {
    const t = setup();
    t.table.set("s1", true);
    const answers = await Promise.all([1, 2, 3].map(() => t.cache.check("s1", t.load)));
    expect(answers).toEqual([true, true, true]);
    expect(t.asked).toEqual(["s1"]);
  });

  it("answers 'ended' at once after a revocation, without a query", async () => {
    const t = setup();
    t.table.set("s1", true);
    await t.cache.check("s1", t.load);
    t.cache.revoke(["s1"]);
    expect(await t.cache.check("s1", t.load)).toBe(false);
    expect(t.asked).toEqual(["s1"]);
  });

  it("does not remember a 'live' read that was in flight when the login was revoked", async () => {
    const t = setup();
    const slow = deferred();
    const before = t.cache.check("s1", () => slow.promise);
    t.cache.revoke(["s1"]);
    // a request arriving after the revocation does not join the old query
    expect(await t.cache.check("s1", t.load)).toBe(false);
    slow.resolve(true);
    expect(await before).toBe(true);
    expect(await t.cache.check("s1", t.load)).toBe(false);
  });

  it("does not remember a read that was in flight when the cache was cleared", async () => {
    const t = setup();
    const slow = deferred();
    const before = t.cache.check("s1", () => slow.promise);
    t.cache.clear();
    slow.resolve(true);
    await before;
    t.table.set("s1", false);
    expect(await t.cache.check("s1", t.load)).toBe(false);
    expect(t.asked).toEqual(["s1"]);
  });

  it("forgets the oldest entry beyond its bound", async () => {
    const t = setup(2);
    for (const id of ["a", "b", "c"]) t.table.set(id, true);
    for (const id of ["a", "b", "c"]) await t.cache.check(id, t.load);
    expect(t.cache.size()).toBe(2);
    await t.cache.check("c", t.load);
    await t.cache.check("b", t.load);
    expect(t.asked).toEqual(["a", "b", "c"]);
    await t.cache.check("a", t.load);
    expect(t.asked).toEqual(["a", "b", "c", "a"]);
  });

  it("does not remember a failed query", async () => {
    const t = setup();
    const failing = async () => {
      throw new Error("database away");
    };
    await expect(t.cache.check("s1", failing)).rejects.toThrow("database away");
    t.table.set("s1", true);
    expect(await t.cache.check("s1", t.load)).toBe(true);
  });
});
