import "server-only";
import { ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { isSameUrl } from "@/lib/http/public-url";
import { attachImage, discardImage } from "@/lib/images/service";
import { expirePublicPages } from "@/lib/restaurants/public-tags";
import { ownerMenuItemSelect, toOwnerMenuItem, type OwnerMenuItem } from "@/lib/owner/api-shape";
import type { MenuItemInput, MenuItemStockInput, UpdateMenuItemInput } from "@/lib/owner/schemas";
import { MAX_STOCK_DAYS, soldOutColumns } from "@/lib/menu/stock";

export type { OwnerMenuItem } from "@/lib/owner/api-shape";

// An owner's menu: list, add, edit and delete their own restaurant's dishes. Each call takes the acting
// owner and finds their restaurant itself (lib/auth/ownership.ts). Every change clears the cached public
// pages (expirePublicPages) once it has committed.

const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 };
const ITEM_FOLDER = "FoodItemImages";

function imageError(message: string, field: string): AppError {
  return new AppError(422, message, { public_id: [field] });
}

/**
 * Makes an upload the image of a dish inside the transaction that stores the dish: it must be the
 * caller's own upload to FoodItemImages and used by nothing yet. The row is locked first, so two
 * dishes saved at the same moment cannot both take one image.
 */
async function claimItemImage(tx: Prisma.TransactionClient, publicId: string, ownerId: string) {
  const [image] = await tx.$queryRaw<Array<{ ownerId: string | null; folder: string; attachedAt: Date | null }>>`
    SELECT "ownerId", "folder", "attachedAt" FROM "UploadedImage" WHERE "publicId" = ${publicId} FOR UPDATE`;
  if (!image) throw imageError("The image was not found. Please upload it again.", "Upload an image of the dish");
  if (image.ownerId !== ownerId) {
    throw imageError("You can only use an image you uploaded", "Upload an image of the dish");
  }
  if (image.folder !== ITEM_FOLDER) {
    throw imageError("This image was not uploaded for a menu item", `Upload the image with folderName ${ITEM_FOLDER}`);
  }
  if (image.attachedAt) {
    throw imageError("This image is already used. Please upload it again.", "Upload an image of the dish");
  }
  return attachImage(publicId, ownerId, tx);
}

/**
 * The columns a request's item fields are stored in. The spec's names that differ from the columns
 * (price and packagingCharge in rupees, type, servesfor) are mapped here; every other item field is stored under its
 * own name (name, category, description, and any field added the same way), which the compiler
 * checks is a MenuItem column. The image and the restaurant are the callers' business.
 */
function itemColumns(input: MenuItemInput & { _id?: string }) {
  const {
    price,
    type,
    servesfor,
    packagingCharge,
    imageUrl: _imageUrl,
    public_id: _publicId,
    restaurant_id: _restaurantId,
    _id: _itemId,
    ...sameNamed
  } = input;
  const columns: Pick<Prisma.MenuItemUncheckedCreateInput, keyof typeof sameNamed> = sameNamed;
  return {
    ...columns,
    pricePaise: Math.round(price * 100),
    type: type === "veg" ? ("veg" as const) : ("non_veg" as const),
    servesFor: servesfor,
    // Absent: the column's default on add, the dish's own on update.
    ...(packagingCharge !== undefined && { packagingPaise: Math.round(packagingCharge * 100) }),
  };
}

/**
 * The dishes on sale of the acting owner's restaurant (a `restaurantId` the request names must be it),
 * newest first; `q` keeps those whose name or category contains it (any case).
 */
