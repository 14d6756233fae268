// The console's people (issue 33 item 3): search, block and unblock (logins ended, login refused, a rider offline,
// audited), the refusals, and a rider's cash settled, through the route handlers on the real database.
import { describe, expect, it } from "vitest";
import { POST as settleRoute } from "@/app/api/(admin)/admin/riders/settle-cash/route";
import { POST as blockRoute } from "@/app/api/(admin)/admin/users/block/route";
import { GET as usersRoute } from "@/app/api/(admin)/admin/users/route";
import { isSessionLive, startSession } from "@/lib/accounts/sessions";
import { db } from "@/lib/db";
import { adminSession } from "@/tests/support/admin";
import { createOpenRestaurant, createUser } from "@/tests/support/factories";
import { riderSession } from "@/tests/support/rider-calls";
import { jsonPost, logInAs } from "@/tests/support/session";

type Answer = { status: number; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads

async function post(
  route: typeof blockRoute,
  path: string,
  body: unknown,
  headers: Record<string, string>,
): Promise<Answer> {
  const response = await route(jsonPost(path, body, headers));
  return { status: response.status, body: await response.json() };
}

const block = (body: unknown, headers: Record<string, string>) =>
  post(blockRoute, "/api/admin/users/block", body, headers);

const auditOf = async (entityId: string) =>
  (await db().auditEntry.findMany({ where: { entityId }, orderBy: { id: "asc" } })).map((e) => [e.action, e.reason]);

describe("POST /api/admin/users/block", () => {
  it("blocks with a reason: every login ends, logging in is refused, a rider goes offline; unblock lets them back", async () => {
    const admin = await adminSession();
    const rider = await riderSession({ online: true });
    const login = await logInAs(rider.user);
    expect(await isSessionLive(login.session.sessionId)).toBe(true);

    const blocked = await block({ userId: rider.user.id, blocked: true, reason: "Fake deliveries" }, admin.headers);
    expect(blocked.status).toBe(200);
    expect(blocked.body.person).toMatchObject({ blockReason: "Fake deliveries", rider: { online: false } });
    expect(blocked.body.endedLogins).toBeGreaterThanOrEqual(2);
    expect(await db().refreshToken.count({ where: { userId: rider.user.id, revokedAt: null } })).toBe(0);
    expect(await isSessionLive(login.session.sessionId)).toBe(false);
    await expect(startSession({ ...rider.user, restaurant: null })).rejects.toMatchObject({ status: 403 });
    expect(await auditOf(rider.user.id)).toEqual([["user.block", "Fake deliveries"]]);

    expect((await block({ userId: rider.user.id, blocked: true, reason: "Again" }, admin.headers)).status).toBe(409);
    const unblocked = await block({ userId: rider.user.id, blocked: false }, admin.headers);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.person.blockedAt).toBeNull();
    await expect(startSession({ ...rider.user, restaurant: null })).resolves.toBeTruthy();
    expect(await auditOf(rider.user.id)).toEqual([
      ["user.block", "Fake deliveries"],
      ["user.unblock", null],
    ]);
  });

  it("refuses a block without a reason (422), an admin's or one's own account (409), and an unknown one (404)", async () => {
    const admin = await adminSession();
    const other = await adminSession();
    const customer = await createUser("customer");
    expect((await block({ userId: customer.id, blocked: true }, admin.headers)).status).toBe(422);
    expect((await block({ userId: customer.id, blocked: true, reason: "   " }, admin.headers)).status).toBe(422);
    expect((await block({ userId: customer.id, blocked: "yes", reason: "x" }, admin.headers)).status).toBe(422);
    expect((await block({ userId: other.user.id, blocked: true, reason: "x" }, admin.headers)).status).toBe(409);
    expect((await block({ userId: admin.user.id, blocked: true, reason: "x" }, admin.headers)).status).toBe(409);
    expect((await block({ userId: customer.id, blocked: false }, admin.headers)).status).toBe(409);
    expect((await block({ userId: "nobody", blocked: true, reason: "x" }, admin.headers)).status).toBe(404);
    const rows = await db().user.findMany({ where: { id: { in: [customer.id, other.user.id, admin.user.id] } } });
    expect(rows.every((row) => row.blockedAt === null)).toBe(true);
    expect(
      await db().auditEntry.count({ where: { entityId: { in: [customer.id, other.user.id, admin.user.id] } } }),
    ).toBe(0);
  });
});

describe("GET /api/admin/users and POST /api/admin/riders/settle-cash", () => {
  it("finds people by email, name or phone, of one type, with a rider's cash held; settles it once, audited", async () => {
    const admin = await adminSession();
    const rider = await riderSession();
    const customer = await createUser("customer");
    const restaurant = await createOpenRestaurant();
    const search = async (params: Record<string, string>) => {
      const response = await usersRoute(
        new Request(`http://localhost/api/admin/users?${new URLSearchParams(params)}`, { headers: admin.headers }),
        { params: Promise.resolve({}) },
      );
      return { status: response.status, body: await response.json() };
    };
    expect((await search({ q: customer.email.toUpperCase() })).body.people.map((p: { _id: string }) => p._id)).toEqual([
      customer.id,
    ]);
    expect((await search({ q: rider.user.username, type: "customer" })).body.people).toEqual([]);
    expect((await search({ type: "alien" })).status).toBe(422);

    {
      await db().delivery.create({
        data: {
          orderId: (
            await db().order.create({
              data: {
                customerId: customer.id,
                restaurantId: restaurant.id,
                customerName: "Cash Customer",
                deliveryAddress: "1 Road",
                deliveryCity: "Hyderabad",
                deliveryState: "Telangana",
                status: "delivered",
                paymentMethod: "cod",
                paymentStatus: "cod_due",
                subtotalPaise: 30_000,
                deliveryChargePaise: 2_000,
                totalPaise: 32_000,
              },
            })
          ).id,
          restaurantId: restaurant.id,
          riderId: rider.user.id,
          state: "delivered",
          code: "1234",
          deliveredAt: new Date(),
          cashCollectedPaise: 32_000,
        },
      });
    }
    const found = await search({ q: rider.user.email, type: "rider" });
    expect(found.body.people[0]).toMatchObject({ _id: rider.user.id, rider: { cashHeldPaise: 32_000 } });

    const settle = (riderId: string) => post(settleRoute, "/api/admin/riders/settle-cash", { riderId }, admin.headers);
    const settled = await settle(rider.user.id);
    expect(settled.status).toBe(200);
    expect(settled.body).toMatchObject({ deliveries: 1, settledPaise: 32_000 });
    const again = await settle(rider.user.id);
    expect(again.body).toMatchObject({ deliveries: 0, settledPaise: 0 });
    expect(await auditOf(rider.user.id)).toEqual([["rider.settle_cash", null]]);
    expect((await settle(customer.id)).status).toBe(404);
  });
});
