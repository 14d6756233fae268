// Marketplace settings from a time on (issue 33): scheduling through POST /api/admin/settings (bad input refused,
// nothing written), the GET's now/scheduled/history, and the three places the values take effect without touching
// what was decided before: the platform fee at checkout, the commission when an order is paid, the rider's pay.
// Marketplace-wide changes are scheduled far in the future (year 2100 on) and the services are called "then", so the
// other test files checking out today in the same database never meet them.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as settingsGet, POST as settingsPost } from "@/app/api/(admin)/admin/settings/route";
import type { SettingsAnswer } from "@/lib/admin/settings-contract";
import { forgetSettings, riderRatesAt } from "@/lib/admin/settings-in-force";
import { db } from "@/lib/db";
import { startCheckout } from "@/lib/checkout/service";
import { recordOrderPaid } from "@/lib/money/ledger-write";
import { closeDelivery } from "@/lib/riders/close";
import { adminSession } from "@/tests/support/admin";
import { checkoutBody, customerSession, openRestaurantWithDishes } from "@/tests/support/order-calls";
import { giveDelivery, platformKitchen, riderOrder, riderSession } from "@/tests/support/rider-calls";
import { jsonPost, sessionUserOf } from "@/tests/support/session";

let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  admin = await adminSession();
});

/** An instant far ahead, different for each test (minutes after 2100-01-01 IST). */
let nextFuture = 0;
const future = () => new Date(Date.parse("2100-01-01T00:00:00+05:30") + ++nextFuture * 86_400_000);

async function schedule(body: Record<string, unknown>, headers = admin.headers) {
  const response = await settingsPost(jsonPost("/api/admin/settings", body, headers));
  return { status: response.status, body: await response.json() };
}

async function readSettings(q?: string): Promise<SettingsAnswer> {
  const url = `http://localhost/api/admin/settings${q ? `?q=${encodeURIComponent(q)}` : ""}`;
  const response = await settingsGet(new Request(url, { headers: admin.headers }));
  expect(response.status).toBe(200);
  return response.json();
}

const settingRows = () => db().platformSetting.count();

describe("POST /api/admin/settings refuses bad input and writes nothing", () => {
  it.each([
    [{ key: "commission_bps", value: 5001 }, 422, "The commission must be from 0 to 5000 basis points (0% to 50%)"],
    [{ key: "platform_fee_paise", value: -1 }, 422, "value cannot be negative"],
    [{ key: "platform_fee_paise", value: 100_001 }, 422, "platform_fee_paise must be from 0 to 100000 paise (₹1000)"],
    [{ key: "rider_per_km_paise", value: 12.5 }, 422, "value must be a whole number"],
    [{ key: "surge_paise", value: 10 }, 422, undefined],
    [
      { key: "platform_fee_paise", value: 500, restaurantId: "abc123" },
      422,
      "Only the commission is set per restaurant",
    ],
    [
      { key: "platform_fee_paise", value: 500, effectiveFrom: "2020-01-01T00:00:00Z" },
      422,
      "effectiveFrom cannot be in the past: a change applies from now or later",
    ],
    [{ key: "commission_bps", value: 1000, restaurantId: "nosuchrestaurant" }, 404, "Restaurant not found"],
  ])("%j: %i", async (body, status, problem) => {
    const before = await settingRows();
    const answer = await schedule(body);
    expect(answer.status).toBe(status);
    const said = [answer.body.message, ...Object.values(answer.body.errors ?? {}).flat()];
    if (problem) expect(said).toContain(problem);
    expect(await settingRows()).toBe(before);
  });

  it("names the field: 'value cannot be negative', and the past", async () => {
    const negative = await schedule({ key: "rider_base_paise", value: -5 });
    expect(negative.body.errors.value).toContain("value cannot be negative");
    const past = await schedule({
      key: "rider_base_paise",
      value: 5,
      effectiveFrom: new Date(Date.now() - 5 * 60_000).toISOString(),
    });
    expect(past.body.errors.effectiveFrom).toBeDefined();
  });
});

describe("scheduling and reading", () => {
  it("schedules a change with its audit entry (before: the value then in force) and shows it as scheduled", async () => {
    const when = future();
    const answer = await schedule({ key: "rider_min_paise", value: 3000, effectiveFrom: when.toISOString() });
    expect(answer.status).toBe(200);
    expect(answer.body.change).toMatchObject({ key: "rider_min_paise", value: 3000, restaurantId: null });
    const audit = await db().auditEntry.findFirstOrThrow({ where: { entityId: answer.body.change._id } });
    expect(audit).toMatchObject({ action: "setting.schedule", entity: "setting", actorId: admin.user.id });
    expect(audit.before).toMatchObject({ key: "rider_min_paise", value: 0 });
    expect(audit.after).toMatchObject({ key: "rider_min_paise", value: 3000, effectiveFrom: when.toISOString() });

    const read = await readSettings();
    const min = read.settings.find((s) => s.key === "rider_min_paise")!;
    expect(min.now).toBe(0);
    expect(min.isDefault).toBe(true);
    expect(min.scheduled.map((c) => c.value)).toContain(3000);
    expect(min.scheduled.find((c) => c.value === 3000)?.createdBy).toBe(admin.user.email);
  });

  it("a restaurant's commission: 0% and 50% are allowed, it shows under the restaurant found by name", async () => {
    const { restaurant } = await openRestaurantWithDishes([10_000]);
    expect((await schedule({ key: "commission_bps", value: 0, restaurantId: restaurant.id })).status).toBe(200);
    const later = future().toISOString();
    expect(
      (await schedule({ key: "commission_bps", value: 5000, restaurantId: restaurant.id, effectiveFrom: later }))
        .status,
    ).toBe(200);
    const read = await readSettings(restaurant.name);
    const row = read.restaurants.find((r) => r.restaurantId === restaurant.id)!;
    expect(row).toMatchObject({ nowBps: 0, source: "schedule" });
    expect(row.scheduled.map((c) => c.value)).toEqual([5000]);
    expect(row.history.map((c) => c.value)).toEqual([0]);
  });
});