export async function listOwnerMenuItems(
  owner: SessionUser,
  { restaurantId: requested, q }: { restaurantId?: string; q?: string } = {},
): Promise<OwnerMenuItem[]> {
  const restaurantId = ownRestaurantId(owner, requested);
  const rows = await db().menuItem.findMany({
    where: {
      restaurantId,
      archivedAt: null,
      ...(q && {
        OR: [{ name: { contains: q, mode: "insensitive" } }, { category: { contains: q, mode: "insensitive" } }],
      }),
    },
    select: ownerMenuItemSelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map((row) => toOwnerMenuItem(row));
}

/** Adds a dish to the caller's menu with an image they uploaded, attached in the same transaction. */
export async function addMenuItem(owner: SessionUser, input: MenuItemInput): Promise<OwnerMenuItem> {
  const restaurantId = ownRestaurantId(owner, input.restaurant_id);
  if (!input.public_id) throw imageError("Upload an image of the dish", "Upload an image of the dish");
  const publicId = input.public_id;
  const row = await db().$transaction(async (tx) => {
    const image = await claimItemImage(tx, publicId, owner.id);
    return tx.menuItem.create({
      data: { ...itemColumns(input), restaurantId, imageUrl: image.url, imagePublicId: publicId },
      select: ownerMenuItemSelect,
    });
  }, TX_OPTIONS);
  expirePublicPages(restaurantId);
  return toOwnerMenuItem(row);
}

type LockedItem = { restaurantId: string; imageUrl: string; imagePublicId: string | null; archivedAt: Date | null };

/** The dish, locked for the rest of the transaction, if it is on the caller's menu: 404 unknown or deleted, 403 another's. */
async function lockOwnItem(tx: Prisma.TransactionClient, itemId: string, restaurantId: string): Promise<LockedItem> {
  const [item] = await tx.$queryRaw<LockedItem[]>`
    SELECT "restaurantId", "imageUrl", "imagePublicId", "archivedAt" FROM "MenuItem" WHERE "id" = ${itemId} FOR UPDATE`;
  if (!item) throw notFound("Menu item");
  if (item.restaurantId !== restaurantId) throw forbidden("This menu item is not on your restaurant's menu");
  if (item.archivedAt) throw notFound("Menu item");
  return item;
}

/**
 * Changes one of the caller's dishes. The image stays when the request names the item's own image
 * (its public_id, or a blank public_id with its imageUrl, as stored or as answered); a new upload is attached in the same
 * transaction and the image it replaces is deleted once the change has committed.
 */
export async function updateMenuItem(owner: SessionUser, input: UpdateMenuItemInput): Promise<OwnerMenuItem> {
  const restaurantId = ownRestaurantId(owner, input.restaurant_id);
  const { row, replaced } = await db().$transaction(async (tx) => {
    const item = await lockOwnItem(tx, input._id, restaurantId);
    const keepsImage =
      input.public_id === undefined ? isSameUrl(input.imageUrl, item.imageUrl) : input.public_id === item.imagePublicId;
    if (!keepsImage && input.public_id === undefined) {
      throw imageError("Upload an image of the dish", "Upload an image of the dish");
    }
    const image = keepsImage
      ? { url: item.imageUrl, publicId: item.imagePublicId }
      : await claimItemImage(tx, input.public_id!, owner.id);
    const row = await tx.menuItem.update({
      where: { id: input._id },
      data: { ...itemColumns(input), imageUrl: image.url, imagePublicId: image.publicId },
      select: ownerMenuItemSelect,
    });
    return { row, replaced: keepsImage ? null : item.imagePublicId };
  }, TX_OPTIONS);
  expirePublicPages(restaurantId);
  if (replaced) await discardQuietly(replaced);
  return toOwnerMenuItem(row);
}

/**
 * Marks one of the caller's dishes sold out or back in stock. Sold out without `until` lasts until the
 * restaurant's next local midnight ("sold out today"), fixed now in its time zone; `until` must be
 * ahead of `now` and at most 30 days away (422). In stock clears both columns. The public menu's
 * caches are cleared as for any other menu edit.
 */
export async function setMenuItemStock(
  owner: SessionUser,
  input: MenuItemStockInput,
  now: Date = new Date(),
): Promise<OwnerMenuItem> {
  const restaurantId = ownRestaurantId(owner);
  const row = await db().$transaction(async (tx) => {
    await lockOwnItem(tx, input._id, restaurantId);
    if (!input.inStock && input.until) assertStockEnd(input.until, now);
    const restaurant = await tx.restaurant.findUniqueOrThrow({
      where: { id: restaurantId },
      select: { timeZone: true },
    });
    const columns = input.inStock
      ? { outOfStockAt: null, outOfStockUntil: null }
      : soldOutColumns(now, restaurant.timeZone, input.until);
    return tx.menuItem.update({ where: { id: input._id }, data: columns, select: ownerMenuItemSelect });
  }, TX_OPTIONS);
  expirePublicPages(restaurantId);
  return toOwnerMenuItem(row, now);
}

function assertStockEnd(until: Date, now: Date): void {
  const refuse = (message: string) => new AppError(422, message, { until: [message] });
  if (until.getTime() <= now.getTime()) throw refuse("Sold out until must be in the future");
  if (until.getTime() > now.getTime() + MAX_STOCK_DAYS * 86_400_000) {
    throw refuse(`A dish can be marked sold out for at most ${MAX_STOCK_DAYS} days`);
  }
}

/**
 * Removes one of the caller's dishes. A dish that past orders refer to is archived (off the menu,
 * orders keep it, so does its image); any other is deleted with its image. The row is locked
 * first, so an order being placed for it at that moment is seen (and the dish archived).
 */
export async function deleteMenuItem(owner: SessionUser, itemId: string): Promise<{ archived: boolean }> {
  const restaurantId = ownRestaurantId(owner);
  const { archived, image } = await db().$transaction(async (tx) => {
    const item = await lockOwnItem(tx, itemId, restaurantId);
    const ordered = await tx.orderItem.findFirst({ where: { menuItemId: itemId }, select: { id: true } });
    if (ordered) {
      await tx.menuItem.update({ where: { id: itemId }, data: { archivedAt: new Date() } });
      return { archived: true, image: null };
    }
    await tx.menuItem.delete({ where: { id: itemId } });
    return { archived: false, image: item.imagePublicId };
  }, TX_OPTIONS);
  expirePublicPages(restaurantId);
  if (image) await discardQuietly(image);
  return { archived };
}

/** The dish change has committed; an image left behind in storage is logged, not failed on. */
async function discardQuietly(publicId: string): Promise<void> {
  await discardImage(publicId).catch((error: unknown) => console.error(`Deleting image ${publicId} failed`, error));
}
