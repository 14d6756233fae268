// A rider account on the customer, restaurant and admin calls (issue 32, "Bad input and faults"; issue 33): every
// route handler whose wrapper says auth "customer", "restaurant" or "admin" refuses a logged-in rider with 403, through the browser's cookie and
// through a Bearer token, with the matrix's own realistic request (tests/authz/matrix.ts) for that route. And the
// rider calls do answer a rider (the matrix has no rider among its actors).
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { callWithMatrixRequest, headersOf, routesFor } from "@/tests/authz/actor-routes";
import { discoverRoutes, invoke } from "@/tests/authz/routes";
import { createWorld, type World } from "@/tests/authz/world";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";
import { riderSession } from "@/tests/support/rider-calls";

const dataDir = setTemporaryDataDir();
const routes = await discoverRoutes();

const guarded = routesFor(routes, ["customer", "restaurant", "admin"]);

let world: World;
let rider: Awaited<ReturnType<typeof riderSession>>;
beforeAll(async () => {
  world = await createWorld();
  rider = await riderSession({ online: true });
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const riderHeaders = (via: "cookie" | "bearer") => headersOf(rider.user, via);

describe("a rider on the customer, restaurant and admin calls", () => {
  it("finds them: the customer's and the owner's calls are many", () => {
    expect(guarded.filter((g) => g.access === "customer").length).toBeGreaterThanOrEqual(15);
    expect(guarded.filter((g) => g.access === "restaurant").length).toBeGreaterThanOrEqual(25);
  });

  for (const { route, access } of guarded) {
    it(`${route.key} (${access} only): 403 to a rider`, async () => {
      for (const via of ["cookie", "bearer"] as const) {
        const answer = await callWithMatrixRequest(world, { route, access }, await riderHeaders(via));
        expect(answer.status, `${route.key} via ${via}: ${answer.text.slice(0, 200)}`).toBe(403);
        expect(JSON.parse(answer.text)).toEqual({ message: `Only ${access} accounts can do this` });
      }
    });
  }
});

describe("the rider calls answer a rider", () => {
  it("GET /api/rider/me and GET /api/rider/earnings: 200 through both sessions", async () => {
    const byKey = new Map(routes.map((r) => [r.key, r]));
    for (const via of ["cookie", "bearer"] as const) {
      for (const [key, path] of [
        ["GET /api/rider/me", "/api/rider/me"],
        ["GET /api/rider/earnings", "/api/rider/earnings?date=2026-11-29"],
      ] as const) {
        const route = byKey.get(key)!;
        const answer = await invoke(route.handler, route.method, { path }, await riderHeaders(via));
        expect(answer.status, `${key} via ${via}: ${answer.text.slice(0, 200)}`).toBe(200);
      }
      const online = byKey.get("POST /api/rider/online")!;
      const answer = await invoke(
        online.handler,
        "POST",
        { path: "/api/rider/online", body: { online: true } },
        await riderHeaders(via),
      );
      expect(answer.status).toBe(200);
    }
    expect((await db().rider.findUniqueOrThrow({ where: { userId: rider.user.id } })).online).toBe(true);
  });
});
