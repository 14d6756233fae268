// Text PostgreSQL cannot store (NUL, a lone UTF-16 surrogate), which the fuzz
// (fuzz.integration.test.ts) once found answering 500: each route refuses it with a 422 and writes nothing.
import { describe, expect, it } from "vitest";
import { allowedOnRefusal } from "@/tests/authz/fuzz-plans";
import { fuzzedRoutes, setUpFuzzWorld } from "@/tests/authz/fuzz-world";
import { MATRIX, PENDING_MATRIX } from "@/tests/authz/matrix";
import { invoke, type Call } from "@/tests/authz/routes";
import { sessionOf, type ACTORS } from "@/tests/authz/world";
import { recordWrites } from "@/tests/authz/write-recorder";

const routes = await fuzzedRoutes();
const fuzz = setUpFuzzWorld();

describe("fuzzed inputs", () => {
  it("refuses text PostgreSQL cannot store (regression: the fuzz found these answering 500)", async () => {
    // NUL in a string and a lone UTF-16 surrogate failed the query with "invalid byte sequence for encoding UTF8".
    const cases: Array<[string, (call: Call) => Call, (typeof ACTORS)[number]]> = [
      ["GET /api/search", () => ({ path: "/api/search?q=%00biryani" }), "anonymous"],
      ["GET /api/fetchRestaurants", () => ({ path: "/api/fetchRestaurants?q=dosa%00" }), "anonymous"],
      [
        "POST /api/signup/customer",
        (c) => ({ ...c, body: { ...(c.body as object), username: "Asha\u0000" } }),
        "anonymous",
      ],
      [
        "POST /api/signup/customer",
        (c) => ({ ...c, body: { ...(c.body as object), username: "Asha\ud800" } }),
        "anonymous",
      ],
      [
        "POST /api/createPaymentOrder",
        (c) => ({ ...c, body: { ...(c.body as object), customerName: "A\u0000" } }),
        "customer",
      ],
      ["POST /api/addReview", (c) => ({ ...c, body: { ...(c.body as object), text: "Tasty\u0000" } }), "customer"],
      [
        "POST /api/deleteImageFromCloudinary",
        () => ({ path: "/api/deleteImageFromCloudinary", body: { public_id: "x\u0000" } }),
        "customer",
      ],
    ];
    for (const [key, mutate, actor] of cases) {
      const route = routes.find((r) => r.key === key)!;
      const base = await (MATRIX[route.key] ?? PENDING_MATRIX[route.key])!.request(fuzz.world, actor);
      // Logged in before the recording: a login's own refresh token is not the refused call's write.
      const session = await sessionOf(fuzz.world, actor, "bearer");
      const { result, writes } = await recordWrites(() => invoke(route.handler, route.method, mutate(base), session));
      expect(result.status, `${key}: ${result.text}`).toBe(422);
      expect(JSON.parse(result.text)).toMatchObject({ errors: expect.any(Object) });
      expect(writes.filter((w) => !allowedOnRefusal(route, w))).toEqual([]);
    }
  });
});
