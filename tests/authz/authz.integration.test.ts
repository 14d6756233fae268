// Runs the authorization matrix (tests/authz/matrix.ts): every route handler found on disk, each
// actor, through the browser's cookie session and through a Bearer token.
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATRIX, PENDING_MATRIX, type Row } from "@/tests/authz/matrix";
import { discoverRoutes, invoke, routeFileExists, type RouteKey } from "@/tests/authz/routes";
import { ACTORS, createWorld, sessionOf, type Expected, type Via, type World } from "@/tests/authz/world";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";

// Uploads made here go to a folder of this file's own (env() is read after the top level runs).
const dataDir = setTemporaryDataDir();
const routes = await discoverRoutes();
const onDisk = new Set<string>(routes.map((r) => r.key));
const rowOf = (key: RouteKey): Row | undefined => MATRIX[key] ?? PENDING_MATRIX[key];

let world: World;
beforeAll(async () => {
  world = await createWorld();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("the authorization matrix", () => {
  it("has a row for every route handler on disk, and no row for a route that is gone", () => {
    const missing = routes.filter((r) => !rowOf(r.key)).map((r) => r.key);
    expect(missing, "routes without a row in tests/authz/matrix.ts").toEqual([]);
    const stale = Object.keys(MATRIX).filter((key) => !onDisk.has(key));
    expect(stale, "rows in MATRIX whose route handler does not exist").toEqual([]);
  });

  it("keeps the rows of routes still to come apart from the routes that exist", () => {
    // a pending row whose route has arrived is checked below; this says where to move it
    const arrived = Object.keys(PENDING_MATRIX).filter((key) => routeFileExists(key.split(" ")[1]!));
    for (const key of arrived) expect(onDisk.has(key), `${key}: the file exists but not this method`).toBe(true);
  });

  for (const route of routes) {
    const row = rowOf(route.key);
    if (!row) continue;
    it(`${route.key}: ${describeExpected(row.expect)}`, async () => {
      for (const via of ["cookie", "bearer"] as Via[]) {
        const got = {} as Expected;
        const bodies: Record<string, string> = {};
        for (const actor of ACTORS) {
          const call = await row.request(world, actor);
          const answer = await invoke(route.handler, route.method, call, await sessionOf(world, actor, via));
          got[actor] = answer.status;
          bodies[actor] = answer.text.slice(0, 200);
        }
        expect(got, `${route.key} through the ${via} session; answers: ${JSON.stringify(bodies)}`).toEqual(row.expect);
      }
    });
  }
});

function describeExpected(expected: Expected): string {
  return ACTORS.map((actor) => `${actor} ${expected[actor]}`).join(", ");
}
