// Staff accounts (issue 33, docs/admin.md "Staff accounts and sessions"): admins log in through the spec's own
// call, their sessions end after 30 minutes idle (requests and refreshes alike), blocked accounts are refused at the
// door, `npm run admin:create` makes an admin, and the audit log is append-only and searchable by admins only.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/(accounts)/login/[usertype]/route";
import { POST as refresh } from "@/app/api/(accounts)/refreshAccessToken/route";
import { GET as auditRoute } from "@/app/api/(admin)/admin/audit/route";
import { hashPassword } from "@/lib/accounts/passwords";
import { recordAudit } from "@/lib/admin/audit";
import { searchAudit } from "@/lib/admin/audit-log";
import { db } from "@/lib/db";
import { adminSession } from "@/tests/support/admin";
import { randomIp, uniqueEmail } from "@/tests/support/accounts";
import { createUser } from "@/tests/support/factories";
import { bearerHeaders, jsonPost } from "@/tests/support/session";

const PASSWORD = "staff-password-1";
const run = promisify(execFile);

async function staffAccount() {
  return db().user.create({
    data: {
      username: "Meera Staff",
      email: uniqueEmail("staff"),
      userType: "admin",
      passwordHash: await hashPassword(PASSWORD),
    },
  });
}

async function logIn(email: string, usertype = "admin") {
  const res = await login(
    jsonPost(`/api/login/${usertype}`, { email, password: PASSWORD }, { "x-forwarded-for": randomIp() }),
    {
      params: Promise.resolve({ usertype }),
    },
  );
  return {
    status: res.status,
    body: (await res.json()) as {
      message: string;
      user?: { accessToken: string; refreshToken: string; usertype: string };
    },
  };
}

const auditCall = (accessToken: string, path = "/api/admin/audit") =>
  auditRoute(
    new Request(`http://localhost${path}`, {
      headers: { authorization: `Bearer ${accessToken}`, "x-forwarded-for": randomIp() },
    }),
  );

async function familyOf(refreshToken: string): Promise<string> {
  const { hashToken } = await import("@/lib/auth/tokens");
  const row = await db().refreshToken.findUniqueOrThrow({ where: { tokenHash: hashToken(refreshToken) } });
  return row.familyId;
}

describe("an admin's login", () => {
  it("logs in at /api/login/admin with the spec's answer, and the console's calls answer", async () => {
    const staff = await staffAccount();
    const { status, body } = await logIn(staff.email);
    expect(status).toBe(200);
    expect(body.user?.usertype).toBe("admin");
    expect((await auditCall(body.user!.accessToken)).status).toBe(200);
    // The same email is not a customer: the customer door does not open for it.
    expect((await logIn(staff.email, "customer")).status).toBe(401);
  });

  it("ends after 30 minutes idle: the next request is refused, the login is revoked and the refresh token cannot renew it", async () => {
    const staff = await staffAccount();
    const { body } = await logIn(staff.email);
    const familyId = await familyOf(body.user!.refreshToken);
    // 29 minutes idle: still live, and the request moves the clock.
    await db().adminActivity.update({ where: { familyId }, data: { lastSeenAt: new Date(Date.now() - 29 * 60_000) } });
    expect((await auditCall(body.user!.accessToken)).status).toBe(200);
    const moved = await db().adminActivity.findUniqueOrThrow({ where: { familyId } });
    expect(Date.now() - moved.lastSeenAt.getTime()).toBeLessThan(60_000);
    // 31 minutes idle: ended.
    await db().adminActivity.update({ where: { familyId }, data: { lastSeenAt: new Date(Date.now() - 31 * 60_000) } });
    const idle = await auditCall(body.user!.accessToken);
    expect(idle.status).toBe(403);
    expect(await idle.json()).toEqual({ message: "Your session has expired. Please log in again." });
    expect(await db().refreshToken.count({ where: { familyId, revokedAt: null } })).toBe(0);
    const renewed = await refresh(jsonPost("/api/refreshAccessToken", { refreshToken: body.user!.refreshToken }));
    expect(renewed.status).toBe(401);
  });

  it("is not renewed by the refresh token once idle, even before any request noticed", async () => {
    const staff = await staffAccount();
    const { body } = await logIn(staff.email);
    const familyId = await familyOf(body.user!.refreshToken);
    await db().adminActivity.update({ where: { familyId }, data: { lastSeenAt: new Date(Date.now() - 45 * 60_000) } });
    const renewed = await refresh(jsonPost("/api/refreshAccessToken", { refreshToken: body.user!.refreshToken }));
    expect(renewed.status).toBe(401);
    expect(await db().refreshToken.count({ where: { familyId, revokedAt: null } })).toBe(0);
  });

  it("refuses a blocked account at the door with 403 and starts no login", async () => {
    const staff = await staffAccount();
    await db().user.update({
      where: { id: staff.id },
      data: { blockedAt: new Date(), blockReason: "left the company" },
    });
    const { status, body } = await logIn(staff.email);
    expect(status).toBe(403);
    expect(body.message).toMatch(/blocked/);
    expect(await db().refreshToken.count({ where: { userId: staff.id } })).toBe(0);
  });
});

