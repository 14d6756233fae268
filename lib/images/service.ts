import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, forbidden, notFound, unauthorized } from "@/lib/http/errors";
import { enforceRateLimit, type FixedWindow } from "@/lib/rate-limit/service";
import { MAX_IMAGE_BYTES, NOT_AN_IMAGE_MESSAGE, TOO_LARGE_MESSAGE, type ImageFolder } from "@/lib/images/schemas";
import { sniffImageType } from "@/lib/images/sniff";
import { imageStorage, type StoredImage } from "@/lib/images/storage";

/** Who is acting on an image: the session user if any, and the address the request came from. */
export type Caller = { user: SessionUser | null; ip: string };

/** An upload nobody attached within this time is deleted; an anonymous uploader may remove theirs until then. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const CLEANUP_BATCH = 50;
const STORAGE_FAILED = "The image service is not answering right now. Please try again.";

/** Anonymous sign-up uploads: enough for a person retrying a few pictures, not for a script. */
const ANONYMOUS_UPLOADS: FixedWindow = { limit: 20, windowMs: 60 * 60 * 1000 };

/** Counts one anonymous upload attempt from `ip`; past the limit the caller gets a 429 until the window ends. */
export async function limitAnonymousUploads(ip: string, now: Date = new Date()): Promise<void> {
  await enforceRateLimit(
    `upload:anonymous:${ip}`,
    ANONYMOUS_UPLOADS,
    (wait) => `Too many uploads from your network. Please try again ${wait}.`,
    now,
  );
}

/** A logged-in user's uploads: a menu's worth of photos in an hour, never a disk's worth in a day. */
export const USER_UPLOADS_PER_HOUR: FixedWindow = { limit: 30, windowMs: 60 * 60 * 1000 };
export const USER_UPLOAD_BYTES_PER_DAY: FixedWindow = { limit: 100 * 1024 * 1024, windowMs: 24 * 60 * 60 * 1000 };

/** Counts one upload by `userId` this hour; past the limit a 429 with the wait. Before the body is read. */
export async function limitUserUploads(userId: string, now: Date = new Date()): Promise<void> {
  await enforceRateLimit(
    `upload:user:${userId}`,
    USER_UPLOADS_PER_HOUR,
    (wait) => `You have uploaded too many images this hour. Please try again ${wait}.`,
    now,
  );
}

/** Adds an upload's bytes to `userId`'s day; past the limit a 429 with the wait and nothing is stored. */
async function chargeUploadBytes(userId: string, bytes: number, now: Date): Promise<void> {
  await enforceRateLimit(
    `upload:user-bytes:${userId}`,
    USER_UPLOAD_BYTES_PER_DAY,
    (wait) => `You have uploaded too much today. Please try again ${wait}.`,
    now,
    bytes,
  );
}

function assertMayUploadTo(folder: ImageFolder, user: SessionUser | null): void {
  // The restaurant sign-up form uploads its picture before the account exists.
  if (!user) {
    if (folder !== "RestaurantImages") throw unauthorized("Please log in to upload images");
    return;
  }
  if (folder === "FoodItemImages" && user.userType !== "restaurant") {
    throw forbidden("Only restaurant accounts can upload food item images");
  }
}

async function removeFromStorage(publicId: string): Promise<void> {
  try {
    await imageStorage().remove(publicId);
  } catch (error) {
    console.error(`Removing image ${publicId} from storage failed`, error);
    throw new AppError(502, STORAGE_FAILED);
  }
}

/** For clean-ups that must not fail the request they follow: the cause goes to the server log. */
async function removeQuietly(publicId: string): Promise<void> {
  await removeFromStorage(publicId).catch(() => undefined);
}

/** Stores an uploaded image after checking who may upload where and that the bytes really are an image. */
export async function uploadImage(input: {
  bytes: Uint8Array;
  folder: ImageFolder;
  caller: Caller;
  now?: Date;
}): Promise<StoredImage> {
  const { bytes, folder, caller, now = new Date() } = input;
  assertMayUploadTo(folder, caller.user);
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new AppError(413, TOO_LARGE_MESSAGE);
  const type = await sniffImageType(bytes);
  if (!type) throw new AppError(415, NOT_AN_IMAGE_MESSAGE);
  if (caller.user) await chargeUploadBytes(caller.user.id, bytes.byteLength, now);

  let stored: StoredImage;
  try {
    stored = await imageStorage().save(bytes, { folder, contentType: type.mime });
  } catch (error) {
    console.error("Storing an uploaded image failed", error);
    throw new AppError(502, STORAGE_FAILED);
  }
  try {
    await db().uploadedImage.create({
      data: {
        publicId: stored.publicId,
        url: stored.url,
        folder,
        ownerId: caller.user?.id ?? null,
        uploaderIp: caller.ip,
        createdAt: now,
      },
    });
  } catch (error) {
    // An image without its row could never be deleted by anyone.
    await removeQuietly(stored.publicId);
    throw error;
  }
  return stored;
}

/**
 * The upload `publicId` if `caller` may act on it: its owner, or, for an anonymous sign-up upload,
 * the same address within 24 hours while nothing uses it yet. Otherwise 404, 401 or 403.
 */
export async function assertImageUsableBy(publicId: string, caller: Caller, now: Date = new Date()) {
  const image = await db().uploadedImage.findUnique({ where: { publicId } });
  if (!image) throw notFound("Image");
  if (image.ownerId) {
    if (caller.user?.id === image.ownerId) return image;
    throw caller.user ? forbidden("You can only remove images you uploaded") : unauthorized();
  }
  const recent = now.getTime() - image.createdAt.getTime() < STALE_AFTER_MS;
  const sameAddress = caller.ip !== "unknown" && caller.ip === image.uploaderIp;
  if (image.attachedAt === null && recent && sameAddress) return image;
  throw forbidden("You can only remove images you uploaded");
}

