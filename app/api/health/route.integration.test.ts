import { afterEach, describe, expect, it, vi } from "vitest";
import { createPrismaClient } from "@/lib/prisma-client";
import { GET } from "./route";

/** The route module again, with db() replaced by `fakeDb` (the real one stays the app's shared client). */
async function routeWith(fakeDb: () => unknown) {
  vi.resetModules();
  vi.doMock("@/lib/db", () => ({ db: fakeDb }));
  return (await import("./route")).GET;
}

afterEach(() => {
  vi.doUnmock("@/lib/db");
  vi.resetModules();
});

describe("GET /api/health", () => {
  it("answers 200 ok, never cached, when the database answers", async () => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 503 unavailable when nothing listens at the database's address", async () => {
    const unreachable = createPrismaClient("postgresql://nobody@127.0.0.1:1/none", 1);
    try {
      const response = await (await routeWith(() => unreachable))();
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "unavailable" });
    } finally {
      await unreachable.$disconnect();
    }
  });

  it("answers 503 after about a second when the database does not answer", async () => {
    const stuck = { $queryRaw: () => new Promise(() => {}) };
    const started = Date.now();
    const response = await (await routeWith(() => stuck))();
    const took = Date.now() - started;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(3_000);
  });
});
