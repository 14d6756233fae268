import "server-only";
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

// The 6-digit codes themselves: drawn from the operating system's randomness, stored only as an HMAC
// whose key is derived from AUTH_SECRET (a database copy alone cannot test a million guesses offline
// without the secret), bound to the code row's id, and compared in constant time.

const CODE_DIGITS = 6;
export const CODE_TTL_MINUTES = 5;
export const CODE_MAX_TRIES = 5;

/** "042917": six digits, leading zeros kept, every value equally likely. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
}

let derived: { secret: string; key: Buffer } | null = null;

/** A key of its own for codes, so that no other HMAC of AUTH_SECRET (sessions, addresses) can stand in for one. */
function codeKey(): Buffer {
  const secret = env().AUTH_SECRET;
  if (derived?.secret !== secret) {
    derived = { secret, key: Buffer.from(hkdfSync("sha256", secret, "thali", "one-time-code", 32)) };
  }
  return derived.key;
}

/** What is stored for `code` on the row `codeId`: the same code on another row hashes differently. */
export function hashCode(codeId: string, code: string): string {
  return createHmac("sha256", codeKey()).update(`${codeId}:${code}`).digest("hex");
}

/** Whether `code` is the one hashed into `storedHash` on row `codeId`, in time that does not depend on where they differ. */
export function codeMatches(codeId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(codeId, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The text a customer receives. */
export function codeText(code: string): string {
  return `${code} is your Thali code. It expires in ${CODE_TTL_MINUTES} minutes. Never share it.`;
}
