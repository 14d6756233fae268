import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/accounts/passwords";
import type { PrismaClient } from "@/lib/generated/prisma/client";

// Staff accounts (issue 33): never signed up for through the app. `npm run admin:create -- <email>` makes one
// (scripts/create-admin.ts) and the embedded default seeds admin@thali.demo. Not "server-only": both run outside Next.

/** A password for a new staff account when none is given: 18 random characters, shown once. */
export function generatedPassword(): string {
  return randomBytes(14).toString("base64url").slice(0, 18);
}

export type CreatedAdmin = { id: string; email: string; created: boolean };

/**
 * Makes the admin account `email` with `password`, or, when it exists, leaves it as it is (created: false).
 * The email is stored lower-cased, as every account's is.
 */
export async function createAdmin(
  client: PrismaClient,
  input: { email: string; password: string; username?: string },
): Promise<CreatedAdmin> {
  const email = input.email.trim().toLowerCase();
  const existing = await client.user.findUnique({
    where: { email_userType: { email, userType: "admin" } },
    select: { id: true },
  });
  if (existing) return { id: existing.id, email, created: false };
  const user = await client.user.create({
    data: {
      email,
      userType: "admin",
      username: input.username ?? "Thali Support",
      passwordHash: await hashPassword(input.password),
      emailVerifiedAt: new Date(),
    },
    select: { id: true },
  });
  return { id: user.id, email, created: true };
}
