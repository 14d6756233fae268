// The platform's coupons (issue 33): GET/POST /api/admin/coupons and POST /api/admin/coupons/[id]/deactivate, with
// the owner's offer rules, clear 4xx answers that change nothing, and an audit entry for each change.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as deactivatePost } from "@/app/api/(admin)/admin/coupons/[id]/deactivate/route";
import { GET as couponsGet, POST as couponsPost } from "@/app/api/(admin)/admin/coupons/route";
import { db } from "@/lib/db";
import { adminSession } from "@/tests/support/admin";
import { createOpenRestaurant, uniqueSuffix } from "@/tests/support/factories";
import { jsonPost } from "@/tests/support/session";

let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  admin = await adminSession();
});

const code = () =>
  `PLAT${uniqueSuffix()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 8)}`;

async function create(body: Record<string, unknown>) {
  const response = await couponsPost(jsonPost("/api/admin/coupons", body, admin.headers));
  return { status: response.status, body: await response.json() };
}

async function deactivate(id: string) {
  const response = await deactivatePost(jsonPost(`/api/admin/coupons/${id}/deactivate`, {}, admin.headers), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, body: await response.json() };
}

describe("platform coupons", () => {
  it.each([
    [{ title: "No code", percentBps: 1000 }, 422, "A platform coupon needs a code"],
    [{ code: code(), title: "Too much", percentBps: 20_000 }, 422, "percentBps must be from 100 to 10000 (1% to 100%)"],
    [
      { code: code(), title: "Both", percentBps: 1000, flatPaise: 500 },
      422,
      "Give either a percent or a flat amount off",
    ],
    [{ code: "x", title: "Short", flatPaise: 500 }, 422, "code must be 3 to 20 letters and digits"],
  ])("refuses %j and writes nothing", async (body, status, problem) => {
    const before = await db().offer.count({ where: { restaurantId: null } });
    const answer = await create(body);
    expect(answer.status).toBe(status);
    expect([answer.body.message, ...Object.values(answer.body.errors ?? {}).flat()]).toContain(problem);
    expect(await db().offer.count({ where: { restaurantId: null } })).toBe(before);
  });

  it("creates one (audited), lists it, refuses its code twice, and deactivates it once (audited)", async () => {
    const typed = code();
    const created = await create({
      code: typed.toLowerCase(),
      title: "₹75 off",
      flatPaise: 7500,
      minOrderPaise: 30_000,
    });
    expect(created.status).toBe(200);
    expect(created.body.offer).toMatchObject({ code: typed, status: "active", flatPaise: 7500 });
    const id = created.body.offer._id as string;
    expect((await db().offer.findUniqueOrThrow({ where: { id } })).restaurantId).toBeNull();
    expect(await db().auditEntry.findFirst({ where: { entityId: id, action: "offer.create" } })).not.toBeNull();

    const again = await create({ code: typed, title: "Again", flatPaise: 100 });
    expect(again.status).toBe(409);

    const list = await couponsGet(new Request("http://localhost/api/admin/coupons", { headers: admin.headers }));
    expect(((await list.json()).offers as Array<{ _id: string }>).some((o) => o._id === id)).toBe(true);

    const ended = await deactivate(id);
    expect(ended.status).toBe(200);
    expect(ended.body.offer).toMatchObject({ active: false, status: "inactive" });
    const audit = await db().auditEntry.findFirstOrThrow({ where: { entityId: id, action: "offer.deactivate" } });
    expect(audit.after).toEqual({ active: false });
    expect((await deactivate(id)).status).toBe(409);
  });

  it("does not touch a restaurant's own offer or an unknown id (404)", async () => {
    const restaurant = await createOpenRestaurant();
    const own = await db().offer.create({ data: { restaurantId: restaurant.id, title: "Own", flatPaise: 100 } });
    expect((await deactivate(own.id)).status).toBe(404);
    expect((await db().offer.findUniqueOrThrow({ where: { id: own.id } })).active).toBe(true);
    expect((await deactivate("nosuchcoupon")).status).toBe(404);
    expect((await deactivate("bad id!")).status).toBe(404);
  });
});
