// The view of health (issue 33): the figures of GET /api/admin/overview on a made-up day (2099-06-15, IST) of orders,
// payments, refunds, jobs, kitchens and riders, so no other file's rows fall on it. Riders are counted in a city of
// this file's own, jobs in a queue schema of its own.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as overviewGet } from "@/app/api/(admin)/admin/overview/route";
import type { HealthAnswer } from "@/lib/admin/health-contract";
import { readHealth } from "@/lib/admin/health-service";
import { db } from "@/lib/db";
import { NOT_ACCEPTED_REASON } from "@/lib/kitchen/status";
import { adminSession } from "@/tests/support/admin";
import { createOpenRestaurant, createPaidOrder, createUser, uniqueSuffix } from "@/tests/support/factories";
import { ownJobQueue } from "@/tests/support/own-job-queue";
import { giveDelivery, platformKitchen, riderOrder, riderSession } from "@/tests/support/rider-calls";

const schema = ownJobQueue("health");

/** 2099-06-15 (a Monday) at hh:mm IST, `days` later. */
const ist = (hhmm: string, days = 0) => new Date(Date.parse(`2099-06-15T${hhmm}:00+05:30`) + days * 86_400_000);
const AT = ist("12:30");

let admin: Awaited<ReturnType<typeof adminSession>>;
let figures: HealthAnswer;
let kitchenId: string;
const city = `Healthpur ${uniqueSuffix()}`;

async function madeUpDay() {
  const customer = await createUser("customer");
  const restaurant = await createOpenRestaurant();
  // Orders: two at 09:xx and one at 10:xx today, one at 09:xx a week ago; an unpaid one does not count.
  for (const at of [ist("09:10"), ist("09:50"), ist("10:40"), ist("09:20", -7)]) {
    await createPaidOrder(customer.id, restaurant.id, { createdAt: at });
  }
  const unpaid = await createPaidOrder(customer.id, restaurant.id, { createdAt: ist("09:15") });
  await db().order.update({ where: { id: unpaid.id }, data: { paymentStatus: "awaiting_payment" } });
  // Payments: two failed at 11:xx today, one failed yesterday.
  for (const at of [ist("11:05"), ist("11:45"), ist("11:05", -1)]) {
    await db().payment.create({
      data: {
        customerId: customer.id,
        provider: "test",
        providerOrderId: `order_health_${uniqueSuffix()}${uniqueSuffix()}`,
        amountPaise: 10_000,
        status: "failed",
        createdAt: at,
      },
    });
  }
  // Refunds: an unplaced payment's refund asked two days ago; a staff refund pending since yesterday, one failed today.
  await db().payment.create({
    data: {
      customerId: customer.id,
      provider: "test",
      providerOrderId: `order_health_${uniqueSuffix()}${uniqueSuffix()}`,
      amountPaise: 10_000,
      status: "paid",
      refundRequestedAt: ist("08:00", -2),
    },
  });
  const refunded = await createPaidOrder(customer.id, restaurant.id, { createdAt: ist("07:00", -20) });
  for (const [state, at] of [
    ["pending", ist("13:00", -1)],
    ["failed", ist("09:00")],
  ] as const) {
    await db().orderRefund.create({
      data: {
        orderId: refunded.id,
        amountPaise: 1000,
        reason: "Late",
        state,
        createdById: admin.user.id,
        createdAt: at,
      },
    });
  }
  // Kitchens: one order waiting past the 5-minute window, one still within it, one rejected by the window today.
  const kitchen = await createOpenRestaurant({ acceptWindowMinutes: 5 });
  kitchenId = kitchen.id;
  for (const paidAt of [ist("12:10"), ist("12:28")]) {
    const order = await createPaidOrder(customer.id, kitchen.id, { createdAt: paidAt });
    await db().order.update({ where: { id: order.id }, data: { paidAt } });
  }
  const rejected = await createPaidOrder(customer.id, kitchen.id, { createdAt: ist("07:50") });
  await db().order.update({
    where: { id: rejected.id },
    data: {
      kitchenStatus: "rejected",
      rejectReason: NOT_ACCEPTED_REASON,
      rejectedAt: ist("07:55"),
      paidAt: ist("07:50"),
    },
  });
  // Jobs: two mails and a kitchen job failed today, a mail yesterday, a completed one today.
  for (const [name, state, at] of [
    ["mail", "failed", ist("03:00")],
    ["mail", "failed", ist("11:00")],
    ["kitchen", "failed", ist("06:00")],
    ["mail", "failed", ist("11:00", -1)],
    ["mail", "completed", ist("11:00")],
  ] as const) {
    await db().$executeRawUnsafe(
      `INSERT INTO ${schema}.job (name, state, completed_on) VALUES ($1, $2::${schema}.job_state, $3)`,
      name,
      state,
      at,
    );
  }
  // Riders in this file's city: two online (one with a delivery in hand), one offline.
  const riders = [await riderSession({ online: true }), await riderSession({ online: true }), await riderSession()];
  await db().rider.updateMany({ where: { userId: { in: riders.map((r) => r.user.id) } }, data: { city } });
  const platform = await platformKitchen();
  await giveDelivery(await riderOrder(platform), riders[0]!.user.id);
}

beforeAll(async () => {
  admin = await adminSession();
  await madeUpDay();
  figures = await readHealth(admin.session, AT);
});

describe("the figures of a made-up day", () => {
  it("orders per IST hour today and the same weekday last week", () => {
    expect(figures.date).toBe("2099-06-15");
    expect(figures.ordersPerHour).toHaveLength(24);
    expect(figures.ordersPerHour[9]).toEqual({ hour: 9, today: 2, lastWeek: 1 });
    expect(figures.ordersPerHour[10]).toEqual({ hour: 10, today: 1, lastWeek: 0 });
    expect(figures.ordersPerHour.reduce((sum, h) => sum + h.today, 0)).toBe(3 + 3);
  });

  it("payments failed per hour today", () => {
    expect(figures.paymentsFailedPerHour[11]).toEqual({ hour: 11, failed: 2 });
    expect(figures.paymentsFailedPerHour.reduce((sum, h) => sum + h.failed, 0)).toBe(2);
  });

  it("refunds pending by the day they were asked for", () => {
    const byDay = Object.fromEntries(figures.refundsPending.byDay.map((d) => [d.date, d.count]));
    expect(byDay).toEqual({
      "2099-06-09": 0,
      "2099-06-10": 0,
      "2099-06-11": 0,
      "2099-06-12": 0,
      "2099-06-13": 1,
      "2099-06-14": 1,
      "2099-06-15": 1,
    });
    expect(figures.refundsPending.failed).toBeGreaterThanOrEqual(1);
  });

  it("jobs failed today by queue", () => {
    expect(figures.jobsFailed).toEqual({
      total: 3,
      byQueue: [
        { queue: "mail", failed: 2 },
        { queue: "kitchen", failed: 1 },
      ],
    });
  });

  it("kitchens not answering", () => {
    const kitchen = figures.kitchens.restaurants.find((r) => r.restaurantId === kitchenId);
    expect(kitchen).toMatchObject({ waiting: 1, autoRejected: 1 });
  });

  it("riders online by city", () => {
    expect(figures.ridersOnline.byCity.find((c) => c.city === city)).toEqual({ city, online: 2, busy: 1 });
  });

  it("answers an admin through GET /api/admin/overview", async () => {
    const response = await overviewGet(new Request("http://localhost/api/admin/overview", { headers: admin.headers }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as HealthAnswer;
    expect(body.ordersPerHour).toHaveLength(24);
  });
});
