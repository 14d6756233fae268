// The login door's windows among simultaneous guesses (lib/accounts/password-door.ts): an attempt the address and
// account window refuses never takes a place in the account's window from new addresses. It used to, until it gave
// the place back; meanwhile another guess the limits allow could be refused (a CI run checked 9 of 25 simultaneous
// guesses where the limit is 10).
import { describe, expect, it, vi } from "vitest";
import {
  LOGIN_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES,
  LOGIN_FAILURES_PER_IP_AND_ACCOUNT,
} from "@/lib/accounts/limits";
import { checkPasswordAtDoor } from "@/lib/accounts/password-door";
import { addToWindow } from "@/lib/rate-limit/service";
import { awayFromWindowEdge, randomIp } from "@/tests/support/accounts";
import { createUser } from "@/tests/support/factories";

const claimed = vi.hoisted(() => ({ keys: [] as string[] }));

vi.mock("@/lib/rate-limit/service", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/rate-limit/service")>();
  return {
    ...original,
    addToWindow: (key: string, windowMs: number, cost?: number, now?: Date) => {
      claimed.keys.push(key);
      return original.addToWindow(key, windowMs, cost, now);
    },
  };
});

/** The answer's status of one attempt with a wrong password. */
async function guess(email: string, ip: string): Promise<number> {
  try {
    await checkPasswordAtDoor({ email, password: "not-the-password", userType: "customer", ip });
    return 200;
  } catch (error) {
    return (error as { status?: number }).status ?? 500;
  }
}

describe("the login door's windows among simultaneous guesses", () => {
  it("a guess the address's window refuses never touches the account's window", async () => {
    await awayFromWindowEdge(LOGIN_FAILURES_PER_IP_AND_ACCOUNT.windowMs);
    const user = await createUser("customer");
    const ip = randomIp();
    for (let i = 0; i < LOGIN_FAILURES_PER_IP_AND_ACCOUNT.limit; i++) expect(await guess(user.email, ip)).toBe(401);
    claimed.keys.length = 0;
    expect(await guess(user.email, ip)).toBe(429);
    expect(claimed.keys.filter((key) => key.startsWith("login:fail-new:"))).toEqual([]);
  });

  it("with 5 places left in the account's window, exactly 5 of 25 simultaneous guesses are checked", async () => {
    await awayFromWindowEdge(LOGIN_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES.windowMs);
    const user = await createUser("customer");
    const left = 5;
    await addToWindow(
      `login:fail-new:${user.id}`,
      LOGIN_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES.windowMs,
      LOGIN_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES.limit - left,
    );
    const ip = randomIp();
    const statuses = await Promise.all(Array.from({ length: 25 }, () => guess(user.email, ip)));
    const counts: Record<number, number> = {};
    for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
    expect(counts).toEqual({ 401: left, 429: 25 - left });
  });
});
