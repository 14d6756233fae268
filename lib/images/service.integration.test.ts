import { access, rm } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { windowStart } from "@/lib/rate-limit/window";
import type { ImageFolder } from "@/lib/images/schemas";
import {
  assertImageUsableBy,
  attachImage,
  deleteStaleUploads,
  discardImage,
  limitAnonymousUploads,
  uploadImage,
} from "@/lib/images/service";
import { randomIp } from "@/tests/support/accounts";
import { createUser, uniqueSuffix } from "@/tests/support/factories";
import { SAMPLE_IMAGES, setTemporaryDataDir } from "@/tests/support/image-fixtures";
import { sessionUserOf } from "@/tests/support/session";

const dataDir = setTemporaryDataDir();

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;
// Test files run in parallel on one database and every upload may run the clean-up with the real
// clock (cut-off: 24 hours ago). Rows here are made at most 23 hours old and cleaned with a clock
// moved forward, so only these tests' own calls can ever see them as stale.
const realNow = Date.now();
const at = (offsetMs: number) => new Date(realNow + offsetMs);

async function upload(
  options: { user?: SessionUser | null; ip?: string; folder?: ImageFolder; now?: Date } = {},
): Promise<{ publicId: string; url: string }> {
  return uploadImage({
    bytes: SAMPLE_IMAGES.png,
    folder: options.folder ?? "RestaurantImages",
    caller: { user: options.user ?? null, ip: options.ip ?? randomIp() },
    now: options.now,
  });
}

const fileExists = (publicId: string) =>
  access(path.join(dataDir, "uploads", publicId.slice("local/".length))).then(
    () => true,
    () => false,
  );
const rowExists = async (publicId: string) => (await db().uploadedImage.count({ where: { publicId } })) === 1;

describe("deleteStaleUploads", () => {
  it("deletes uploads never attached within 24 hours, with their files, and keeps the rest", async () => {
    const owner = sessionUserOf(await createUser("restaurant"));
    const staleAnonymous = await upload({ now: at(-23 * HOUR) });
    const staleOwned = await upload({ user: owner, folder: "FoodItemImages", now: at(-23 * HOUR) });
    const attached = await upload({ now: at(-23 * HOUR) });
    await attachImage(attached.publicId, owner.id);
    const young = await upload({ now: at(-21 * HOUR) });

    const deleted = await deleteStaleUploads(at(2 * HOUR));

    expect(deleted).toBeGreaterThanOrEqual(2);
    for (const gone of [staleAnonymous, staleOwned]) {
      expect(await rowExists(gone.publicId)).toBe(false);
      expect(await fileExists(gone.publicId)).toBe(false);
    }
    for (const kept of [attached, young]) {
      expect(await rowExists(kept.publicId)).toBe(true);
      expect(await fileExists(kept.publicId)).toBe(true);
    }
  });

  it("is not run by uploads any more (GET /api/maintenance and the server's timer run it)", async () => {
    const first = await upload({ now: at(-23 * HOUR) });
    // An upload long after it, which used to run the clean-up inside the request.
    await upload({ now: at(3 * HOUR) });
    expect(await rowExists(first.publicId)).toBe(true);
    expect(await fileExists(first.publicId)).toBe(true);
    await deleteStaleUploads(at(3 * HOUR));
    expect(await rowExists(first.publicId)).toBe(false);
  });
});

describe("attachImage", () => {
  it("marks an anonymous sign-up upload as used and gives it its new owner", async () => {
    const image = await upload();
    const owner = await createUser("restaurant");

    expect(await attachImage(image.publicId, owner.id)).toEqual(image);

    const row = await db().uploadedImage.findUniqueOrThrow({ where: { publicId: image.publicId } });
    expect(row.ownerId).toBe(owner.id);
    expect(row.attachedAt).toBeInstanceOf(Date);
  });

  it("works inside the transaction that creates the owner, and is undone with it", async () => {
    const kept = await upload();
    const suffix = uniqueSuffix();
    const owner = await db().$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { username: `tx-${suffix}`, email: `tx-${suffix}@example.test`, userType: "restaurant" },
      });
      await attachImage(kept.publicId, user.id, tx);
      return user;
    });
    expect((await db().uploadedImage.findUniqueOrThrow({ where: { publicId: kept.publicId } })).ownerId).toBe(owner.id);

    const undone = await upload();
    await expect(
      db().$transaction(async (tx) => {
        const user = await tx.user.create({
          data: { username: `tx2-${suffix}`, email: `tx2-${suffix}@example.test`, userType: "restaurant" },
        });
        await attachImage(undone.publicId, user.id, tx);
        throw new Error("sign-up failed later");
      }),
    ).rejects.toThrow("sign-up failed later");
    expect(await db().uploadedImage.findUniqueOrThrow({ where: { publicId: undone.publicId } })).toMatchObject({
      ownerId: null,
      attachedAt: null,
    });
  });

  it("answers 404 for an unknown image", async () => {
    const owner = await createUser("restaurant");
    await expect(attachImage("local/RestaurantImages/none.png", owner.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("assertImageUsableBy", () => {
  it("lets the anonymous uploader's address act on the upload for 24 hours only", async () => {
    const ip = randomIp();
    const image = await upload({ ip, now: at(0) });

    await expect(assertImageUsableBy(image.publicId, { user: null, ip }, at(23 * HOUR))).resolves.toMatchObject({
      publicId: image.publicId,
    });
    await expect(assertImageUsableBy(image.publicId, { user: null, ip }, at(25 * HOUR))).rejects.toMatchObject({
      status: 403,
    });
  });

  it("never matches an unknown address", async () => {
    const image = await upload({ ip: "unknown" });
    await expect(assertImageUsableBy(image.publicId, { user: null, ip: "unknown" })).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe("discardImage", () => {
  it("deletes the row and the file, and ignores an id already gone", async () => {
    const image = await upload();
    await discardImage(image.publicId);
    expect(await rowExists(image.publicId)).toBe(false);
    expect(await fileExists(image.publicId)).toBe(false);
    await expect(discardImage(image.publicId)).resolves.toBeUndefined();
  });
});

describe("limitAnonymousUploads", () => {
  it("allows 20 per address and hour, then 429 until the next window", async () => {
    const ip = randomIp();
    const now = at(0);
    for (let i = 0; i < 20; i++) await limitAnonymousUploads(ip, now);
    await expect(limitAnonymousUploads(ip, now)).rejects.toMatchObject({ status: 429 });

    const bucket = await db().rateLimitBucket.findUniqueOrThrow({ where: { key: `upload:anonymous:${ip}` } });
    expect(bucket.count).toBe(21);
    expect(bucket.windowStart).toEqual(windowStart(now, HOUR));

    await expect(limitAnonymousUploads(ip, new Date(now.getTime() + HOUR))).resolves.toBeUndefined();
    expect((await db().rateLimitBucket.findUniqueOrThrow({ where: { key: `upload:anonymous:${ip}` } })).count).toBe(1);
  });

  it("counts exactly under concurrent requests", async () => {
    const ip = randomIp();
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => limitAnonymousUploads(ip, at(0))));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(20);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(5);
  });
});
