import "server-only";
import { releaseStaleUses } from "@/lib/checkout/expiry";
import { deleteStaleUploads } from "@/lib/images/service";
import { retryPendingRefunds } from "@/lib/orders/refunds";
import { deleteOldOneTimeCodes } from "@/lib/phone/service";
import { deleteOldRateLimits } from "@/lib/rate-limit/service";

// The app's housekeeping, run on a schedule rather than inside customers' requests: by Vercel Cron
// through GET /api/maintenance, and in a long-running server as the job queue's "maintenance" schedule
// (lib/jobs/worker.ts). Every step is safe to run on several instances at once (refund claims, SKIP
// LOCKED deletes).

/** A refund is retried only this long after its last try, so a run never races a refund in flight. */
const REFUND_RETRY_MIN_AGE_MS = 60_000;

type Step<T> = { ok: true; value: T } | { ok: false; error: string };

export type MaintenanceReport = {
  /** Refunds left pending by a provider failure: now refunded, still pending. */
  refunds: Step<{ refunded: number; pending: number }>;
  /** Uploads never attached to anything within a day, deleted with their files. */
  staleUploads: Step<number>;
  /** Rate-limit windows that ended more than a day ago, forgotten. */
  rateLimitWindows: Step<number>;
  /** Texted one-time codes that expired more than a day ago, deleted. */
  oneTimeCodes: Step<number>;
  /** Offer uses held by checkouts that can no longer be paid, given back. */
  offerUses: Step<number>;
};

async function step<T>(name: string, run: () => Promise<T>): Promise<Step<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    console.error(`Maintenance: ${name} failed`, error);
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs every step; one that fails is reported and the others still run. */
export async function runMaintenance(now: Date = new Date()): Promise<MaintenanceReport> {
  return {
    refunds: await step("retrying pending refunds", () => retryPendingRefunds({ minAgeMs: REFUND_RETRY_MIN_AGE_MS })),
    staleUploads: await step("deleting stale uploads", () => deleteStaleUploads(now)),
    rateLimitWindows: await step("forgetting old rate-limit windows", () => deleteOldRateLimits(now)),
    oneTimeCodes: await step("deleting old one-time codes", () => deleteOldOneTimeCodes(now)),
    offerUses: await step("giving back unpaid offer uses", () => releaseStaleUses(undefined, now)),
  };
}

/** Whether a report has a failed step (the route then answers 500, so the scheduler shows the run failed). */
export function maintenanceFailed(report: MaintenanceReport): boolean {
  return Object.values(report).some((result) => !result.ok);
}

/** The "maintenance" job: runs every step and fails the job (shown by `npm run jobs`) when one failed. */
export async function runMaintenanceJob(): Promise<MaintenanceReport> {
  const report = await runMaintenance();
  if (maintenanceFailed(report)) throw new Error(`A maintenance step failed: ${JSON.stringify(report)}`);
  return report;
}
