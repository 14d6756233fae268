import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { currentStatsYear } from "@/lib/owner/months";
import { rebuildRestaurantStats } from "@/lib/owner/stats";
import { revenueOf } from "@/lib/owner/stats-rebuild";
import { derivedTestSecret } from "@/lib/payments/provider";
import { webhookSignature } from "@/lib/payments/signature";
import { createMenuItem, createPaidOrder, createUser, uniqueSuffix } from "@/tests/support/factories";
import { checkoutBody, customerSession, post as postOrderCall, postWebhook } from "@/tests/support/order-calls";
import { cancelAsRestaurant, get, ownerSession, post, strangers } from "@/tests/support/owner-calls";
import { bearerHeaders } from "@/tests/support/session";

async function statsOf(restaurantId: string) {
  const months = await db().restaurantMonthStats.findMany({ where: { restaurantId }, orderBy: { month: "asc" } });
  const customers = await db().restaurantCustomer.findMany({ where: { restaurantId }, orderBy: { customerId: "asc" } });
  return {
    months: months.map((m) => ({
      month: m.month.toISOString().slice(0, 10),
      orders: m.orders,
      revenue: m.revenuePaise,
      customers: m.customers,
    })),
    customers: customers.map((c) => ({ customerId: c.customerId, firstOrderAt: c.firstOrderAt.toISOString() })),
  };
}

const line = (menuItemId: string, pricePaise: number, quantity = 1) => [{ menuItemId, pricePaise, quantity }];

