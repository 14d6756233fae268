import "server-only";
import { GOOGLE_SIGN_IN_ERRORS, type GoogleSignInError } from "@/lib/accounts/google-errors";
import { createId } from "@/lib/accounts/ids";
import { checkPassword, hashPassword } from "@/lib/accounts/passwords";
import type { CustomerSignupInput, RestaurantSignupInput } from "@/lib/accounts/schemas";
import { toMinuteOfDay } from "@/lib/accounts/time-of-day";
import type { SessionUser, UserType } from "@/lib/auth/session-user";
import { announceRevoked, checkSessionLive } from "@/lib/auth/revocation";
import { hashToken, newRefreshToken, REFRESH_TOKEN_TTL_SECONDS, successorRefreshToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { AppError, forbidden } from "@/lib/http/errors";
import { absoluteUrl } from "@/lib/http/public-url";
import { deliveryAreaColumns } from "@/lib/location/delivery-area";
import { estimateDeliveryMinutes } from "@/lib/restaurants/estimates";
import { assertNoTwinRestaurant } from "@/lib/restaurants/service";

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

export type Identity = {
  id: string;
  username: string;
  email: string;
  userType: UserType;
  restaurant: { id: string } | null;
};

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
      await assertNoTwinRestaurant(tx, { name: input.name, address: input.location.address, city: input.location.city });
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
          // A new restaurant delivers to its own city until the owner lists its cities in settings.
          ...deliveryAreaColumns([input.location.city]),
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

function refreshTokenRow(userId: string, familyId: string, token: string) {
  return {
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  };
}

async function issueRefreshToken(userId: string, familyId: string): Promise<string> {
  const token = newRefreshToken();
  await db().refreshToken.create({ data: refreshTokenRow(userId, familyId, token) });
  return token;
}

/**
 * Holds these logins' locks until the transaction ends. Rotation and revocation take them, so a
 * revocation never misses the successor that a concurrent rotation is inserting (an UPDATE does not
 * see rows committed after it started), and a rotation never spends a token being revoked.
 * Sorted, so that two transactions locking several logins cannot deadlock.
 */
async function lockSessions(tx: Prisma.TransactionClient, familyIds: readonly string[]): Promise<void> {
  for (const id of [...familyIds].sort()) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`session:${id}`}))`;
  }
}

async function revokeFamilies(tx: Prisma.TransactionClient, familyIds: readonly string[]): Promise<void> {
  await tx.refreshToken.updateMany({
    where: { familyId: { in: [...familyIds] }, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/**
 * Whether a login still holds: its refresh-token family has a token that was never revoked. Every
 * session cookie and access token names its login (`sid`), and lib/auth/session.ts asks this on
 * each request, answered mostly from this instance's cache (lib/auth/revocation.ts).
 */
export function isSessionLive(familyId: string): Promise<boolean> {
  return checkSessionLive(familyId, async (id) => {
    const row = await db().refreshToken.findFirst({ where: { familyId: id, revokedAt: null }, select: { id: true } });
    return row !== null;
  });
}

/** Starts a login: a new refresh-token family. */
export async function startSession(identity: Identity): Promise<{ user: SessionUser; refreshToken: string }> {
  const familyId = createId();
  const refreshToken = await issueRefreshToken(identity.id, familyId);
  return { user: toSessionUser(identity, familyId), refreshToken };
}

const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/** A racing request may find the chain a few links further on; more than this is not a race. */
const MAX_RACE_LINKS = 5;

/** The newest unspent token of `token`'s chain of successors, if it is still good. */
async function newestSuccessor(tx: Prisma.TransactionClient, token: string): Promise<string | null> {
  let current = token;
  for (let link = 0; link < MAX_RACE_LINKS; link++) {
    const next = successorRefreshToken(current);
    const row = await tx.refreshToken.findUnique({
      where: { tokenHash: hashToken(next) },
      select: { usedAt: true, revokedAt: true, expiresAt: true },
    });
    if (!row || row.revokedAt || row.expiresAt < new Date()) return null;
    if (!row.usedAt) return next;
    current = next;
  }
  return null;
}

type Rotation = { kind: "renewed"; identity: Identity; refreshToken: string } | { kind: "ended" } | { kind: "stolen" };

/**
 * Trades a refresh token for its successor (single use). Presenting it again within
 * REUSE_GRACE_SECONDS is a request that raced the winner (two tabs, a navigation beside a fetch): it
 * gets the winner's answer, the same successor, so no answer leaves the browser logged out. Later, it
 * revokes the whole login: someone else has a copy.
 */
export async function rotateRefreshToken(token: string): Promise<{ user: SessionUser; refreshToken: string }> {
  const tokenHash = hashToken(token);
  const presented = await db().refreshToken.findUnique({ where: { tokenHash }, select: { familyId: true } });
  if (!presented) throw new AppError(401, SESSION_EXPIRED);
  const { familyId } = presented;
  const outcome = await db().$transaction(async (tx): Promise<Rotation> => {
    await lockSessions(tx, [familyId]);
    const row = await tx.refreshToken.findUnique({
      where: { tokenHash },
      select: { id: true, usedAt: true, revokedAt: true, expiresAt: true, user: { select: identitySelect } },
    });
    if (!row || row.revokedAt || row.expiresAt < new Date()) return { kind: "ended" };
    if (!row.usedAt) {
      const refreshToken = successorRefreshToken(token);
      await tx.refreshToken.update({ where: { id: row.id }, data: { usedAt: new Date() } });
      await tx.refreshToken.create({ data: refreshTokenRow(row.user.id, familyId, refreshToken) });
      return { kind: "renewed", identity: row.user, refreshToken };
    }
    if (Date.now() - row.usedAt.getTime() > REUSE_GRACE_SECONDS * 1000) {
      await revokeFamilies(tx, [familyId]);
      return { kind: "stolen" };
    }
    const refreshToken = await newestSuccessor(tx, token);
    return refreshToken ? { kind: "renewed", identity: row.user, refreshToken } : { kind: "ended" };
  });
  if (outcome.kind === "stolen") await announceRevoked([familyId]);
  if (outcome.kind !== "renewed") throw new AppError(401, SESSION_EXPIRED);
  return { user: toSessionUser(outcome.identity, familyId), refreshToken: outcome.refreshToken };
}

/** Ends a login: none of its refresh tokens, session cookies or access tokens works any more, on any instance. */
export async function revokeSession(familyId: string): Promise<void> {
  await db().$transaction(async (tx) => {
    await lockSessions(tx, [familyId]);
    await revokeFamilies(tx, [familyId]);
  });
  await announceRevoked([familyId]);
}

/** Ends the login a refresh token belongs to, if it names one (logout with an expired session cookie). */
export async function revokeRefreshTokenSession(token: string): Promise<void> {
  const row = await db().refreshToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { familyId: true },
  });
  if (row) await revokeSession(row.familyId);
}

/**
 * Changes the acting user's email and ends every other login of the account (whoever else holds it must
 * prove themselves again); the caller's own login goes on, with the new email. The spec's client names
 * the account by `username`; the session decides whose it is, so naming another is a 403.
 */
export async function updateEmail(
  user: SessionUser,
  { email, username }: { email: string; username?: string },
): Promise<SessionUser> {
  if (username !== undefined && username !== user.username) throw forbidden("You can only change your own email");
  try {
    const { row, ended } = await db().$transaction(async (tx) => {
      const others = await tx.refreshToken.findMany({
        where: { userId: user.id, revokedAt: null, familyId: { not: user.sessionId } },
        select: { familyId: true },
        distinct: ["familyId"],
      });
      const ended = others.map((o) => o.familyId);
      // Locks before the account row: a rotation holding one inserts a token that references it.
      await lockSessions(tx, ended);
      if (ended.length > 0) await revokeFamilies(tx, ended);
      const row = await tx.user.update({ where: { id: user.id }, data: { email }, select: identitySelect });
      return { row, ended };
    });
    await announceRevoked(ended);
    return toSessionUser(row, user.sessionId);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, DUPLICATE_EMAIL);
    throw error;
  }
}

/** The spec's `user` object (less the tokens) and, for owners, `restaurantInfo`; image URLs as absoluteUrl gives them. */
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
      image: { imageUrl: absoluteUrl(row.imageUrl ?? ""), public_id: row.imagePublicId ?? "" },
      usertype: row.userType,
      favouriteRestaurants: row.favouriteRestaurants.map((f) => f.restaurantId),
      favouriteFoodItems: row.favouriteMenuItems.map((f) => f.menuItemId),
    },
    restaurantInfo: r
      ? {
          _id: r.id,
          user_id: { _id: row.id },
          name: r.name,
          image: { imageUrl: absoluteUrl(r.imageUrl), public_id: r.imagePublicId ?? "" },
          location: { address: r.address, city: r.city, state: r.state },
        }
      : undefined,
  };
}

/**
 * Whether a Google login for `email` may go ahead. Emails are never verified here, so an account
 * made with a password may belong to someone who typed another person's address first: a Google
 * login never links to it (that would hand its password's holder the Google user's account, or
 * the reverse). It finds only an account Google made, or makes a new one.
 */
export async function googleSignInRefusal(
  email: string | null | undefined,
  emailVerified: unknown,
): Promise<GoogleSignInError | null> {
  if (!email || emailVerified !== true) return "GoogleEmailNotVerified";
  const existing = await db().user.findUnique({
    where: { email_userType: { email: email.trim().toLowerCase(), userType: "customer" } },
    select: { passwordHash: true },
  });
  return existing?.passwordHash ? "AccountExists" : null;
}

/** The customer account for a Google login: one Google made before (no password), or a new one. */
export async function findOrCreateGoogleCustomer(email: string, name: string): Promise<Identity> {
  const normalised = email.trim().toLowerCase();
  const account = await db().user.upsert({
    where: { email_userType: { email: normalised, userType: "customer" } },
    update: {},
    create: { email: normalised, username: name.slice(0, 60), userType: "customer" },
    select: { ...identitySelect, passwordHash: true },
  });
  if (account.passwordHash) throw new AppError(409, GOOGLE_SIGN_IN_ERRORS.AccountExists);
  const { passwordHash: _hash, ...identity } = account;
  return identity;
}
