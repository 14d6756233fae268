// Two app instances (`next start` of this build on two ports) sharing one scratch PostgreSQL database on
// TEST_DATABASE_URL's server, for the specs of what travels between instances (live-instances,
// revocation-instances). No browser: HTTP clients play the users.
import { randomBytes } from "node:crypto";
import { test } from "./visitor";
import { freePort, scratchDatabase, startInstance } from "../../scripts/lib/live-instances.mjs";

export type Instance = Awaited<ReturnType<typeof startInstance>>;
type ScratchDatabase = Awaited<ReturnType<typeof scratchDatabase>>;
export type TwoInstances = { a: Instance; b: Instance; database: ScratchDatabase };

/**
 * Before the file's tests: a scratch database and instances A and B on it, then `ready()`. After them:
 * `beforeStop()`, both instances stopped and the database dropped. The answer's fields are set in
 * beforeAll, so tests (not the file's top level) may read them.
 */
export function twoInstances({
  ready,
  beforeStop,
}: { ready?: () => Promise<unknown>; beforeStop?: () => Promise<unknown> } = {}): TwoInstances {
  const started: Partial<TwoInstances> = {};
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const authSecret = randomBytes(32).toString("hex");
    const database = await scratchDatabase({ adminUrl: process.env.TEST_DATABASE_URL, authSecret });
    started.database = database;
    [started.a, started.b] = await Promise.all(
      [await freePort(), await freePort()].map((port) =>
        startInstance({ databaseUrl: database.url, port, authSecret }),
      ),
    );
    await ready?.();
  });
  test.afterAll(async () => {
    await beforeStop?.();
    await Promise.all([started.a?.stop(), started.b?.stop()]);
    await started.database?.drop();
  });
  return {
    get a() {
      return started.a!;
    },
    get b() {
      return started.b!;
    },
    get database() {
      return started.database!;
    },
  };
}