describe("the audit log", () => {
  it("is append-only: UPDATE and DELETE are refused by the database", async () => {
    const admin = await adminSession();
    await db().$transaction((tx) =>
      recordAudit(tx, admin.user, {
        action: "city.save",
        entity: "city",
        entityId: "test-city",
        after: { active: true },
      }),
    );
    const entry = await db().auditEntry.findFirstOrThrow({ where: { actorId: admin.user.id } });
    await expect(db().auditEntry.update({ where: { id: entry.id }, data: { reason: "edited" } })).rejects.toThrow(
      /append-only/,
    );
    await expect(db().auditEntry.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    expect(await db().auditEntry.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({ reason: null });
  });

  it("is searched by admins: by kind, id and words, newest first, paged by the last id", async () => {
    const admin = await adminSession();
    const id = `r-${Date.now()}`;
    for (const verb of ["approve", "suspend", "reinstate"]) {
      await db().$transaction((tx) =>
        recordAudit(tx, admin.user, {
          action: `restaurant.${verb}`,
          entity: "restaurant",
          entityId: id,
          before: { reviewStatus: "pending" },
          after: { reviewStatus: verb },
          reason: `because ${verb}`,
        }),
      );
    }
    const page = await searchAudit(admin.session, { entity: "restaurant", entityId: id });
    expect(page.entries.map((e) => e.action)).toEqual([
      "restaurant.reinstate",
      "restaurant.suspend",
      "restaurant.approve",
    ]);
    expect(page.entries[0]).toMatchObject({ actorEmail: admin.user.email, after: { reviewStatus: "reinstate" } });
    const older = await searchAudit(admin.session, { entityId: id, before: page.entries[0]!.id });
    expect(older.entries).toHaveLength(2);
    expect((await searchAudit(admin.session, { q: "SUSPEND", entityId: id })).entries).toHaveLength(1);
    // Through the call, and refused to anyone else.
    const res = await auditRoute(
      new Request(`http://localhost/api/admin/audit?entityId=${id}`, { headers: admin.headers }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { entries: unknown[] }).entries).toHaveLength(3);
    const customer = await createUser("customer");
    const refused = await auditRoute(
      new Request("http://localhost/api/admin/audit", { headers: await bearerHeaders(customer) }),
    );
    expect(refused.status).toBe(403);
    await expect(searchAudit(null, {})).rejects.toThrow(/Only admin accounts/);
    const bad = await auditRoute(
      new Request("http://localhost/api/admin/audit?from=29-11-2026", { headers: admin.headers }),
    );
    expect(bad.status).toBe(422);
  });
});

describe("npm run admin:create", () => {
  it("makes an admin with ADMIN_PASSWORD, leaves an existing one, and refuses a bad email with exit code 2", async () => {
    const email = uniqueEmail("created-admin");
    const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL, ADMIN_PASSWORD: PASSWORD };
    const first = await run("node", ["--import", "tsx", "scripts/create-admin.ts", email.toUpperCase()], { env });
    expect(first.stdout).toContain(`Admin ${email} created`);
    expect(first.stdout).not.toContain(PASSWORD);
    expect((await logIn(email)).status).toBe(200);
    const again = await run("node", ["--import", "tsx", "scripts/create-admin.ts", email], { env });
    expect(again.stdout).toContain("already an admin");
    const bad = await run("node", ["--import", "tsx", "scripts/create-admin.ts", "not-an-email"], { env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(bad).toMatchObject({ code: 2 });
    const generated = await run("node", ["--import", "tsx", "scripts/create-admin.ts", uniqueEmail("gen-admin")], {
      env: { ...env, ADMIN_PASSWORD: undefined },
    });
    expect(generated.stdout).toMatch(/Password \(shown once\): \S{18}/);
  }, 60_000);
});
