import "server-only";
import { db } from "@/lib/db";

// The idle clock of the platform's staff (issue 33, docs/admin.md "Sessions"): an admin login ends after
// ADMIN_IDLE_MINUTES without a request. Each live request of an admin moves its login's clock; a request that
// finds the clock run out ends the login (lib/auth/session.ts asks this beside the login's liveness).

const ADMIN_IDLE_MINUTES = 30;

/** Starts the clock of a new admin login. */
export async function startAdminClock(userId: string, familyId: string, now = new Date()): Promise<void> {
  await db().adminActivity.create({ data: { familyId, userId, lastSeenAt: now } });
}

/**
 * Whether the admin login `familyId` was used within the last ADMIN_IDLE_MINUTES; if so its clock starts again
 * from now (one conditional UPDATE, so two requests at once cannot revive a login that ran out).
 */
export async function touchAdminClock(familyId: string): Promise<boolean> {
  const moved = await db().$executeRaw`
    UPDATE "AdminActivity" SET "lastSeenAt" = now()
    WHERE "familyId" = ${familyId}
      AND "lastSeenAt" > now() - make_interval(mins => ${ADMIN_IDLE_MINUTES})`;
  return moved > 0;
}