describe("the settings take effect from their time, and what was decided before keeps its value", () => {
  it("the platform fee: a checkout now bills the old fee, one after effectiveFrom the new, the earlier order keeps its bill", async () => {
    const { customer } = await customerSession();
    const { restaurant, dishes } = await openRestaurantWithDishes([20_000]);
    const body = checkoutBody(restaurant.id, [{ id: dishes[0]!.id }]);
    const when = future();
    expect((await schedule({ key: "platform_fee_paise", value: 1500, effectiveFrom: when.toISOString() })).status).toBe(
      200,
    );

    const before = await startCheckout(sessionUserOf(customer), body, new Date());
    expect(before.bill?.platformFeePaise ?? 0).toBe(0);
    const after = await startCheckout(sessionUserOf(customer), body, new Date(when.getTime() + 60_000));
    expect(after.bill?.platformFeePaise).toBe(1500);
    // The factories' restaurants price with GST included: the total grew by the fee.
    expect(after.order.amount - before.order.amount).toBe(1500);

    const first = await db().order.findUniqueOrThrow({ where: { id: before.orderId! } });
    expect(first.platformFeePaise).toBe(0);
    expect((first.bill as { platformFeePaise?: number }).platformFeePaise ?? 0).toBe(0);
    expect(first.totalPaise).toBe(before.order.amount);
  });

  it("the commission: an order paid after a change keeps the rate in force when it was placed", async () => {
    const kitchen = await platformKitchen();
    // Two orders not yet in the ledger (cash due); one placed ten minutes ago, one now. The restaurant's rate changed
    // five minutes ago (written directly: a restaurant's own rate touches no other file's orders).
    const placedBefore = await riderOrder(kitchen, { cod: true });
    await db().order.update({
      where: { id: placedBefore.id },
      data: { createdAt: new Date(Date.now() - 10 * 60_000) },
    });
    await db().platformSetting.create({
      data: {
        key: "commission_bps",
        restaurantId: kitchen.restaurant.id,
        value: 1000,
        effectiveFrom: new Date(Date.now() - 5 * 60_000),
        createdById: admin.user.id,
      },
    });
    forgetSettings();
    const placedAfter = await riderOrder(kitchen, { cod: true });
    for (const order of [placedBefore, placedAfter]) await db().$transaction((tx) => recordOrderPaid(tx, order.id));
    const commission = async (orderId: string) =>
      (await db().ledgerEntry.findFirstOrThrow({ where: { orderId, account: "platform_commission" } })).amountPaise;
    // The same food: the deployment's 15% before the change, the restaurant's 10% after.
    expect((await commission(placedAfter.id)) / (await commission(placedBefore.id))).toBeCloseTo(1000 / 1500, 2);
  });

  it("the rider's pay: a delivery closed after a change of rates is paid at the new rates", async () => {
    const when = future();
    for (const [key, value] of [
      ["rider_base_paise", 4000],
      ["rider_per_km_paise", 1000],
      ["rider_min_paise", 0],
    ] as const) {
      expect((await schedule({ key, value, effectiveFrom: when.toISOString() })).status).toBe(200);
    }
    expect(await riderRatesAt(db(), new Date())).toMatchObject({ basePaise: 2500, perKmPaise: 800 });
    expect(await riderRatesAt(db(), when)).toEqual({ basePaise: 4000, perKmPaise: 1000, minPaise: 0 });

    const kitchen = await platformKitchen();
    const rider = await riderSession({ online: true });
    const closeAt = async (at: Date) => {
      const order = await riderOrder(kitchen, { status: "out_for_delivery", kitchenStatus: "ready" });
      await giveDelivery(order, rider.user.id, { state: "picked_up", distanceMeters: 3000 });
      await db().$transaction((tx) => closeDelivery(tx, order.id, at, { flagged: false, required: true }));
      return (await db().delivery.findUniqueOrThrow({ where: { orderId: order.id } })).payPaise;
    };
    expect(await closeAt(new Date())).toBe(2500 + 2400);
    expect(await closeAt(new Date(when.getTime() + 1000))).toBe(4000 + 3000);
  });
});
