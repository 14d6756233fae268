import "server-only";
import { db, dbPool } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { describeWait, secondsUntilNextWindow, windowStart, type FixedWindow } from "@/lib/rate-limit/window";

export type { FixedWindow } from "@/lib/rate-limit/window";

/**
 * Adds `cost` (one hit, or a number of bytes) to `key`'s count in the current window and answers
 * the count after it. One statement, so that concurrent requests on any number of app instances
 * count exactly. Sent straight through the pool, not Prisma: it runs on most writes (checkout twice), and
 * through Prisma's query compiler one statement cost about 1.3 ms more CPU (docs/performance.md, "The write path").
 */
export async function addToWindow(key: string, windowMs: number, cost = 1, now: Date = new Date()): Promise<number> {
  // As text in UTC: the column has no time zone, and pg would write a Date in the process's local time.
  const start = windowStart(now, windowMs).toISOString();
  const { rows } = await dbPool().query<{ count: number }>(ADD_TO_WINDOW, [key, cost, start]);
  return rows[0]?.count ?? 0;
}

/**
 * How a bucket already written takes `cost` more: added within its window, started again at `cost` in a later one
 * (a window's start never goes back). Every statement below counts this way.
 */
const bumpBy = (cost: string) => `
  ON CONFLICT ("key") DO UPDATE SET
    "count" = CASE WHEN "RateLimitBucket"."windowStart" >= EXCLUDED."windowStart"
                   THEN "RateLimitBucket"."count" + ${cost} ELSE ${cost} END,
    "windowStart" = GREATEST("RateLimitBucket"."windowStart", EXCLUDED."windowStart")
  RETURNING "count"`;

const ADD_TO_WINDOW = `
  INSERT INTO "RateLimitBucket" ("key", "count", "windowStart")
  VALUES ($1, $2, $3::timestamp)
  ${bumpBy("$2")}`;

/** A count in a window, and the most it may reach. */
export type RateLimitHit = { key: string; window: FixedWindow };

/**
 * Counts one hit on each of two limits in one statement, as two enforceRateLimit calls in turn would: the second
 * is counted only when the first let the hit through. Refuses with 429 once either is passed. For a door limited
 * twice on the write path (checkout: the customer, then the address), where each statement costs the server about
 * a millisecond (docs/performance.md, "Fewer statements per checkout"). The first key's row is always locked
 * before the second's, so two such calls never wait on each other in a cycle.
 */
export async function enforceRateLimitsInTurn(
  first: RateLimitHit,
  second: RateLimitHit,
  message: string | ((wait: string) => string),
  now: Date = new Date(),
): Promise<void> {
  const { rows } = await dbPool().query<{ first: number; second: number | null }>(ADD_TO_WINDOWS_IN_TURN, [
    first.key,
    windowStart(now, first.window.windowMs).toISOString(),
    first.window.limit,
    second.key,
    windowStart(now, second.window.windowMs).toISOString(),
  ]);
  const counted = rows[0];
  if (!counted || counted.first > first.window.limit) throw tooMany(first.window.windowMs, message, now);
  if (counted.second !== null && counted.second > second.window.limit) {
    throw tooMany(second.window.windowMs, message, now);
  }
}

/** ADD_TO_WINDOW for $1/$2, then for $4/$5 only when $1's count is within $3; the second is null when not counted. */
const ADD_TO_WINDOWS_IN_TURN = `
  WITH first AS (
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStart")
    VALUES ($1, 1, $2::timestamp)
    ${bumpBy("1")}
  ), second AS (
    INSERT INTO "RateLimitBucket" ("key", "count", "windowStart")
    SELECT $4, 1, $5::timestamp FROM first WHERE first."count" <= $3::int
    ${bumpBy("1")}
  )
  SELECT (SELECT "count" FROM first) AS "first", (SELECT "count" FROM second) AS "second"`;

/** The 429 for a window that is full: the message (which may take the wait, "in 12 minutes") and Retry-After. */
export function tooMany(
  windowMs: number,
  message: string | ((wait: string) => string),
  now: Date = new Date(),
): AppError {
  const seconds = secondsUntilNextWindow(now, windowMs);
  const text = typeof message === "string" ? message : message(describeWait(seconds));
  return new AppError(429, text, undefined, { "Retry-After": String(seconds) });
}

/**
 * Counts one hit (or `cost`) on `key` in the current window and refuses with 429 once `limit` is
 * passed. `message` may take the wait ("in 12 minutes") to tell the caller when to come back.
 */
export async function enforceRateLimit(
  key: string,
  { limit, windowMs }: FixedWindow,
  message: string | ((wait: string) => string),
  now: Date = new Date(),
  cost = 1,
): Promise<void> {
  if ((await addToWindow(key, windowMs, cost, now)) > limit) throw tooMany(windowMs, message, now);
}

/** Forgets windows that ended more than a day ago; returns how many. */
export async function deleteOldRateLimits(now: Date = new Date()): Promise<number> {
  const { count } = await db().rateLimitBucket.deleteMany({
    where: { windowStart: { lt: new Date(now.getTime() - 24 * 60 * 60 * 1000) } },
  });
  return count;
}
