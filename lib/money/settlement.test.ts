import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  csvField,
  figuresOf,
  istDate,
  istDayStart,
  periods,
  rupees,
  settlementCsv,
  settlementRows,
  weekStart,
} from "./settlement";

describe("IST days and weeks", () => {
  it("an instant's IST date turns at 18:30 UTC", () => {
    expect(istDate(new Date("2026-11-26T18:29:59.999Z"))).toBe("2026-11-26");
    expect(istDate(new Date("2026-11-26T18:30:00Z"))).toBe("2026-11-27");
    expect(istDayStart("2026-11-27").toISOString()).toBe("2026-11-26T18:30:00.000Z");
  });

  it("weeks start on Monday", () => {
    expect(weekStart("2026-11-23")).toBe("2026-11-23"); // a Monday
    expect(weekStart("2026-11-29")).toBe("2026-11-23"); // the Sunday after
    expect(weekStart("2026-11-30")).toBe("2026-11-30");
    expect(weekStart("2027-01-01")).toBe("2026-12-28"); // across a year
  });

  it("an order just after midnight on Monday in IST (still Sunday in UTC) falls in the new week", () => {
    // 2026-11-29 19:00 UTC is Monday 2026-11-30 00:30 in IST: the next week.
    expect(weekStart(istDate(new Date("2026-11-29T19:00:00Z")))).toBe("2026-11-30");
    expect(weekStart(istDate(new Date("2026-11-29T18:00:00Z")))).toBe("2026-11-23");
  });

  it("periods cover the range exactly, weeks cut at its ends", () => {
    expect(periods("2026-11-26", "2026-12-02", "week")).toEqual([
      { from: "2026-11-26", to: "2026-11-29" },
      { from: "2026-11-30", to: "2026-12-02" },
    ]);
    expect(periods("2026-11-26", "2026-11-27", "day")).toEqual([
      { from: "2026-11-26", to: "2026-11-26" },
      { from: "2026-11-27", to: "2026-11-27" },
    ]);
  });

  it("day and week rows have the same totals for any days", () => {
    const day = fc.record({
      offset: fc.integer({ min: 0, max: 40 }),
      orders: fc.integer({ min: 0, max: 50 }),
      share: fc.integer({ min: 0, max: 1_000_000 }),
      commission: fc.integer({ min: 0, max: 100_000 }),
      refund: fc.integer({ min: 0, max: 100_000 }),
      cash: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(day, { selector: (d) => d.offset }), (days) => {
        const sums = days.map((d) => ({
          date: new Date(Date.UTC(2026, 10, 1 + d.offset)).toISOString().slice(0, 10),
          paidOrders: d.orders,
          sums: {
            "order_paid:restaurant_payable": d.share,
            "order_paid:platform_commission": d.commission,
            "refund:restaurant_payable": -d.refund,
          },
          cashCollectedPaise: d.cash,
        }));
        const byDay = settlementRows(sums, "2026-11-01", "2026-12-11", "day");
        const byWeek = settlementRows(sums, "2026-11-01", "2026-12-11", "week");
        expect(byWeek.totals).toEqual(byDay.totals);
        expect(byDay.rows).toHaveLength(41);
        for (const row of byWeek.rows) {
          expect(
            row.grossPaise - row.commissionPaise - row.taxesPaise - row.refundsPaise - row.cashCollectedPaise,
          ).toBe(row.netPayoutPaise);
        }
      }),
    );
  });
});

describe("a day's figures", () => {
  it("gross less commission, taxes and refunds is the net payout", () => {
    const figures = figuresOf({
      date: "2026-11-27",
      paidOrders: 2,
      sums: {
        "order_paid:restaurant_payable": 59_904,
        "order_paid:platform_commission": 10_572,
        "order_paid:gst_payable": 3524,
        "order_paid:delivery": 3390,
        "refund:restaurant_payable": -29_952,
        "refund:platform_commission": -5286,
      },
    });
    expect(figures).toEqual({
      orders: 2,
      grossPaise: 74_000,
      commissionPaise: 10_572,
      taxesPaise: 3524,
      refundsPaise: 29_952,
      cashCollectedPaise: 0,
      netPayoutPaise: 29_952,
    });
  });

  it("cash the restaurant kept at the door is taken off its payout, which goes below zero when it owes", () => {
    const day = {
      date: "2026-11-27",
      paidOrders: 1,
      // one ₹370 cash order: the restaurant's share ₹299.52, and it holds all ₹370
      sums: { "order_paid:restaurant_payable": 29_952, "order_paid:platform_commission": 5286 },
      cashCollectedPaise: 37_000,
    };
    expect(figuresOf(day)).toMatchObject({ cashCollectedPaise: 37_000, netPayoutPaise: 29_952 - 37_000 });
    const { totals } = settlementRows([day], "2026-11-27", "2026-11-27", "week");
    expect(totals.netPayoutPaise).toBe(-7048);
  });
});

describe("the CSV", () => {
  it("rupees with 2 decimals, no grouping, the sign in front", () => {
    expect(rupees(0)).toBe("0.00");
    expect(rupees(5)).toBe("0.05");
    expect(rupees(123_456)).toBe("1234.56");
    expect(rupees(-5)).toBe("-0.05");
    expect(rupees(-1_000_000)).toBe("-10000.00");
  });

  it("quotes a field with a comma, quote or line break, doubling its quotes", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField(12)).toBe("12");
    expect(csvField("Dosa, Idli")).toBe('"Dosa, Idli"');
    expect(csvField('The "Best"')).toBe('"The ""Best"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
  });

  it("a header row, then a row per period, CRLF lines", () => {
    const csv = settlementCsv([
      {
        from: "2026-11-27",
        to: "2026-11-27",
        orders: 1,
        grossPaise: 37_000,
        commissionPaise: 5286,
        taxesPaise: 1762,
        refundsPaise: 0,
        cashCollectedPaise: 39_000,
        netPayoutPaise: 29_952 - 39_000,
      },
    ]);
    expect(csv).toBe(
      "from,to,orders,gross_inr,commission_inr,taxes_inr,refunds_inr,cash_collected_inr,net_payout_inr\r\n" +
        "2026-11-27,2026-11-27,1,370.00,52.86,17.62,0.00,390.00,-90.48\r\n",
    );
  });
});
