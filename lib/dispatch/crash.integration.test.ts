// Dispatch survives a crash (issue 32 part 4): a real worker process makes the first offer and is killed with
// SIGKILL before the offer's 30 s are over (its expire job written with the offer, not yet run; the search job
// maybe not even marked done). A new worker process, started later, runs the expire job: the offer is closed
// and the next rider offered; the search job run again adds nothing. Never two open offers, never a lost one.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { db } from "@/lib/db";
import { expireKey } from "@/lib/dispatch/service";
import {
  createDropOrder,
  createPlatformRestaurant,
  createRider,
  north,
  somewhere,
} from "@/tests/support/dispatch-scene";
import { resetEnvForTests } from "@/lib/env";
import { jobIdForKey } from "@/lib/jobs/enqueue";
import { acceptOrder } from "@/lib/kitchen/service";
import { eventually } from "@/tests/support/outbox";
import { ownJobQueue } from "@/tests/support/own-job-queue";

let dataDir: string;
const children: ChildProcess[] = [];
// A queue of its own (its own schema): no other test file's drain may take these jobs.
const schema = ownJobQueue("jobs_dcrash");

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "thali-dispatch-crash-"));
  resetEnvForTests();
});

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await rm(dataDir, { recursive: true, force: true });
});

function startWorker(): Promise<ChildProcess> {
  const child = spawn("node", ["--conditions=react-server", "--import", "tsx", "tests/support/job-worker-process.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      JOBS_SCHEMA: schema,
      JOBS_POLL_SECONDS: "0.5",
      MAINTENANCE_EVERY_MINUTES: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("worker ready")) resolve(child);
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code, signal) => {
      if (signal !== "SIGKILL" && signal !== "SIGTERM") reject(new Error(`The worker exited with ${code}:\n${output}`));
    });
  });
}

async function openOffers(deliveryId: string) {
  return db().deliveryOffer.findMany({ where: { deliveryId, answer: null } });
}

it("a worker killed mid-offer: the next worker expires it later and offers the next rider, one open offer at a time", async () => {
  const place = somewhere();
  const first = await createRider(north(place, 1));
  const second = await createRider(north(place, 2));
  const scene = await createPlatformRestaurant(place);
  const { order } = await createDropOrder(scene.restaurant.id, north(place, 3));
  await acceptOrder(scene.ownerSession, order.id, 20);
  const delivery = await db().delivery.findUniqueOrThrow({ where: { orderId: order.id } });

  // The first worker runs the search job and is killed as soon as its offer is committed.
  const victim = await startWorker();
  const offer = await eventually(async () => (await openOffers(delivery.id))[0], 20_000);
  victim.kill("SIGKILL");
  expect(offer.riderId).toBe(first.user.id);
  const expireId = jobIdForKey("dispatch", expireKey(offer.id));
  const [pending] = await db().$queryRawUnsafe<Array<{ state: string }>>(
    `SELECT state::text FROM ${schema}.job WHERE name = 'dispatch' AND id = $1::uuid`,
    expireId,
  );
  expect(pending?.state).toBe("created");

  // Time passes (the test does not wait 30 s): the offer's end and its job's start are now. A search job the
  // dead worker left active is given back after 1 s instead of 60.
  await db().deliveryOffer.update({ where: { id: offer.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  await db().$executeRawUnsafe(
    `UPDATE ${schema}.job SET start_after = now() WHERE name = 'dispatch' AND id = $1::uuid`,
    expireId,
  );
  await db().$executeRawUnsafe(
    `UPDATE ${schema}.job SET expire_in = interval '1 second', retry_delay = 0 WHERE name = 'dispatch' AND state = 'active'`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_100));

  const next = await startWorker();
  const samples: number[] = [];
  const nextOffer = await eventually(async () => {
    const open = await openOffers(delivery.id);
    samples.push(open.length);
    return open.find((o) => o.riderId === second.user.id);
  }, 30_000);
  expect(nextOffer.riderId).toBe(second.user.id);
  await eventually(async () => {
    const [row] = await db().$queryRawUnsafe<Array<{ state: string }>>(
      `SELECT state::text FROM ${schema}.job WHERE name = 'dispatch' AND id = $1::uuid`,
      expireId,
    );
    return row?.state === "completed" ? true : undefined;
  });
  // Let the new worker run whatever else is due (a search job given back): it must add no offer.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  next.kill("SIGTERM");

  expect(Math.max(...samples)).toBeLessThanOrEqual(1);
  const offers = await db().deliveryOffer.findMany({
    where: { deliveryId: delivery.id },
    orderBy: { offeredAt: "asc" },
  });
  expect(offers.map((o) => [o.riderId, o.answer])).toEqual([
    [first.user.id, "expired"],
    [second.user.id, null],
  ]);
  expect((await db().delivery.findUniqueOrThrow({ where: { id: delivery.id } })).state).toBe("searching");
}, 120_000);
