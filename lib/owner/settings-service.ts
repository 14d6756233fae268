import "server-only";
import { toMinuteOfDay } from "@/lib/accounts/time-of-day";
import { ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/http/errors";
import { absoluteUrl, isSameUrl } from "@/lib/http/public-url";
import { attachImage, discardImage } from "@/lib/images/service";
import { deliveryAreaColumns } from "@/lib/location/delivery-area";
import { isPausedAt, MAX_PAUSE_DAYS, pausedUntilOf } from "@/lib/restaurants/pause";
import { expirePublicPages } from "@/lib/restaurants/public-tags";
import { assertNoTwinRestaurant } from "@/lib/restaurants/service";
import { NO_PHOTO_URL } from "@/lib/owner/settings-rules";
import type { ApiRestaurantSettings, RestaurantSettingsInput } from "@/lib/owner/settings-schemas";

// An owner's restaurant settings: what sign-up asked for (name, photo, address, cuisines, hours),
// where it delivers, "Pause orders", and how it charges (tax mode, GST rate, delivery fee, GSTIN, FSSAI).
// Only the owner's own restaurant, always the one of the session. Public pages read the restaurant per
// request, so a save shows there at once.

const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };
const RESTAURANT_FOLDER = "RestaurantImages";

const settingsSelect = {
  name: true,
  imageUrl: true,
  imagePublicId: true,
  address: true,
  city: true,
  state: true,
  cuisines: true,
  openMinute: true,
  closeMinute: true,
  deliveryCities: true,
  deliveryPincodes: true,
  pausedAt: true,
  pauseReason: true,
  pausedUntil: true,
  timeZone: true,
  taxMode: true,
  foodGstBps: true,
  deliveryFeePaise: true,
  freeDeliveryFromPaise: true,
  gstin: true,
  fssaiNumber: true,
  acceptsCod: true,
  codLimitPaise: true,
  lat: true,
  lng: true,
  deliveryRadiusMeters: true,
  deliveryMode: true,
} as const satisfies Prisma.RestaurantSelect;

type SettingsRow = Prisma.RestaurantGetPayload<{ select: typeof settingsSelect }>;

function toApiSettings(row: SettingsRow, now: Date): ApiRestaurantSettings {
  const paused = isPausedAt(row, now);
  const noPhoto = row.imageUrl === NO_PHOTO_URL;
  return {
    name: row.name,
    image: { imageUrl: noPhoto ? "" : absoluteUrl(row.imageUrl), public_id: row.imagePublicId ?? "" },
    location: { address: row.address, city: row.city, state: row.state },
    cuisines: row.cuisines,
    opentime: { openhour: Math.floor(row.openMinute / 60), openminute: row.openMinute % 60 },
    closetime: { closehour: Math.floor(row.closeMinute / 60), closeminute: row.closeMinute % 60 },
    deliveryCities: row.deliveryCities,
    deliveryPincodes: row.deliveryPincodes,
    paused,
    pauseReason: paused ? row.pauseReason : null,
    pausedUntil: pausedUntilOf(row, now),
    timeZone: row.timeZone,
    taxMode: row.taxMode,
    // The column allows only 500 and 1800 (a CHECK), which are 5% and 18%.
    foodGstRate: row.foodGstBps === 1800 ? 18 : 5,
    deliveryFeePaise: row.deliveryFeePaise,
    freeDeliveryFromPaise: row.freeDeliveryFromPaise,
    gstin: row.gstin,
    fssaiNumber: row.fssaiNumber,
    acceptsCod: row.acceptsCod,
    codLimitPaise: row.codLimitPaise,
    lat: row.lat,
    lng: row.lng,
    deliveryRadiusMeters: row.deliveryRadiusMeters,
    deliveryMode: row.deliveryMode,
  };
}

/** The charges' columns a save changes: only the fields it sent (absent keeps the saved value). */
function chargeColumns(input: RestaurantSettingsInput) {
  return {
    ...(input.taxMode !== undefined && { taxMode: input.taxMode }),
    ...(input.foodGstRate !== undefined && { foodGstBps: input.foodGstRate * 100 }),
    ...(input.deliveryFeePaise !== undefined && { deliveryFeePaise: input.deliveryFeePaise }),
    ...(input.freeDeliveryFromPaise !== undefined && { freeDeliveryFromPaise: input.freeDeliveryFromPaise }),
    ...(input.gstin !== undefined && { gstin: input.gstin }),
    ...(input.fssaiNumber !== undefined && { fssaiNumber: input.fssaiNumber }),
    ...(input.acceptsCod !== undefined && { acceptsCod: input.acceptsCod }),
    ...(input.codLimitPaise !== undefined && { codLimitPaise: input.codLimitPaise }),
    // where it is and how far it delivers (issue 32); the schema sends lat and lng together
    ...(input.lat !== undefined && { lat: input.lat }),
    ...(input.lng !== undefined && { lng: input.lng }),
    ...(input.deliveryRadiusMeters !== undefined && { deliveryRadiusMeters: input.deliveryRadiusMeters }),
    ...(input.deliveryMode !== undefined && { deliveryMode: input.deliveryMode }),
  } satisfies Prisma.RestaurantUpdateInput;
}

/** The caller's restaurant settings; 403 for anyone but a restaurant owner. */
export async function getRestaurantSettings(
  owner: SessionUser,
  now: Date = new Date(),
): Promise<ApiRestaurantSettings> {
  const restaurantId = ownRestaurantId(owner);
  const row = await db().restaurant.findUnique({ where: { id: restaurantId }, select: settingsSelect });
  if (!row) throw notFound("Restaurant");
  return toApiSettings(row, now);
}

