import "server-only";
import { createId } from "@/lib/accounts/ids";
import { DUPLICATE_EMAIL, isUniqueViolation } from "@/lib/accounts/identity";
import { hashPassword } from "@/lib/accounts/passwords";
import type { CustomerSignupInput, RestaurantSignupInput } from "@/lib/accounts/schemas";
import { toMinuteOfDay } from "@/lib/accounts/time-of-day";
import { queueWelcome } from "@/lib/accounts/verification";
import { BUSY_PATH_TX, db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { deliveryAreaColumns } from "@/lib/location/delivery-area";
import { estimateDeliveryMinutes } from "@/lib/restaurants/estimates";
import { assertNoTwinRestaurant } from "@/lib/restaurants/service";

const DEFAULT_TIME_ZONE = "Asia/Kolkata";

export async function createCustomer(input: CustomerSignupInput): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    // One transaction: the account and its welcome (with the confirmation link) exist together or not at all.
    return await db().$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { username: input.username, email: input.email, userType: "customer", passwordHash },
        select: { id: true, username: true, email: true },
      });
      await queueWelcome(tx, user);
      return { id: user.id };
    }, BUSY_PATH_TX);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, DUPLICATE_EMAIL);
    throw error;
  }
}

/**
 * Creates the owner account and its restaurant in one transaction, so a failure in either
 * leaves nothing behind. The restaurant image must be one uploaded through our upload call and
 * not yet attached, by this caller (their account, or their address for an anonymous upload); its
 * stored URL is used, not whatever URL the client sent.
 */
export async function createRestaurantAccount(
  input: RestaurantSignupInput,
  caller: { userId: string | null; ip: string },
): Promise<{ userId: string; restaurantId: string }> {
  const passwordHash = await hashPassword(input.user.password);
  const openMinute = toMinuteOfDay(input.opentime, DEFAULT_TIME_ZONE);
  const closeMinute = toMinuteOfDay(input.closetime, DEFAULT_TIME_ZONE);
  const restaurantId = createId();
  try {
    return await db().$transaction(async (tx) => {
      const image = input.image.public_id
        ? await tx.uploadedImage.findUnique({ where: { publicId: input.image.public_id } })
        : null;
      const uploadedByCaller = image?.ownerId
        ? image.ownerId === caller.userId
        : caller.ip !== "unknown" && image?.uploaderIp === caller.ip;
      if (!image || !uploadedByCaller || image.attachedAt || image.folder !== "RestaurantImages") {
        throw new AppError(422, "Upload the restaurant image again", {
          "image.imageUrl": ["Upload a restaurant image"],
        });
      }
      await assertNoTwinRestaurant(tx, {
        name: input.name,
        address: input.location.address,
        city: input.location.city,
      });
      const user = await tx.user.create({
        data: { username: input.user.username, email: input.user.email, userType: "restaurant", passwordHash },
        select: { id: true, username: true, email: true },
      });
      await tx.restaurant.create({
        data: {
          id: restaurantId,
          ownerId: user.id,
          name: input.name,
          imageUrl: image.url,
          imagePublicId: image.publicId,
          address: input.location.address,
          city: input.location.city,
          state: input.location.state,
          cuisines: [...new Set(input.cuisines)],
          openMinute,
          closeMinute,
          timeZone: DEFAULT_TIME_ZONE,
          deliveryMinutes: estimateDeliveryMinutes(restaurantId),
          // A new restaurant delivers to its own city until the owner lists its cities in settings.
          ...deliveryAreaColumns([input.location.city]),
          // Not listed and takes no orders until the platform approves it (issue 33, lib/admin/partners-review.ts).
          reviewStatus: "pending",
        },
      });
      // Conditional, so two sign-ups racing for one upload cannot both claim it.
      const claimed = await tx.uploadedImage.updateMany({
        where: { publicId: image.publicId, attachedAt: null },
        data: { attachedAt: new Date(), ownerId: user.id },
      });
      if (claimed.count !== 1) throw new AppError(409, "That image is already used by another restaurant");
      await queueWelcome(tx, user);
      return { userId: user.id, restaurantId };
    }, BUSY_PATH_TX);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, DUPLICATE_EMAIL);
    throw error;
  }
}
