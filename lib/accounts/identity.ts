/* Who an account is, as a login sees it: the pieces sign-up, login, sessions and profile share. */
import "server-only";
import type { SessionUser, UserType } from "@/lib/auth/session-user";
import { Prisma } from "@/lib/generated/prisma/client";

export const DUPLICATE_EMAIL = "An account with this email already exists";

export const identitySelect = {
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

export function toSessionUser(row: Identity, sessionId: string): SessionUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    userType: row.userType,
    restaurantId: row.restaurant?.id ?? null,
    sessionId,
  };
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
