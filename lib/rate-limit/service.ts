import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";

export type Limit = { limit: number; windowSeconds: number };

/**
 * Counts one hit on `key` in a fixed window and returns the count so far. One atomic statement,
 * shared by every app instance through PostgreSQL.
 */
export async function hit(key: string, windowSeconds: number): Promise<number> {
  const rows = await db().$queryRaw<Array<{ count: number }>>`
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStart")
    VALUES (${key}, 1, now())
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimitBucket"."windowStart" <= now() - make_interval(secs => ${windowSeconds})
                     THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
      "windowStart" = CASE WHEN "RateLimitBucket"."windowStart" <= now() - make_interval(secs => ${windowSeconds})
                     THEN now() ELSE "RateLimitBucket"."windowStart" END
    RETURNING "count"`;
  return rows[0]?.count ?? 1;
}

/** Counts a hit and refuses with 429 once `limit` is passed within the window. */
export async function enforceRateLimit(key: string, { limit, windowSeconds }: Limit, message: string): Promise<void> {
  if ((await hit(key, windowSeconds)) > limit) throw new AppError(429, message);
}

/** The caller's address as the load balancer reports it. */
export function clientIp(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for");
  if (forwarded) return forwarded.split(",")[0]!.trim() || "unknown";
  return request.headers.get("x-real-ip")?.trim() || "unknown";
}
