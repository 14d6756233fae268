// An admin account beside the matrix (issue 33, "Bad input and security"): the platform's staff get 403 on every
// call made for a customer, a restaurant owner or a rider (the role in the wrapper: staff act through the console's
// own calls, never as someone else), through the browser's cookie and a Bearer token, with the matrix's realistic
// request; and every console call (auth "admin") answers an admin, where the matrix refuses all its actors.
import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callWithMatrixRequest, headersOf, routesFor } from "@/tests/authz/actor-routes";
import { MATRIX } from "@/tests/authz/matrix";
import { onlyAdmins } from "@/tests/authz/rows/common";
import { discoverRoutes } from "@/tests/authz/routes";
import { createWorld, type World } from "@/tests/authz/world";
import { adminSession } from "@/tests/support/admin";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";

const dataDir = setTemporaryDataDir();
const routes = await discoverRoutes();
const othersOnly = routesFor(routes, ["customer", "restaurant", "rider"]);
const console_ = routesFor(routes, ["admin"]);

let world: World;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  world = await createWorld();
  admin = await adminSession();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("an admin on the customer, restaurant and rider calls", () => {
  it("finds them", () => {
    expect(othersOnly.filter((g) => g.access === "rider").length).toBeGreaterThanOrEqual(5);
    expect(othersOnly.length).toBeGreaterThanOrEqual(45);
  });

  for (const entry of othersOnly) {
    it(`${entry.route.key} (${entry.access} only): 403 to an admin`, async () => {
      for (const via of ["cookie", "bearer"] as const) {
        const answer = await callWithMatrixRequest(world, entry, await headersOf(admin.user, via));
        expect(answer.status, `${entry.route.key} via ${via}: ${answer.text.slice(0, 200)}`).toBe(403);
        expect(JSON.parse(answer.text)).toEqual({ message: `Only ${entry.access} accounts can do this` });
      }
    });
  }
});

describe("the console's calls", () => {
  it("are there, and the matrix refuses every one of them to all its actors", () => {
    expect(console_.length).toBeGreaterThanOrEqual(1);
    for (const { route } of console_) expect(MATRIX[route.key]?.expect, route.key).toEqual(onlyAdmins);
  });

  for (const entry of console_) {
    it(`${entry.route.key}: an admin gets past the role check`, async () => {
      for (const via of ["cookie", "bearer"] as const) {
        const answer = await callWithMatrixRequest(world, entry, await headersOf(admin.user, via));
        expect([401, 403], `${entry.route.key} via ${via}: ${answer.text.slice(0, 200)}`).not.toContain(answer.status);
        expect(answer.status, `${entry.route.key} via ${via}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
      }
    });
  }
});
