// GET /api/openapi.json as a client reaches it: the whole document, for anyone, with every route file's
// operations (the client checks the answer against the document's own entry, as it does every answer).
import { describe, expect, it } from "vitest";
import { OPERATIONS, openApiPath } from "@/lib/openapi/registry";
import { specClient } from "@/tests/contract/spec-client";

describe("GET /api/openapi.json", () => {
  it("answers the OpenAPI 3.1 document with every operation, to a visitor", async () => {
    const answer = await specClient().get("/api/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain("application/json");
    expect(answer.body.openapi).toBe("3.1.0");
    const served = Object.entries(answer.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.sort()).toEqual(OPERATIONS.map((op) => `${op.method} ${openApiPath(op.route)}`).sort());
  });

  it("is public but not per person: no session is needed and none changes it", async () => {
    const visitor = await specClient().get("/api/openapi.json");
    const again = await specClient().get("/api/openapi.json");
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(visitor.body));
  });
});
