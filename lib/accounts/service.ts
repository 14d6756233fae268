import "server-only";
import { createId } from "@/lib/accounts/ids";
import { checkPassword, hashPassword } from "@/lib/accounts/passwords";
import type { CustomerSignupInput, RestaurantSignupInput } from "@/lib/accounts/schemas";
import { toMinuteOfDay } from "@/lib/accounts/time-of-day";
import type { SessionUser, UserType } from "@/lib/auth/session-user";
import { hashToken, newRefreshToken, REFRESH_TOKEN_TTL_SECONDS } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { estimateDeliveryMinutes } from "@/lib/restaurants/estimates";

const DEFAULT_TIME_ZONE = "Asia/Kolkata";
/** A refresh token presented twice within this many seconds is two tabs racing, not theft. */
const REUSE_GRACE_SECONDS = 10;

export const DUPLICATE_EMAIL = "An account with this email already exists";

/** What the shell shows of the logged-in user beyond the session: the profile image. */
export type Profile = {
  id: string;
  username: string;
  email: string;
  userType: UserType;
  imageUrl: string | null;
  imagePublicId: string | null;
};

export async function getProfile(userId: string): Promise<Profile | null> {
  return db().user.findUnique({
    where: { id: userId },
    select: { id: true, username: true, email: true, userType: true, imageUrl: true, imagePublicId: true },
  });
}

const identitySelect = {
  id: true,
  username: true,
  email: true,
  userType: true,
  restaurant: { select: { id: true } },
} as const;

type Identity = { id: string; username: string; email: string; userType: UserType; restaurant: { id: string } | null };

function toSessionUser(row: Identity, sessionId: string): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    userType: row.userType,
    restaurantId: row.restaurant?.id ?? null,
    sessionId,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

export async function createCustomer(input: CustomerSignupInput): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db().user.create({
      data: { username: input.username, email: input.email, userType: "customer", passwordHash },
      select: { id: true },
    });
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
      const user = await tx.user.create({
        data: { username: input.user.username, email: input.user.email, userType: "restaurant", passwordHash },
        select: { id: true },
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
        },
      });
      // Conditional, so two sign-ups racing for one upload cannot both claim it.
      const claimed = await tx.uploadedImage.updateMany({
        where: { publicId: image.publicId, attachedAt: null },
        data: { attachedAt: new Date(), ownerId: user.id },
      });
      if (claimed.count !== 1) throw new AppError(409, "That image is already used by another restaurant");
      return { userId: user.id, restaurantId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, DUPLICATE_EMAIL);
    throw error;
  }
}

/** The account for these credentials, or null; unknown email and wrong password look the same. */
export async function verifyLogin(email: string, password: string, userType: UserType): Promise<Identity | null> {
  const user = await db().user.findUnique({
    where: { email_userType: { email: email.trim().toLowerCase(), userType } },
    select: { ...identitySelect, passwordHash: true },
  });
  const ok = await checkPassword(password, user?.passwordHash);
  if (!user || !ok) return null;
  const { passwordHash: _hash, ...identity } = user;
  return identity;
}

async function issueRefreshToken(userId: string, familyId: string): Promise<string> {
  const token = newRefreshToken();
  await db().refreshToken.create({
    data: {
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    },
  });
  return token;
}

/** Starts a login: a new refresh-token family. */
export async function startSession(identity: Identity): Promise<{ user: SessionUser; refreshToken: string }> {
  const familyId = createId();
  const refreshToken = await issueRefreshToken(identity.id, familyId);
  return { user: toSessionUser(identity, familyId), refreshToken };
}

const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/**
 * Trades a refresh token for a new one (single use). Presenting a spent token revokes the whole
 * login: someone else has a copy.
 */
export async function rotateRefreshToken(token: string): Promise<{ user: SessionUser; refreshToken: string }> {
  const row = await db().refreshToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      familyId: true,
      usedAt: true,
      revokedAt: true,
      expiresAt: true,
      user: { select: identitySelect },
    },
  });
  if (!row || row.revokedAt || row.expiresAt < new Date()) throw new AppError(401, SESSION_EXPIRED);
  if (row.usedAt) {
    if (Date.now() - row.usedAt.getTime() > REUSE_GRACE_SECONDS * 1000) await revokeSession(row.familyId);
    throw new AppError(401, SESSION_EXPIRED);
  }
  const spent = await db().refreshToken.updateMany({
    where: { id: row.id, usedAt: null, revokedAt: null },
    data: { usedAt: new Date() },
  });
  if (spent.count !== 1) throw new AppError(401, SESSION_EXPIRED);
  const refreshToken = await issueRefreshToken(row.user.id, row.familyId);
  return { user: toSessionUser(row.user, row.familyId), refreshToken };
}

/** Ends a login: none of its refresh tokens works any more. */
export async function revokeSession(familyId: string): Promise<void> {
  await db().refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } });
}

export async function updateEmail(user: SessionUser, email: string): Promise<SessionUser> {
  try {
    const row = await db().user.update({ where: { id: user.id }, data: { email }, select: identitySelect });
    return toSessionUser(row, user.sessionId);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, DUPLICATE_EMAIL);
    throw error;
  }
}

/** The spec's `user` object (less the tokens) and, for owners, `restaurantInfo`. */
export async function loginPayload(userId: string) {
  const row = await db().user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      username: true,
      email: true,
      userType: true,
      imageUrl: true,
      imagePublicId: true,
      favouriteRestaurants: { select: { restaurantId: true } },
      favouriteMenuItems: { select: { menuItemId: true } },
      restaurant: {
        select: { id: true, name: true, imageUrl: true, imagePublicId: true, address: true, city: true, state: true },
      },
    },
  });
  const r = row.restaurant;
  return {
    user: {
      _id: row.id,
      username: row.username,
      email: row.email,
      image: { imageUrl: row.imageUrl ?? "", public_id: row.imagePublicId ?? "" },
      usertype: row.userType,
      favouriteRestaurants: row.favouriteRestaurants.map((f) => f.restaurantId),
      favouriteFoodItems: row.favouriteMenuItems.map((f) => f.menuItemId),
    },
    restaurantInfo: r
      ? {
          _id: r.id,
          user_id: { _id: row.id },
          name: r.name,
          image: { imageUrl: r.imageUrl, public_id: r.imagePublicId ?? "" },
          location: { address: r.address, city: r.city, state: r.state },
        }
      : undefined,
  };
}

/** The customer account for a Google login: found by email, or created without a password. */
export async function findOrCreateGoogleCustomer(email: string, name: string): Promise<Identity> {
  const normalised = email.trim().toLowerCase();
  return db().user.upsert({
    where: { email_userType: { email: normalised, userType: "customer" } },
    update: {},
    create: { email: normalised, username: name.slice(0, 60), userType: "customer" },
    select: identitySelect,
  });
}
