import bcrypt from "bcryptjs";

const COST = 12;
// Compared against when the email is unknown, so both failures take the same time.
const DUMMY_HASH = "$2b$12$C6UzMDM.H6dfI/f/IKcEeO5Gm1yQ0s0kE6o5l3m1aY1cQ5Yb0b5yG";

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export async function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && !!hash;
}
