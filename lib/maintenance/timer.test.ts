import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";

const runMaintenance = vi.fn(async () => ({
  refunds: { ok: true as const, value: { refunded: 0, pending: 0 } },
  staleUploads: { ok: true as const, value: 0 },
  rateLimitWindows: { ok: true as const, value: 0 },
}));
vi.mock("@/lib/maintenance/service", () => ({ runMaintenance, maintenanceFailed: () => false }));
const { startMaintenanceTimer, stopMaintenanceTimer } = await import("@/lib/maintenance/timer");

afterEach(() => {
  stopMaintenanceTimer();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  resetEnvForTests();
  runMaintenance.mockClear();
});

function withEnv(vars: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  resetEnvForTests();
}

describe("startMaintenanceTimer", () => {
  it("runs the maintenance every MAINTENANCE_EVERY_MINUTES in a long-running server, first after one interval", async () => {
    vi.useFakeTimers();
    withEnv({ VERCEL: undefined, MAINTENANCE_EVERY_MINUTES: "5" });
    expect(startMaintenanceTimer()).toBe(true);
    // A second start (another route bundle, next dev) keeps the one timer.
    expect(startMaintenanceTimer()).toBe(true);
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(runMaintenance).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runMaintenance).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(runMaintenance).toHaveBeenCalledTimes(3);
  });

  it("leaves it to Vercel Cron on Vercel, and can be turned off", () => {
    withEnv({ VERCEL: "1", CLOUDINARY_URL: "cloudinary://key:secret@demo" });
    expect(startMaintenanceTimer()).toBe(false);
    withEnv({ VERCEL: undefined, CLOUDINARY_URL: undefined, MAINTENANCE_EVERY_MINUTES: "0" });
    expect(startMaintenanceTimer()).toBe(false);
  });
});
