// Helpers for account tests: unique emails and client addresses (so rate limits, which are per
// IP and per email, never couple one test to another), and cookies from a Set-Cookie answer.
import { randomBytes } from "node:crypto";

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomBytes(5).toString("hex")}@example.test`;

/** A random client address, so that rate-limit buckets (per IP) of different tests never meet. */
export const randomIp = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 255)).join(".")}`;

/** name -> value of the cookies a response sets (an empty value means cleared). */
export function setCookies(response: Response): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const eq = pair!.indexOf("=");
    out.set(pair!.slice(0, eq), decodeURIComponent(pair!.slice(eq + 1)));
  }
  return out;
}

/** The Set-Cookie line for one cookie, to check its attributes. */
export function setCookieLine(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

/**
 * Waits, when the current fixed rate-limit window (aligned to the epoch) has less than `needMs` left,
 * until the next one starts: a test that counts attempts must not see its window roll over half-way.
 */
export async function awayFromWindowEdge(windowMs: number, needMs = 45_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
