import "server-only";
import { identitySelect, isUniqueViolation, toSessionUser } from "@/lib/accounts/identity";
import { lockSessions, revokeFamilies } from "@/lib/accounts/sessions";
import type { SessionUser, UserType } from "@/lib/auth/session-user";
import { announceRevoked } from "@/lib/auth/revocation";
import { db } from "@/lib/db";
import { forbidden } from "@/lib/http/errors";
import { absoluteUrl } from "@/lib/http/public-url";

/*
 * The account's profile: what the shell and login answers show of it, and changing its email.
 * Sign-up is in signup.ts, password and Google login in login.ts, logins (refresh-token families) in
 * sessions.ts, and what they share in identity.ts.
 */

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

/**
 * The one answer to an email change, free address or taken: "already exists" told anyone with an
 * account which addresses have one. Read with the regex /email updated/i by our UI's tests.
 */
export const EMAIL_CHANGE_ANSWER = "Email updated, unless another account already uses that address.";

/**
 * Changes the acting user's email and ends every other login of the account (whoever else holds it must
 * prove themselves again); the caller's own login goes on, with the new email. The spec's client names
 * the account by `username`; the session decides whose it is, so naming another is a 403.
 * An address another account holds changes nothing (the transaction rolls back, no login ends) and
 * answers the caller as it is, so the route can answer exactly as for a free address.
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
    if (isUniqueViolation(error)) return user;
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