describe("GET /api/getDashboardDetails", () => {
  it("answers totals, categories and the twelve months of the year in Asia/Kolkata", async () => {
    const { restaurant, headers } = await ownerSession();
    const starters = await createMenuItem(restaurant.id, { category: "Starters" });
    await createMenuItem(restaurant.id, { category: "Starters" });
    await createMenuItem(restaurant.id, { category: "Curries" });
    await createMenuItem(restaurant.id, { category: "Biryani", archivedAt: new Date() });
    const [asha, ravi, neha] = [await createUser(), await createUser(), await createUser()];
    const order = (customerId: string, at: string, status: "delivered" | "pending" | "cancelled", paise: number) =>
      createPaidOrder(customerId, restaurant.id, {
        createdAt: new Date(at),
        status,
        ...(status === "cancelled" && { paymentStatus: "refunded" as const }),
        lines: line(starters.id, paise, 3), // 3 items: no delivery charge, total = 3 × price
      });
    // 23:29 IST on 31 December 2025 is December; 00:30 IST on 1 January 2026 is January (UTC says December).
    await order(asha.id, "2025-12-31T17:59:00Z", "delivered", 10000);
    await order(asha.id, "2025-12-31T19:00:00Z", "delivered", 20000);
    await order(ravi.id, "2026-03-10T06:00:00Z", "delivered", 5050);
    await order(ravi.id, "2026-12-15T06:00:00Z", "delivered", 1000);
    await order(ravi.id, "2026-03-11T06:00:00Z", "pending", 7000); // counts as an order, no revenue yet
    await order(neha.id, "2026-04-01T06:00:00Z", "cancelled", 9000); // an order, refunded: no revenue
    // another restaurant's delivered order, and an unpaid checkout here, count for nothing
    await createPaidOrder(asha.id, (await ownerSession()).restaurant.id, { status: "delivered" });
    const shopper = await customerSession();
    await postOrderCall("createPaymentOrder", checkoutBody(restaurant.id, [{ id: starters.id }]), shopper.headers);
    await rebuildRestaurantStats(restaurant.id);

    const answer = await get("getDashboardDetails", { _id: restaurant.id, year: 2026 }, headers);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      dashboardDetails: {
        totalRevenue: 300 + 600 + 151.5 + 30,
        totalOrders: 6,
        totalMenuItems: 3,
        totalCustomers: 3,
        categoryData: [
          { _id: "Starters", categoryCount: 2 },
          { _id: "Curries", categoryCount: 1 },
        ],
        revenueData: [600, 0, 151.5, 0, 0, 0, 0, 0, 0, 0, 0, 30].map((rupees, month) => ({
          _id: month,
          totalRevenueOfMonth: rupees,
        })),
        years: [2026, 2025],
      },
    });
    const previous = await get("getDashboardDetails", { _id: restaurant.id, year: "2025" }, headers);
    expect(previous.body.dashboardDetails.revenueData[11]).toEqual({ _id: 11, totalRevenueOfMonth: 300 });
    expect(
      previous.body.dashboardDetails.revenueData
        .slice(0, 11)
        .every((m: { totalRevenueOfMonth: number }) => m.totalRevenueOfMonth === 0),
    ).toBe(true);
    expect(previous.body.dashboardDetails.totalOrders).toBe(6);
  });

  it("defaults to this year in Asia/Kolkata, and answers zeros for a new restaurant", async () => {
    const { restaurant, headers } = await ownerSession();
    const answer = await get("getDashboardDetails", { _id: restaurant.id }, headers);
    expect(answer).toEqual({
      status: 200,
      body: {
        dashboardDetails: {
          totalRevenue: 0,
          totalOrders: 0,
          totalMenuItems: 0,
          totalCustomers: 0,
          categoryData: [],
          revenueData: Array.from({ length: 12 }, (_, month) => ({ _id: month, totalRevenueOfMonth: 0 })),
          years: [],
        },
      },
    });
    const customer = await createUser();
    await createPaidOrder(customer.id, restaurant.id, { status: "delivered" });
    await rebuildRestaurantStats(restaurant.id);
    const now = await get("getDashboardDetails", { _id: restaurant.id, year: "" }, headers);
    expect(now.body.dashboardDetails.years).toEqual([currentStatsYear()]);
    expect(
      now.body.dashboardDetails.revenueData.some((m: { totalRevenueOfMonth: number }) => m.totalRevenueOfMonth > 0),
    ).toBe(true);
  });

  it("refuses another owner's restaurant, a customer, a visitor and a bad year", async () => {
    const { restaurant, headers } = await ownerSession();
    const { customer, otherOwner, visitor } = await strangers();
    const query = { _id: restaurant.id, year: 2026 };
    expect(await get("getDashboardDetails", query, otherOwner)).toEqual({
      status: 403,
      body: { message: "You can only manage your own restaurant" },
    });
    expect(await get("getDashboardDetails", query, customer)).toEqual({
      status: 403,
      body: { message: "Only restaurant accounts can do this" },
    });
    expect((await get("getDashboardDetails", query, visitor)).status).toBe(401);
    const homeless = await createUser("restaurant");
    expect((await get("getDashboardDetails", query, await bearerHeaders(homeless))).status).toBe(403);
    expect((await get("getDashboardDetails", { ...query, year: "next" }, headers)).status).toBe(422);
    expect((await get("getDashboardDetails", { ...query, year: 1999 }, headers)).status).toBe(422);
    expect((await get("getDashboardDetails", { year: 2026 }, headers)).status).toBe(422);
  });
});

