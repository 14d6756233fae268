// Vitest global setup for integration tests: the Redis the live-bus tests use (scripts/lib/test-redis.mjs:
// TEST_REDIS_URL's, else the local one, else a throwaway redis-server started here). Its URL goes to the test
// workers in TEST_REDIS_URL; with none at all TEST_REDIS_SKIP says why, and the Redis tests say it too.
import { resolveTestRedis } from "../../scripts/lib/test-redis.mjs";

export default async function setup() {
  const redis = await resolveTestRedis();
  if (redis.url !== null) {
    process.env.TEST_REDIS_URL = redis.url;
    delete process.env.TEST_REDIS_SKIP;
  } else {
    process.env.TEST_REDIS_URL = "";
    process.env.TEST_REDIS_SKIP = redis.reason;
  }
  return () => redis.stop();
}