/** A pause's end must be ahead of `now` and at most MAX_PAUSE_DAYS away (422, nothing saved). */
function assertPauseEnd(until: Date | null, now: Date): void {
  if (until === null) return;
  const refuse = (message: string) => new AppError(422, message, { pausedUntil: [message] });
  if (until.getTime() <= now.getTime()) throw refuse("The pause must end in the future");
  if (until.getTime() > now.getTime() + MAX_PAUSE_DAYS * 86_400_000) {
    throw refuse(`A pause can last at most ${MAX_PAUSE_DAYS} days; to stop longer, pause until you resume`);
  }
}

function imageError(message: string): AppError {
  return new AppError(422, message, { "image.imageUrl": [message] });
}

type LockedRestaurant = {
  ownerId: string;
  imageUrl: string;
  imagePublicId: string | null;
  pausedAt: Date | null;
  pausedUntil: Date | null;
  timeZone: string;
};

/**
 * Makes an upload the restaurant's photo inside the transaction that stores it: the caller's own
 * upload to RestaurantImages, used by nothing yet. Locked first, so two saves cannot both take it.
 */
async function claimRestaurantImage(tx: Prisma.TransactionClient, publicId: string, ownerId: string) {
  const [image] = await tx.$queryRaw<Array<{ ownerId: string | null; folder: string; attachedAt: Date | null }>>`
    SELECT "ownerId", "folder", "attachedAt" FROM "UploadedImage" WHERE "publicId" = ${publicId} FOR UPDATE`;
  if (!image) throw imageError("The image was not found. Please upload it again.");
  if (image.ownerId !== ownerId) throw imageError("You can only use an image you uploaded");
  if (image.folder !== RESTAURANT_FOLDER) {
    throw imageError(`Upload the restaurant image with folderName ${RESTAURANT_FOLDER}`);
  }
  if (image.attachedAt) throw imageError("This image is already used. Please upload it again.");
  return attachImage(publicId, ownerId, tx);
}

type PhotoChange = { url: string; publicId: string | null; replaced: string | null };

/**
 * What the photo becomes: kept when the request names the current one (its public_id, or its URL as
 * stored or as answered), none for "", else the caller's new upload. The one it replaces is returned
 * for deletion once the change has committed.
 */
async function nextPhoto(
  tx: Prisma.TransactionClient,
  current: LockedRestaurant,
  sent: RestaurantSettingsInput["image"],
  ownerId: string,
): Promise<PhotoChange> {
  const keep = { url: current.imageUrl, publicId: current.imagePublicId, replaced: null };
  if (!sent.imageUrl) {
    return current.imageUrl === NO_PHOTO_URL
      ? keep
      : { url: NO_PHOTO_URL, publicId: null, replaced: current.imagePublicId };
  }
  if (sent.public_id) {
    if (sent.public_id === current.imagePublicId) return keep;
    const image = await claimRestaurantImage(tx, sent.public_id, ownerId);
    return { url: image.url, publicId: image.publicId, replaced: current.imagePublicId };
  }
  if (current.imageUrl !== NO_PHOTO_URL && isSameUrl(sent.imageUrl, current.imageUrl)) return keep;
  throw imageError("Upload the restaurant image again");
}

/**
 * Saves the caller's restaurant settings. Pausing stamps the time it started (kept while it stays
 * paused); resuming clears it and the reason. A pause may have an end (`pausedUntil`), after which
 * it counts as resumed (lib/restaurants/pause.ts) and the next save clears its columns. A replaced or removed photo is deleted from storage
 * after the change has committed; a refused change writes nothing.
 */
export async function updateRestaurantSettings(
  owner: SessionUser,
  input: RestaurantSettingsInput,
  now: Date = new Date(),
): Promise<ApiRestaurantSettings> {
  const restaurantId = ownRestaurantId(owner);
  assertPauseEnd(input.pausedUntil, now);
  const { row, replaced } = await db().$transaction(async (tx) => {
    const [current] = await tx.$queryRaw<LockedRestaurant[]>`
      SELECT "ownerId", "imageUrl", "imagePublicId", "pausedAt", "pausedUntil", "timeZone"
      FROM "Restaurant" WHERE "id" = ${restaurantId} FOR UPDATE`;
    // The session names the restaurant; the row must still be this owner's.
    if (!current || current.ownerId !== owner.id) throw notFound("Restaurant");
    await assertNoTwinRestaurant(
      tx,
      { name: input.name, address: input.location.address, city: input.location.city },
      restaurantId,
    );
    const photo = await nextPhoto(tx, current, input.image, owner.id);
    const row = await tx.restaurant.update({
      where: { id: restaurantId },
      data: {
        name: input.name,
        imageUrl: photo.url,
        imagePublicId: photo.publicId,
        address: input.location.address,
        city: input.location.city,
        state: input.location.state,
        cuisines: [...new Set(input.cuisines)],
        openMinute: toMinuteOfDay(input.opentime, current.timeZone),
        closeMinute: toMinuteOfDay(input.closetime, current.timeZone),
        ...deliveryAreaColumns(input.deliveryCities, input.deliveryPincodes),
        pausedAt: input.paused ? (isPausedAt(current, now) ? current.pausedAt : now) : null,
        pauseReason: input.paused ? input.pauseReason : null,
        pausedUntil: input.paused ? input.pausedUntil : null,
        ...chargeColumns(input),
      },
      select: settingsSelect,
    });
    return { row, replaced: photo.replaced };
  }, TX_OPTIONS);
  expirePublicPages(restaurantId);
  if (replaced) {
    await discardImage(replaced).catch((error: unknown) => console.error(`Deleting image ${replaced} failed`, error));
  }
  return toApiSettings(row, now);
}
