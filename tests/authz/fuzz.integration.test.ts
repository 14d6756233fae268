// Fuzzed inputs (fast-check) to every route handler found on disk, as every actor: malformed
// bodies, raw bytes that are not JSON, broken queries and path segments, ids of the wrong thing,
// garbage sessions. Each case starts from the route's realistic request in the authorization
// matrix and breaks part of it (tests/authz/fuzz-plans.ts). Whatever arrives, no handler may answer
// 5xx, and a refusal (4xx) may not write a row: the "never a 500, never a partial write" rule of
// docs/product.md. FUZZ_RUNS (default 40 per route) and FUZZ_SEED reproduce or deepen a run.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedOnRefusal, applyPlan, planOf } from "@/tests/authz/fuzz-plans";
import { fuzzedRoutes, setUpFuzzWorld } from "@/tests/authz/fuzz-world";
import { MATRIX, PENDING_MATRIX } from "@/tests/authz/matrix";
import { invoke } from "@/tests/authz/routes";
import { sessionOf } from "@/tests/authz/world";
import { recordWrites } from "@/tests/authz/write-recorder";

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const routes = await fuzzedRoutes();
const fuzz = setUpFuzzWorld();
const tally = { refused: 0, accepted: 0 };

describe("fuzzed inputs", () => {
  it("the write recorder sees a handler's committed writes (so an empty list means something)", async () => {
    const route = routes.find((r) => r.key === "POST /api/markRestaurantAsFavourite")!;
    const call = await MATRIX[route.key]!.request(fuzz.world, "customer");
    const { result, writes } = await recordWrites(() =>
      sessionOf(fuzz.world, "customer", "bearer").then((session) => invoke(route.handler, route.method, call, session)),
    );
    expect(result.status).toBe(200);
    expect(writes.map((w) => w.table)).toContain("FavouriteRestaurant");
  });

  for (const route of routes) {
    const row = MATRIX[route.key] ?? PENDING_MATRIX[route.key]!;
    it(`${route.key}: never 5xx, and nothing written when refused`, async () => {
      await fc.assert(
        fc.asyncProperty(planOf(fuzz.ids), async (plan) => {
          const base = await row.request(fuzz.world, plan.actor);
          const mutated = applyPlan(base, plan, await sessionOf(fuzz.world, plan.actor, plan.via));
          fuzz.errors.length = 0;
          const { result: answer, writes } = await recordWrites(() =>
            invoke(route.handler, route.method, mutated.call, mutated.session),
          );
          tally[answer.status >= 400 ? "refused" : "accepted"] += 1;
          const context = `${route.key} as ${plan.actor} (${plan.via}), ${plan.kind}: answered ${answer.status} ${answer.text.slice(0, 300)}\nlogged: ${fuzz.errors.join("\n").slice(0, 1500)}`;
          expect(answer.status, context).toBeLessThan(500);
          if (answer.status >= 400) {
            const unexpected = writes.filter((w) => !allowedOnRefusal(route, w));
            expect(unexpected, `${context}\nwrote although refused`).toEqual([]);
            if (answer.contentType.includes("application/json") && !route.route.startsWith("/api/auth/")) {
              expect(typeof (JSON.parse(answer.text) as { message?: unknown }).message, context).toBe("string");
            }
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
    }, 180_000);
  }

  it("mostly sent what a handler must refuse (else the fuzz stopped exploring)", () => {
    // Some routes take anything by design (logout, the session renewal redirect, next-auth's pages).
    expect(tally.refused, JSON.stringify(tally)).toBeGreaterThan(tally.accepted);
  });
});
