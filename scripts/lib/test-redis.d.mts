// Types of test-redis.mjs for the TypeScript callers (the Vitest global setup, its tests).

export type RedisOutcome = { state: "answers" } | { state: "absent" | "refused"; reason: string };
export type TestRedis =
  | { url: string; source: "env" | "local" | "throwaway"; stop(): Promise<void> }
  | { url: null; reason: string; stop(): Promise<void> };

export declare const DEFAULT_REDIS_URL: string;
export declare function redisWhere(url: string): string;
export declare function probeRedis(url: string): Promise<RedisOutcome>;
export declare function findRedisServer(env?: Record<string, string | undefined>): string | null;
export declare function startThrowawayRedis(binary: string): Promise<TestRedis & { url: string }>;
export declare function resolveTestRedis(options?: {
  /** TEST_REDIS_URL's value unless given ("" for the default). */
  setting?: string;
  /** Whether this is CI, where no Redis is a failure (CI=true unless given). */
  ci?: boolean;
  log?: (line: string) => void;
  probe?: (url: string) => Promise<RedisOutcome>;
  find?: () => string | null;
  start?: (binary: string) => Promise<TestRedis>;
}): Promise<TestRedis>;
