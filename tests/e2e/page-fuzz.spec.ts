import { readdir } from "node:fs/promises";
import path from "node:path";
import fc from "fast-check";
import { encodeLocationCookie } from "../../lib/location/cookie";
import { expect, test } from "./visitor";

// Pages (and the API's dynamic paths) against the production build, as an attacker sends them
// (issue 27, items 4 and 8): whatever the path, query or location cookie, no answer is a 500; the
// broken inputs the issue names answer 400 or 404; and places nobody delivers to are rendered per
// request, so they do not add entries to the on-disk page and data caches. In the browser suite because
// what failed lives in Next's router (the decoding of dynamic segments) and its cache, which only the
// real server has. FUZZ_RUNS and FUZZ_SEED reproduce or deepen a run, as in tests/authz.

const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Next's rendered pages and its data cache (scripts/lib/page-cache.mjs names the same two). */
const CACHE_DIRS = [path.join(".next", "server", "route-cache"), path.join(".next", "cache", "fetch-cache")];

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}
const cacheFiles = async () => (await Promise.all(CACHE_DIRS.map(countFiles))).reduce((a, b) => a + b, 0);

const NASTY = [
  "%00",
  "%ZZ",
  "%",
  "%E0%A4",
  "%ED%A0%80",
  "%C0%AF",
  "..%2F..%2Fetc%2Fpasswd",
  "%3Cscript%3E",
  "x".repeat(300),
  "%F0%9F%8D%9B".repeat(60),
  "null",
  "-1",
  "cnosuchid0000000000000000",
];
const segment = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
  fc.stringMatching(/^[A-Za-z0-9%_-]{1,40}$/),
);
const queryValue = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 30 }).map(encodeURIComponent));
const PATHS = [
  (s: string) => `/restaurantPage/${s}`,
  (s: string) => `/restaurantPage/${s}/menu`,
  (s: string) => `/restaurantPage/${s}/reviews`,
  (s: string) => `/near/${s}`,
  (s: string) => `/browse/${s}`,
  (s: string) => `/paymentStatus/${s}`,
  (s: string) => `/api/addresses/${s}`,
  (s: string) => `/api/getMenuByRestaurantId/${s}`,
  (s: string) => `/api/getRestauarntById/${s}`,
];
const QUERIES = ["city", "locality", "pincode", "q", "page", "sort", "cuisines", "at"];
const request = fc.record({
  path: fc.oneof(
    fc.tuple(fc.constantFrom(...PATHS), segment).map(([make, s]) => make(s)),
    fc.constantFrom("/", "/restaurants", "/browse/search", "/near/elsewhere"),
  ),
  query: fc.array(fc.tuple(fc.constantFrom(...QUERIES), queryValue), { maxLength: 3 }),
  cookie: fc.option(fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 40 }).map(encodeURIComponent)), {
    nil: undefined,
  }),
});

test.describe("pages under bad input (issue 27, item 8)", () => {
  test("answer 400 or 404 to the inputs the issue names", async ({ request: http }) => {
    for (const url of ["/restaurants?city=%00", "/restaurantPage/%ZZ", "/near/%ZZ", "/api/addresses/%ZZ"]) {
      const response = await http.get(url, { maxRedirects: 0 });
      expect([400, 404], url).toContain(response.status());
    }
    for (const url of ["/restaurants?city=%00", "/restaurants?q=%00", "/browse/search?city=%00&q=%00"]) {
      const response = await http.get(url);
      expect(response.status(), url).toBeLessThan(500);
    }
  });

  test("never answer 500 to fuzzed paths, queries and location cookies", async ({ request: http }) => {
    test.setTimeout(240_000);
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async ({ path: pathname, query, cookie }) => {
        const search = query.map(([name, value]) => `${name}=${value}`).join("&");
        const url = search ? `${pathname}?${search}` : pathname;
        const response = await http.get(url, {
          maxRedirects: 0,
          headers: cookie === undefined ? {} : { cookie: `deliveryLocation=${cookie}` },
        });
        seen.push(`${response.status()} ${url}`);
        expect(response.status(), `${url} (cookie ${cookie})`).toBeLessThan(500);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // Mostly refusals and pages, not only one kind (else the fuzz stopped exploring).
    expect(new Set(seen.map((s) => s.slice(0, 3))).size).toBeGreaterThan(1);
  });
});

test.describe("the page cache under made-up places (issue 27, item 4)", () => {
  test("300 requests for places nobody delivers to and restaurants that do not exist add no cache entries", async ({
    request: http,
  }) => {
    test.setTimeout(180_000);
    // Warm what the known pages need first, so only the made-up places are counted.
    for (const url of ["/", "/restaurants", "/restaurants?city=Pune"]) expect((await http.get(url)).status()).toBe(200);
    // Made-up restaurant ids share one not-found render per tab (proxy.ts asks whether the id exists).
    for (const tab of ["menu", "reviews"])
      expect((await http.get(`/restaurantPage/unknown/${tab}`)).status()).toBe(404);
    const before = await cacheFiles();
    const token = Date.now().toString(36);
    for (let i = 0; i < 100; i++) {
      const city = `Atlantis ${token} ${i}`;
      expect((await http.get(`/restaurants?city=${encodeURIComponent(city)}`)).status()).toBe(200);
      const cookie = `deliveryLocation=${encodeLocationCookie({ city })}`;
      expect((await http.get("/", { headers: { cookie } })).status()).toBe(200);
      const id = `c${token}${String(i).padStart(4, "0")}`.padEnd(25, "x");
      expect((await http.get(`/restaurantPage/${id}/${i % 2 ? "menu" : "reviews"}`)).status()).toBe(404);
    }
    // Next writes cache files after answering: give it a moment before counting.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await cacheFiles()).toBeLessThanOrEqual(before + 2);
  });
});
