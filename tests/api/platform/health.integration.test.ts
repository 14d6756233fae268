import { afterEach, describe, expect, it, vi } from "vitest";
import { createPrismaClient } from "@/lib/prisma-client";
import { GET } from "@/app/api/(platform)/health/route";

/** The route module again, with db() replaced by `fakeDb` (the real one stays the app's shared client). */
async function routeWith(fakeDb: () => unknown) {
  vi.resetModules();
  vi.doMock("@/lib/db", () => ({ db: fakeDb }));
  return (await import("@/app/api/(platform)/health/route")).GET;
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

  it("answers 503 unavailable when nothing listens at the database's address, and says why once", async () => {
    const unreachable = createPrismaClient("postgresql://nobody@127.0.0.1:1/none", 1);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const health = await routeWith(() => unreachable);
      const response = await health();
      expect(response.status).toBe(503);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "unavailable" });
      expect((await health()).status).toBe(503);
      // the probe repeats every few seconds: one line, not one per probe
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/^Health check: answering 503 \(.+\)$/);
    } finally {
      warn.mockRestore();
      await unreachable.$disconnect();
    }
  });

  it("answers 503 after about a second when the database does not answer", async () => {
    const stuck = { $queryRaw: () => new Promise(() => {}) };
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = Date.now();
    const response = await (await routeWith(() => stuck))();
    const took = Date.now() - started;
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
    expect(took).toBeGreaterThanOrEqual(900);
    expect(took).toBeLessThan(3_000);
    expect(warn).toHaveBeenCalledWith("Health check: answering 503 (no answer within 1000 ms)");
    warn.mockRestore();
  });
});
