import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { describeWait, secondsUntilNextWindow, windowStart, type FixedWindow } from "@/lib/rate-limit/window";

export type { FixedWindow } from "@/lib/rate-limit/window";
export { clientIp } from "@/lib/rate-limit/client-ip";

/**
 * Counts one hit on `key` in the current window and refuses with 429 once `limit` is passed.
 * One statement, so that concurrent requests on any number of app instances count exactly.
 * `message` may take the wait ("in 12 minutes") to tell the caller when to come back.
 */
export async function enforceRateLimit(
  key: string,
  { limit, windowMs }: FixedWindow,
  message: string | ((wait: string) => string),
  now: Date = new Date(),
): Promise<void> {
  const start = windowStart(now, windowMs);
  const [bucket] = await db().$queryRaw<Array<{ count: number }>>`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStart")
    VALUES (${key}, 1, ${start})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."windowStart" >= EXCLUDED."windowStart"
                     THEN "RateLimitBucket"."count" + 1 ELSE 1 END,
      "windowStart" = GREATEST("RateLimitBucket"."windowStart", EXCLUDED."windowStart")
    RETURNING "count"`;
  if ((bucket?.count ?? 0) > limit) {
    const wait = describeWait(secondsUntilNextWindow(now, windowMs));
    throw new AppError(429, typeof message === "string" ? message : message(wait));
  }
}

/** Forgets windows that ended more than a day ago. */
export async function deleteOldRateLimits(now: Date = new Date()): Promise<void> {
  await db().rateLimitBucket.deleteMany({
    where: { windowStart: { lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } },
  });
}