describe("the dashboard's roll-ups follow the orders as they change", () => {
  function capturedWebhook(paymentId: string, providerOrderId: string, amount: number) {
    const body = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount, status: "captured" } } },
    });
    return {
      body,
      headers: {
        "x-razorpay-signature": webhookSignature(body, derivedTestSecret("test-gateway-webhook")),
        "x-razorpay-event-id": `evt_${uniqueSuffix()}`,
      },
    };
  }

  /** A customer's checkout of `dishId` paid through the test gateway, by the browser or by the webhook. */
  async function paidCheckout(
    restaurantId: string,
    dishId: string,
    by: "browser" | "webhook",
    quantity = 1,
    extra: Record<string, unknown> = {},
  ) {
    const shopper = await customerSession();
    const created = await postOrderCall(
      "createPaymentOrder",
      checkoutBody(restaurantId, [{ id: dishId, quantity }], extra),
      shopper.headers,
    );
    expect(created.status).toBe(200);
    const paid = await postOrderCall("testPay", { order_id: created.body.order.id }, shopper.headers);
    if (by === "browser") {
      expect((await postOrderCall("verifyPayment", paid.body, shopper.headers)).status).toBe(200);
    } else {
      const hook = capturedWebhook(paid.body.razorpay_payment_id, created.body.order.id, created.body.order.amount);
      expect((await postWebhook(hook.body, hook.headers)).status).toBe(200);
    }
    return { ...shopper, orderId: created.body.orderId as string, amountPaise: created.body.order.amount as number };
  }

  it("counts an order when it is paid (browser or webhook) and its revenue when delivered, as a rebuild would", async () => {
    const { restaurant, headers } = await ownerSession();
    const dish = await createMenuItem(restaurant.id, { pricePaise: 25000 });
    const year = currentStatsYear();
    const figures = async () =>
      (await get("getDashboardDetails", { _id: restaurant.id, year }, headers)).body.dashboardDetails;

    const first = await paidCheckout(restaurant.id, dish.id, "browser");
    expect(await figures()).toMatchObject({ totalOrders: 1, totalCustomers: 1, totalRevenue: 0 });
    const second = await paidCheckout(restaurant.id, dish.id, "webhook", 3);
    expect(await figures()).toMatchObject({ totalOrders: 2, totalCustomers: 2, totalRevenue: 0 });

    for (const status of ["out for delivery", "delivered"]) {
      expect((await post("updateOrderStatus", { _id: second.orderId, status }, headers)).status).toBe(200);
    }
    // a repeated "delivered" is a no-op and adds no revenue twice
    expect((await post("updateOrderStatus", { _id: second.orderId, status: "delivered" }, headers)).status).toBe(200);
    const delivered = await figures();
    expect(delivered).toMatchObject({ totalOrders: 2, totalCustomers: 2, totalRevenue: second.amountPaise / 100 });
    expect(
      delivered.revenueData.reduce((sum: number, m: { totalRevenueOfMonth: number }) => sum + m.totalRevenueOfMonth, 0),
    ).toBe(second.amountPaise / 100);

    // a cancelled paid order stays counted as an order, with no revenue
    expect((await cancelAsRestaurant(first.orderId, headers)).status).toBe(200);
    // an illegal move changes nothing
    expect((await post("updateOrderStatus", { _id: first.orderId, status: "delivered" }, headers)).status).toBe(409);
    expect(await figures()).toMatchObject({
      totalOrders: 2,
      totalCustomers: 2,
      totalRevenue: second.amountPaise / 100,
    });

    // the same customer again: one more order, no new customer; verifying twice counts it once
    const created = await postOrderCall(
      "createPaymentOrder",
      checkoutBody(restaurant.id, [{ id: dish.id }]),
      second.headers,
    );
    const paid = await postOrderCall("testPay", { order_id: created.body.order.id }, second.headers);
    expect((await postOrderCall("verifyPayment", paid.body, second.headers)).status).toBe(200);
    expect((await postOrderCall("verifyPayment", paid.body, second.headers)).status).toBe(200);
    expect(await figures()).toMatchObject({ totalOrders: 3, totalCustomers: 2 });

    const incremental = await statsOf(restaurant.id);
    await rebuildRestaurantStats(restaurant.id);
    expect(await statsOf(restaurant.id)).toEqual(incremental);
  });

  it("counts as revenue what the customer paid less the delivery partner's tip and the platform fee", async () => {
    const { restaurant, headers } = await ownerSession();
    const dish = await createMenuItem(restaurant.id, { pricePaise: 25000 });
    const year = currentStatsYear();
    const tipped = await paidCheckout(restaurant.id, dish.id, "browser", 1, { tipPaise: 3000 });
    for (const status of ["out for delivery", "delivered"]) {
      expect((await post("updateOrderStatus", { _id: tipped.orderId, status }, headers)).status).toBe(200);
    }
    const figures = (await get("getDashboardDetails", { _id: restaurant.id, year }, headers)).body.dashboardDetails;
    // ₹250 + ₹20 delivery + ₹30 tip paid; the restaurant's ₹270
    expect(tipped.amountPaise).toBe(30000);
    expect(figures.totalRevenue).toBe(270);

    // a platform fee of ₹10 is the platform's too, with its GST when billed tax-exclusive (₹1.80), as the roll-up
    // and the rebuild count it (the same SQL, read here over made-up rows: a paid order's money never changes)
    const rows = await db().$queryRaw<Array<{ revenue: bigint }>>`
      SELECT ${revenueOf("o")} AS "revenue"
      FROM (VALUES (31180, 3000, 1000, '{"taxMode":"exclusive"}'::jsonb),
                   (31000, 3000, 1000, '{"taxMode":"inclusive"}'::jsonb),
                   (27000, 0, 0, NULL::jsonb)) AS o("totalPaise", "tipPaise", "platformFeePaise", "bill")`;
    expect(rows.map((row) => Number(row.revenue))).toEqual([27_000, 27_000, 27_000]);
    await rebuildRestaurantStats(restaurant.id);
    expect((await statsOf(restaurant.id)).months.map((m) => m.revenue)).toEqual([BigInt(27000)]);
  });

  it("counts a customer once when two of their orders are paid at the same moment", async () => {
    const { restaurant, headers } = await ownerSession();
    const dishes = [await createMenuItem(restaurant.id), await createMenuItem(restaurant.id)];
    const shopper = await customerSession();
    const payments = [];
    for (const dish of dishes) {
      const created = await postOrderCall(
        "createPaymentOrder",
        checkoutBody(restaurant.id, [{ id: dish.id }]),
        shopper.headers,
      );
      payments.push((await postOrderCall("testPay", { order_id: created.body.order.id }, shopper.headers)).body);
    }
    const verified = await Promise.all(payments.map((p) => postOrderCall("verifyPayment", p, shopper.headers)));
    expect(verified.map((v) => v.status)).toEqual([200, 200]);
    const figures = (await get("getDashboardDetails", { _id: restaurant.id }, headers)).body.dashboardDetails;
    expect(figures).toMatchObject({ totalOrders: 2, totalCustomers: 1 });
    const incremental = await statsOf(restaurant.id);
    expect(incremental.months).toEqual([expect.objectContaining({ orders: 2, customers: 1 })]);
    expect(incremental.customers).toHaveLength(1);
    // Which of two orders paid at the same moment was "first" may differ (commit order, paidAt): the counts do not.
    await rebuildRestaurantStats(restaurant.id);
    expect((await statsOf(restaurant.id)).months).toEqual(incremental.months);
  });

  it("leaves other restaurants' roll-ups alone when one is rebuilt", async () => {
    const mine = await ownerSession();
    const theirs = await ownerSession();
    const customer = await createUser();
    await createPaidOrder(customer.id, theirs.restaurant.id, { status: "delivered" });
    await rebuildRestaurantStats(theirs.restaurant.id);
    const before = await statsOf(theirs.restaurant.id);
    expect(before.months).toHaveLength(1);
    await createPaidOrder(customer.id, mine.restaurant.id, { status: "delivered" });
    await rebuildRestaurantStats(mine.restaurant.id);
    expect(await statsOf(theirs.restaurant.id)).toEqual(before);
    expect((await statsOf(mine.restaurant.id)).customers).toEqual([
      { customerId: customer.id, firstOrderAt: expect.any(String) },
    ]);
  });
});