/** Deletes an image the caller may act on, from storage first so that a failure leaves it retryable. */
export async function deleteImage(publicId: string, caller: Caller, now: Date = new Date()): Promise<void> {
  await assertImageUsableBy(publicId, caller, now);
  await removeFromStorage(publicId);
  await db().$transaction([
    // A profile never keeps pointing at an image that is gone.
    db().user.updateMany({ where: { imagePublicId: publicId }, data: { imageUrl: null, imagePublicId: null } }),
    db().uploadedImage.deleteMany({ where: { publicId } }),
  ]);
}

/**
 * Marks an upload as used by `ownerId`'s data (profile, restaurant, menu item) so the stale clean-up
 * keeps it, and makes `ownerId` its owner. Callers check first that their caller may use it
 * (`assertImageUsableBy`); pass `tx` to do it inside the transaction that stores the reference.
 */
export async function attachImage(
  publicId: string,
  ownerId: string,
  tx: Prisma.TransactionClient = db(),
): Promise<StoredImage> {
  const { count } = await tx.uploadedImage.updateMany({
    where: { publicId },
    data: { ownerId, attachedAt: new Date() },
  });
  if (count === 0) throw notFound("Image");
  const image = await tx.uploadedImage.findUniqueOrThrow({ where: { publicId }, select: { url: true } });
  return { url: image.url, publicId };
}

/** Deletes an image that the calling service no longer references (its row and its bytes). */
export async function discardImage(publicId: string): Promise<void> {
  const { count } = await db().uploadedImage.deleteMany({ where: { publicId } });
  if (count > 0) await removeQuietly(publicId);
}

/**
 * Deletes uploads never attached and older than 24 hours: abandoned sign-ups and replaced form
 * pictures. Rows are claimed and deleted in one statement (skipping rows another instance holds),
 * so an image attached at the same moment is never removed. Returns how many were deleted.
 */
export async function deleteStaleUploads(now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_AFTER_MS);
  const claimed = await db().$queryRaw<Array<{ publicId: string }>>`
    DELETE FROM "UploadedImage" WHERE "publicId" IN (
      SELECT "publicId" FROM "UploadedImage"
      WHERE "attachedAt" IS NULL AND "createdAt" < ${cutoff}
      ORDER BY "createdAt"
      LIMIT ${CLEANUP_BATCH}
      FOR UPDATE SKIP LOCKED)
    RETURNING "publicId"`;
  for (const { publicId } of claimed) await removeQuietly(publicId);
  return claimed.length;
}

function assertSelf(user: SessionUser, userId: string): void {
  if (user.id !== userId) throw forbidden("You can only change your own profile image");
}

/** Deletes a profile's old image, but only one this user uploaded: never something shared or seeded. */
async function discardOwnedImage(publicId: string, ownerId: string): Promise<void> {
  const { count } = await db().uploadedImage.deleteMany({ where: { publicId, ownerId } });
  if (count > 0) await removeQuietly(publicId);
}

/**
 * Points the profile at `next` (or at nothing) and returns the public id it pointed at before. The
 * update is conditional on that previous id, so two racing changes cannot both delete the same old image.
 */
async function swapProfileImage(userId: string, next: StoredImage | null, now: Date): Promise<string | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await db().user.findUnique({ where: { id: userId }, select: { imagePublicId: true } });
    if (!current) throw notFound("User");
    const swapped = await db().$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({
        where: { id: userId, imagePublicId: current.imagePublicId },
        data: { imageUrl: next?.url ?? null, imagePublicId: next?.publicId ?? null },
      });
      if (count === 0) return false;
      if (next) {
        const attached = await tx.uploadedImage.updateMany({
          where: { publicId: next.publicId, ownerId: userId },
          data: { attachedAt: now },
        });
        if (attached.count === 0) throw forbidden("You can only use an image you uploaded");
      }
      return true;
    });
    if (swapped) return current.imagePublicId;
  }
  throw new AppError(409, "Your profile was changed at the same time. Please try again.");
}

/** Makes an image the user uploaded to UserProfileImages their profile image; the one it replaces is deleted. */
export async function setProfileImage(
  user: SessionUser,
  input: { userId: string; publicId: string },
  now: Date = new Date(),
): Promise<StoredImage> {
  assertSelf(user, input.userId);
  const image = await db().uploadedImage.findUnique({ where: { publicId: input.publicId } });
  if (!image || image.ownerId !== user.id) throw forbidden("You can only use an image you uploaded");
  // Replacing a profile image deletes the old one, so it must never be a restaurant's or a dish's picture.
  if (image.folder !== "UserProfileImages") {
    throw new AppError(422, "Some fields are missing or invalid", {
      public_id: ["Upload the picture with folderName UserProfileImages to use it as a profile image"],
    });
  }
  const previous = await swapProfileImage(user.id, { url: image.url, publicId: image.publicId }, now);
  if (previous && previous !== image.publicId) await discardOwnedImage(previous, user.id);
  return { url: image.url, publicId: image.publicId };
}

/** Clears the user's profile image and deletes it. */
export async function removeProfileImage(user: SessionUser, userId: string): Promise<void> {
  assertSelf(user, userId);
  const previous = await swapProfileImage(user.id, null, new Date());
  if (previous) await discardOwnedImage(previous, user.id);
}
