import { describe, expect, it } from "vitest";
import { GET as settlementRoute } from "@/app/api/(owner)/settlement/route";
import { GET as settlementCsvRoute } from "@/app/api/(owner)/settlementCsv/route";
import { db } from "@/lib/db";
import { istDate } from "@/lib/money/settlement";
import { createMenuItem, createPaidOrder, createUser } from "@/tests/support/factories";
import { ownerSession, strangers } from "@/tests/support/owner-calls";

// The owner's settlement through its two calls, for a known set of orders (docs/money.md, "Settlement").

type Headers = Record<string, string>;

async function call(route: (request: Request) => Promise<Response>, name: string, query: Headers, headers: Headers) {
  return route(new Request(`http://localhost/api/${name}?${new URLSearchParams(query)}`, { headers }));
}

/** An owner whose restaurant (10% commission) has today: two paid orders of ₹370 + ₹20 and one refunded. */
async function ownerWithOrders() {
  const session = await ownerSession();
  await db().restaurant.update({ where: { id: session.restaurant.id }, data: { commissionBps: 1000 } });
  const customer = await createUser("customer");
  const dish = await createMenuItem(session.restaurant.id, { pricePaise: 18_500 });
  const lines = [{ menuItemId: dish.id, quantity: 2, pricePaise: 18_500 }];
  for (const paymentStatus of ["paid", "paid", "refunded"] as const) {
    await createPaidOrder(customer.id, session.restaurant.id, {
      lines,
      paymentStatus,
      ...(paymentStatus === "refunded" && { status: "cancelled" as const }),
    });
  }
  return session;
}

describe("GET /api/settlement", () => {
  it("sums today's orders: gross, 10% commission, GST on the food, refunds, net payout", async () => {
    const { headers } = await ownerWithOrders();
    const today = istDate(new Date());
    const response = await call(settlementRoute, "settlement", { from: today, to: today, by: "day" }, headers);
    expect(response.status).toBe(200);
    const body = await response.json();
    // Each order: ₹370 of food with 5% in it = ₹352.38 + ₹17.62 GST; 10% = ₹35.24; the restaurant ₹317.14.
    expect(body.rows).toEqual([
      {
        from: today,
        to: today,
        orders: 3,
        grossPaise: 3 * 37_000,
        commissionPaise: 3 * 3524,
        taxesPaise: 3 * 1762,
        refundsPaise: 31_714,
        cashCollectedPaise: 0,
        netPayoutPaise: 2 * 31_714,
      },
    ]);
    const { from: _from, to: _to, ...figures } = body.rows[0];
    expect(body.totals).toEqual(figures);
    expect(body).toMatchObject({ from: today, to: today, by: "day" });
  });

  it("by week: rows from Monday, the default range of 12 weeks, today's money in the newest", async () => {
    const { headers } = await ownerWithOrders();
    const body = await (await call(settlementRoute, "settlement", { by: "week" }, headers)).json();
    expect(body.rows).toHaveLength(12);
    expect(body.rows[0]).toMatchObject({ to: istDate(new Date()), orders: 3, netPayoutPaise: 2 * 31_714 });
    expect(body.rows.slice(1).every((row: { orders: number }) => row.orders === 0)).toBe(true);
  });

  it("refuses a range backwards or over a year, naming the field", async () => {
    const { headers } = await ownerSession();
    const backwards = await call(settlementRoute, "settlement", { from: "2026-11-20", to: "2026-11-10" }, headers);
    expect(backwards.status).toBe(422);
    expect((await backwards.json()).errors.from).toEqual(["From must not be after To"]);
    const long = await call(settlementRoute, "settlement", { from: "2024-01-01", to: "2026-11-10" }, headers);
    expect(long.status).toBe(422);
    const bad = await call(settlementRoute, "settlement", { from: "2026-02-30" }, headers);
    expect(bad.status).toBe(422);
  });

  it("answers a customer 403 and another owner only their own restaurant's money", async () => {
    await ownerWithOrders();
    const { customer, otherOwner, visitor } = await strangers();
    expect((await call(settlementRoute, "settlement", {}, customer)).status).toBe(403);
    expect((await call(settlementRoute, "settlement", {}, visitor)).status).toBe(401);
    expect((await call(settlementCsvRoute, "settlementCsv", {}, customer)).status).toBe(403);
    const theirs = await (await call(settlementRoute, "settlement", {}, otherOwner)).json();
    expect(theirs.totals).toEqual({
      orders: 0,
      grossPaise: 0,
      commissionPaise: 0,
      taxesPaise: 0,
      refundsPaise: 0,
      cashCollectedPaise: 0,
      netPayoutPaise: 0,
    });
  });
});

describe("GET /api/settlementCsv", () => {
  it("downloads the rows as CSV: a header, IST dates, rupees with 2 decimals", async () => {
    const { headers } = await ownerWithOrders();
    const today = istDate(new Date());
    const response = await call(settlementCsvRoute, "settlementCsv", { from: today, to: today, by: "day" }, headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(`settlement-${today}-to-${today}-by-day.csv`);
    expect(await response.text()).toBe(
      "from,to,orders,gross_inr,commission_inr,taxes_inr,refunds_inr,cash_collected_inr,net_payout_inr\r\n" +
        `${today},${today},3,1110.00,105.72,52.86,317.14,0.00,634.28\r\n`,
    );
  });
});
