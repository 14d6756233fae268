// The OpenAPI document against the route files: every method a route file under app/api exports has an
// operation (lib/openapi/registry.ts), and every operation names a route file and method that exist.
// Route files are found on disk (app/api/**/route.ts, route groups "(x)" dropped from the URL), and their
// methods read from the source, so this runs with the unit tests, without importing any handler.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument, ERROR_TEXT, operationId } from "@/lib/openapi/document";
import { errorStatuses, openApiPath, OPERATIONS } from "@/lib/openapi/registry";
import { HTTP_METHODS, routeTable } from "@/tests/authz/routes";

/** The HTTP methods a route file exports: `export const GET =`, `export async function POST(`. */
function exportedMethods(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s+(?:const|let|(?:async\s+)?function)\s+([A-Z]+)\b/gm)) names.add(m[1]!);
  // Re-exports (`export { GET } from …`, `export * from …`) would hide methods from the reading above.
  if (/^export\s*(\{|\*)/m.test(source)) throw new Error("a route file re-exports: name its methods with export const");
  return HTTP_METHODS.filter((method) => names.has(method));
}

const apiRoutes = routeTable().filter(({ route }) => route.startsWith("/api/"));
const onDisk = apiRoutes
  .flatMap(({ route, file }) => exportedMethods(readFileSync(file, "utf8")).map((method) => `${method} ${route}`))
  .sort();
const documented = OPERATIONS.map((op) => `${op.method} ${op.route}`).sort();

describe("the OpenAPI registry against app/api", () => {
  it("finds the route files (the glob itself works)", () => {
    expect(apiRoutes.length).toBeGreaterThan(40);
    expect(onDisk).toContain("POST /api/login/[usertype]");
    expect(onDisk).toContain("GET /api/openapi.json");
  });

  it("has an operation for every method of every route file", () => {
    const missing = onDisk.filter((key) => !documented.includes(key));
    expect(missing, "route methods without an operation in lib/openapi/registry.ts").toEqual([]);
  });

  it("has no operation for a route or method that does not exist", () => {
    const stale = documented.filter((key) => !onDisk.includes(key));
    expect(stale, "operations in lib/openapi/registry.ts with no route file method").toEqual([]);
  });

  it("has one operation per method and route", () => {
    expect(new Set(documented).size).toBe(documented.length);
  });

  it("reads methods as route files write them", () => {
    expect(exportedMethods("export const GET = handler();\nexport async function POST(r) {}\nconst PUT = 1;")).toEqual([
      "GET",
      "POST",
    ]);
    expect(() => exportedMethods('export { GET } from "./x";')).toThrow(/re-exports/);
  });
});

describe("the OpenAPI document", () => {
  const doc = buildOpenApiDocument();
  const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));

  it("is OpenAPI 3.1 with every path and operation of the registry", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(OPERATIONS.map((op) => openApiPath(op.route)))].sort());
    expect(operations).toHaveLength(OPERATIONS.length);
    expect(doc.paths["/api/login/{usertype}"]?.post?.parameters).toEqual([
      expect.objectContaining({ name: "usertype", in: "path", required: true }),
    ]);
  });

  it("gives every operation a unique id, a summary, answers and a security requirement", () => {
    const ids = OPERATIONS.map(operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      expect(op.summary, String(op.operationId)).toBeTruthy();
      expect(Object.keys(op.responses as object).length, String(op.operationId)).toBeGreaterThan(0);
      expect(Array.isArray(op.security), String(op.operationId)).toBe(true);
    }
  });

  it("says who may call: guarded calls need the session cookie or a bearer token", () => {
    expect(doc.paths["/api/getOrdersByCustomerId"]?.get?.security).toEqual([{ sessionCookie: [] }, { bearer: [] }]);
    expect(doc.paths["/api/fetchRestaurants"]?.get?.security).toEqual([]);
    expect(doc.paths["/api/maintenance"]?.get?.security).toEqual([{ cronSecret: [] }]);
  });

  it("describes every error status it uses", () => {
    for (const op of OPERATIONS) {
      for (const status of errorStatuses(op)) expect(ERROR_TEXT[status], `${status} of ${op.route}`).toBeTruthy();
    }
  });

  it("resolves every $ref", () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/(schemas|responses)\/([^"]+)"/g)];
    expect(refs.length).toBeGreaterThan(50);
    const components = doc.components as Record<string, Record<string, unknown>>;
    for (const [, kind, name] of refs) expect(components[kind!]?.[name!], `${kind}/${name}`).toBeDefined();
  });

  it("takes request bodies as clients send them (input: defaults optional) and answers as the server gives them", () => {
    const schemas = (doc.components as { schemas: Record<string, { required?: string[] }> }).schemas;
    // `page` has a default: a client may leave it out.
    const fetch = doc.paths["/api/fetchRestaurants"]?.get?.parameters as Array<{ name: string; required: boolean }>;
    expect(fetch.find((p) => p.name === "page")?.required).toBe(false);
    expect(schemas.ApiRestaurant?.required).toContain("_id");
    expect(schemas.ApiOrder?.required).toEqual(
      expect.arrayContaining(["_id", "items", "totalPrice", "deliveryStatus"]),
    );
  });

  it("documents the upload as multipart and the order stream as text/event-stream", () => {
    const upload = doc.paths["/api/uploadToCloudinary"]?.post?.requestBody as { content: object };
    expect(Object.keys(upload.content)).toEqual(["multipart/form-data"]);
    const stream = doc.paths["/api/orderEvents/stream"]?.get?.responses as Record<string, { content: object }>;
    expect(Object.keys(stream["200"]!.content)).toEqual(["text/event-stream"]);
  });
});
