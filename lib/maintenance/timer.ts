import "server-only";
import { env } from "@/lib/env";
import { maintenanceFailed, runMaintenance } from "@/lib/maintenance/service";

const globalForTimer = globalThis as unknown as { thaliMaintenanceTimer?: NodeJS.Timeout };

/**
 * In a long-running server (`npm start`, the container), runs the maintenance every
 * MAINTENANCE_EVERY_MINUTES, the first time one interval after the start. On Vercel the functions
 * stop between requests, so Vercel Cron calls GET /api/maintenance instead (vercel.json).
 * Returns whether a timer runs.
 */
export function startMaintenanceTimer(): boolean {
  const { onVercel, MAINTENANCE_EVERY_MINUTES } = env();
  if (onVercel || MAINTENANCE_EVERY_MINUTES === 0) return false;
  if (globalForTimer.thaliMaintenanceTimer) return true;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runMaintenance()
      .then((report) => {
        if (maintenanceFailed(report)) console.error("Maintenance: a step failed", JSON.stringify(report));
      })
      .catch((error) => console.error("Maintenance failed", error))
      .finally(() => {
        running = false;
      });
  }, MAINTENANCE_EVERY_MINUTES * 60_000);
  // The timer never keeps a stopping server alive.
  timer.unref();
  globalForTimer.thaliMaintenanceTimer = timer;
  return true;
}

/** Tests only: stops the timer. */
export function stopMaintenanceTimer(): void {
  clearInterval(globalForTimer.thaliMaintenanceTimer);
  globalForTimer.thaliMaintenanceTimer = undefined;
}
