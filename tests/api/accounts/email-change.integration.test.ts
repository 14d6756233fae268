import { describe, expect, it } from "vitest";
import { POST as updateUserEmail } from "@/app/api/(accounts)/updateUserEmail/route";
import { EMAIL_CHANGE_PER_ACCOUNT, EMAIL_CHANGE_PER_IP, EMAIL_CHANGE_PER_TARGET } from "@/lib/accounts/limits";
import { db } from "@/lib/db";
import { awayFromWindowEdge, randomIp, uniqueEmail } from "@/tests/support/accounts";
import { createUser } from "@/tests/support/factories";
import { bearerHeaders, cookieHeaders, jsonPost } from "@/tests/support/session";

// Issue 27, item 5: an email change must not tell whether an address has an account (it answered
// 409 "already exists"), must not take a taken address, and is limited like sign-up.

async function change(email: string, headers: Record<string, string>) {
  const res = await updateUserEmail(jsonPost("/api/updateUserEmail", { email }, headers));
  return {
    status: res.status,
    body: (await res.json()) as { message: string },
    cookieNames: res.headers
      .getSetCookie()
      .map((line) => line.slice(0, line.indexOf("=")))
      .sort(),
  };
}

const emailOf = async (id: string) => (await db().user.findUniqueOrThrow({ where: { id } })).email;

const pendingOf = async (userId: string) =>
  (await db().accountToken.findMany({ where: { userId, purpose: "email_change", usedAt: null } })).map((t) => t.email);

describe("POST /api/updateUserEmail: a taken address answers like a free one", () => {
  it("same status, body and cookies; the taken address gets no link, the free one does; neither changes yet", async () => {
    const prober = await createUser();
    const holder = await createUser();
    const ip = randomIp();

    const taken = await change(holder.email, { ...(await cookieHeaders(prober)), "x-forwarded-for": ip });
    expect(await emailOf(prober.id)).toBe(prober.email);
    expect(await emailOf(holder.id)).toBe(holder.email);
    expect(await pendingOf(prober.id)).toEqual([]);

    const fresh = uniqueEmail("free");
    const free = await change(fresh, { ...(await cookieHeaders(prober)), "x-forwarded-for": ip });
    // Issue 29: the change waits for the link mailed to the new address.
    expect(await emailOf(prober.id)).toBe(prober.email);
    expect(await pendingOf(prober.id)).toEqual([fresh]);

    expect(taken.status).toBe(200);
    expect(taken).toEqual(free);
    expect(taken.body.message).toMatch(/check your new inbox to confirm/i);
  });
});

// Its tests may first wait up to a minute for a rate-limit window to turn (awayFromWindowEdge).
describe("POST /api/updateUserEmail: limited like sign-up", { timeout: 120_000 }, () => {
  it("refuses the sixth change of one account in an hour with 429 and changes nothing", async () => {
    await awayFromWindowEdge(EMAIL_CHANGE_PER_ACCOUNT.windowMs);
    const user = await createUser();
    const others = await Promise.all([1, 2, 3].map(() => createUser()));
    for (let i = 0; i < EMAIL_CHANGE_PER_ACCOUNT.limit; i++) {
      // Each from its own address: the account's own limit is what stops it.
      const target = i < others.length ? others[i]!.email : uniqueEmail("probe");
      const answer = await change(target, { ...(await bearerHeaders(user)), "x-forwarded-for": randomIp() });
      expect(answer.status).toBe(200);
    }
    const before = await emailOf(user.id);
    const refused = await change(uniqueEmail("late"), {
      ...(await bearerHeaders(user)),
      "x-forwarded-for": randomIp(),
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/too many email changes/i);
    expect(await emailOf(user.id)).toBe(before);
  });

  it("refuses probes from one address across many accounts once its limit is passed", async () => {
    await awayFromWindowEdge(EMAIL_CHANGE_PER_IP.windowMs);
    const ip = randomIp();
    const holders = await Promise.all([1, 2, 3].map(() => createUser()));
    const statuses: number[] = [];
    for (let i = 0; i <= EMAIL_CHANGE_PER_IP.limit; i++) {
      // A new account each time, taken and free addresses: only the client address is shared.
      const prober = await createUser();
      const target = i < holders.length ? holders[i]!.email : uniqueEmail("probe");
      statuses.push((await change(target, { ...(await bearerHeaders(prober)), "x-forwarded-for": ip })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(EMAIL_CHANGE_PER_IP.limit);
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses the sixth account trying one address in an hour", async () => {
    await awayFromWindowEdge(EMAIL_CHANGE_PER_TARGET.windowMs);
    const holder = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i <= EMAIL_CHANGE_PER_TARGET.limit; i++) {
      const prober = await createUser();
      statuses.push(
        (await change(holder.email, { ...(await bearerHeaders(prober)), "x-forwarded-for": randomIp() })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(EMAIL_CHANGE_PER_TARGET.limit).fill(200), 429]);
  });
});
