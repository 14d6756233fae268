// Fuzzed page addresses through the proxy's page routing (lib/restaurants/page-routes.ts), the part of the
// page fuzz that needs no server: whatever the path, query and location cookies, the routing never
// throws, refuses what the server could not answer, and sends a request to a cached route only for a
// list or place the route itself accepts back, of a place the chooser knows (issue 27, items 4 and 8).
// The same inputs against the running app: tests/e2e/page-fuzz.spec.ts.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  badRequestReason,
  cachedPagePath,
  isRenderedPerRequest,
  knownPlace,
  parseHomeKey,
  parseListKey,
} from "@/lib/restaurants/page-routes";
import { ADDRESS_PLACE_COOKIE, encodeLocationCookie, LOCATION_COOKIE } from "@/lib/location/cookie";
import { PLACES } from "@/lib/location/places";

const RUNS = Number(process.env.FUZZ_RUNS ?? 400);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", "\u0000", "%ZZ", "x".repeat(300), "\ud800", ...PLACES.map((p) => p.city.toUpperCase())),
);
/** What a browser can put into a URL or cookie at all (encodeURIComponent refuses lone surrogates). */
const encodable = text.filter((s) => s.isWellFormed());
const place = fc.record({
  city: encodable,
  locality: fc.option(encodable, { nil: undefined }),
  pincode: fc.option(fc.oneof(encodable, fc.constantFrom("560034", "110016", "411045")), { nil: undefined }),
});
const cookie = fc.oneof(
  text,
  place.map((p) => encodeLocationCookie(p)),
);
const query = fc
  .array(fc.tuple(fc.constantFrom("city", "locality", "pincode", "q", "page", "sort", "cuisines", "at"), encodable), {
    maxLength: 4,
  })
  .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`);

describe("page routing under fuzzed addresses", () => {
  it("never throws, and caches only what its route accepts, for known places", () => {
    const cachedKeys = new Set<string>();
    fc.assert(
      fc.property(
        fc.constantFrom("/", "/restaurants"),
        query,
        fc.option(cookie, { nil: undefined }),
        fc.option(cookie, { nil: undefined }),
        (pathname, search, chosen, address) => {
          const jar = {
            get: (name: string) => {
              const value = name === LOCATION_COOKIE ? chosen : name === ADDRESS_PLACE_COOKIE ? address : undefined;
              return value === undefined ? undefined : { value };
            },
          };
          const target = cachedPagePath(pathname, search, jar)!;
          const [route, key] = [target.split("?")[0]!, target.split("/")[2]?.split("?")[0]];
          if (isRenderedPerRequest(route)) return;
          cachedKeys.add(route);
          if (route.startsWith("/near/")) {
            const home = parseHomeKey(key!);
            expect(home, target).not.toBeUndefined();
            expect(knownPlace(home!), target).toEqual(home);
          } else {
            const list = parseListKey(key!);
            expect(list, target).toBeDefined();
            expect(knownPlace(list!.place), target).toEqual(list!.place);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
    expect(cachedKeys.size).toBeGreaterThan(0);
  });

  it("refuses a broken %-escape anywhere in a path, and nothing it can decode", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(encodable.map(encodeURIComponent), fc.constantFrom("%", "%Z1", "%E0%A4")), { maxLength: 4 }),
        (parts) => {
          const pathname = `/${parts.join("/")}`;
          let decodes = true;
          try {
            decodeURIComponent(pathname);
          } catch {
            decodes = false;
          }
          expect(badRequestReason(pathname, "") === null, pathname).toBe(decodes);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
