import "server-only";
import type { UserType } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import { absoluteUrl } from "@/lib/http/public-url";

/*
 * The account's profile: what the shell and login answers show of it. Changing its email is in
 * email-change.ts, password reset in recovery.ts, confirming the address in verification.ts.
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
