import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError, notFound } from "@/lib/http/errors";
import { vapidKeys } from "@/lib/messages/vapid";
import { endpointProblem } from "@/lib/push/endpoint";
import type { PushSubscriptionInput } from "@/lib/push/schemas";

// The devices a user gets push notifications on: one row per browser subscription (its push service
// endpoint and keys). A customer opts in for their orders' status, an owner for new orders; lib/messages/
// push.ts sends to every row of the user. An endpoint belongs to one user at a time: a browser shared by
// two logins sends to whoever subscribed it last.

/** Devices per user: subscribing an eleventh drops the one subscribed longest ago (an old phone, a reset browser). */
export const MAX_DEVICES_PER_USER = 10;

/** The key browsers subscribe with (applicationServerKey), base64url. */
export function pushPublicKey(): string {
  return vapidKeys().publicKey;
}

/**
 * Saves (or takes over, for this user) the subscription of the caller's current device; answers whether
 * it is new. Refuses an endpoint the server may not call (422, nothing saved).
 */
export async function saveSubscription(
  user: SessionUser,
  input: PushSubscriptionInput,
  userAgent: string | null,
): Promise<{ created: boolean }> {
  const problem = endpointProblem(input.endpoint, env().PUSH_ALLOW_LOOPBACK === "true");
  if (problem) throw new AppError(422, "This push subscription cannot be used", { endpoint: [`endpoint ${problem}`] });
  const fields = {
    userId: user.id,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 200) || null,
    // Subscribed (again) now: the newest of this user's devices, the last to be dropped.
    createdAt: new Date(),
  };
  return db().$transaction(async (tx) => {
    // One user's subscribes run one at a time, so two at once cannot both stay under the cap.
    await tx.$queryRaw`SELECT "id" FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
    const existing = await tx.pushSubscription.findUnique({
      where: { endpoint: input.endpoint },
      select: { id: true },
    });
    if (existing)
      await tx.pushSubscription.update({ where: { id: existing.id }, data: { ...fields, lastUsedAt: null } });
    else await tx.pushSubscription.create({ data: { ...fields, endpoint: input.endpoint } });
    const beyondCap = await tx.pushSubscription.findMany({
      where: { userId: user.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: MAX_DEVICES_PER_USER,
      select: { id: true },
    });
    if (beyondCap.length > 0) {
      await tx.pushSubscription.deleteMany({ where: { id: { in: beyondCap.map((row) => row.id) } } });
    }
    return { created: !existing };
  });
}

/** Forgets one of the caller's devices. Another user's endpoint is not found (404), like an unknown one. */
export async function removeSubscription(user: SessionUser, endpoint: string): Promise<void> {
  const { count } = await db().pushSubscription.deleteMany({ where: { endpoint, userId: user.id } });
  if (count === 0) throw notFound("Push subscription");
}
