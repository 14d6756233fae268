import bcrypt from "bcryptjs";
import { randomBytes } from "node:crypto";
import { env } from "@/lib/env";

/** bcrypt's cost for new hashes (PASSWORD_HASH_COST, 12 unless set; the test suites set 4). */
const cost = () => env().PASSWORD_HASH_COST;

// Compared against when the email is unknown, so both failures take the same time: a hash of the configured cost
// (the one at 12 is written here; another cost's is made once, at its first use).
const DUMMY_HASH_12 = "$2b$12$C6UzMDM.H6dfI/f/IKcEeO5Gm1yQ0s0kE6o5l3m1aY1cQ5Yb0b5yG";
const dummyHashes = new Map<number, Promise<string>>([[12, Promise.resolve(DUMMY_HASH_12)]]);

function dummyHash(): Promise<string> {
  const rounds = cost();
  let hash = dummyHashes.get(rounds);
  if (!hash) {
    hash = bcrypt.hash(randomBytes(16).toString("hex"), rounds);
    dummyHashes.set(rounds, hash);
  }
  return hash;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, cost());
}

export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? (await dummyHash()));
  return ok && !!hash;
}
