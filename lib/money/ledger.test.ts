import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeBill, DEFAULT_BILL_SETTINGS, MAX_TIP_PAISE, type BillSettings } from "./bill";
import {
  discountTaxablePaise,
  entriesForOrder,
  ledgerBillOf,
  MAX_COMMISSION_BPS,
  refundEntries,
  type LedgerLine,
} from "./ledger";

const sum = (lines: readonly LedgerLine[]) => lines.reduce((total, line) => total + line.amountPaise, 0);
const amountOf = (lines: readonly LedgerLine[], account: LedgerLine["account"]) =>
  sum(lines.filter((line) => line.account === account));

const settingsArb: fc.Arbitrary<BillSettings> = fc.record({
  taxMode: fc.constantFrom("inclusive" as const, "exclusive" as const),
  foodGstBps: fc.constantFrom(500, 1800),
  deliveryFeePaise: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  freeDeliveryFromPaise: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  platformFeePaise: fc.integer({ min: 0, max: 5000 }),
});

const billArb = fc
  .record({
    lines: fc.array(
      fc.record({
        unitPricePaise: fc.integer({ min: 0, max: 500_000 }),
        packagingPaise: fc.integer({ min: 0, max: 10_000 }),
        quantity: fc.integer({ min: 1, max: 20 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    discountPaise: fc.integer({ min: 0, max: 200_000 }),
    tipPaise: fc.integer({ min: 0, max: MAX_TIP_PAISE }),
  })
  .chain((input) => settingsArb.map((settings) => computeBill(input, settings)));

const bpsArb = fc.integer({ min: 0, max: MAX_COMMISSION_BPS });

describe("entriesForOrder", () => {
  it("a default order of ₹480 + ₹20 delivery at 15%: worked example", () => {
    const bill = computeBill(
      { lines: [{ unitPricePaise: 24_000, packagingPaise: 0, quantity: 2 }] },
      DEFAULT_BILL_SETTINGS,
    );
    const lines = entriesForOrder(bill, 1500);
    // Food ₹457.14 taxable: 15% = ₹68.57 (68.571 half up); the restaurant ₹388.57; GST ₹22.86 + ₹3.05; delivery ₹16.95.
    expect(lines.map((line) => [line.account, line.amountPaise])).toEqual([
      ["customer", -50_000],
      ["restaurant_payable", 38_857],
      ["platform_commission", 6857],
      ["gst_payable", 2286],
      ["gst_on_fees", 305],
      ["delivery", 1695],
    ]);
  });

  it("sums to 0, and the shares add up to what the customer paid, for any bill and rate", () => {
    fc.assert(
      fc.property(billArb, bpsArb, (bill, bps) => {
        const lines = entriesForOrder(bill, bps);
        expect(sum(lines)).toBe(0);
        expect(amountOf(lines, "customer")).toBe(-bill.totalPaise);
        const shares =
          amountOf(lines, "restaurant_payable") +
          amountOf(lines, "platform_commission") +
          amountOf(lines, "platform_fee") +
          amountOf(lines, "gst_payable") +
          amountOf(lines, "gst_on_fees") +
          amountOf(lines, "delivery") +
          amountOf(lines, "delivery_tips");
        expect(shares).toBe(bill.totalPaise);
      }),
    );
  });

  it("a platform coupon: the restaurant is paid for the undiscounted food, the platform funds the discount", () => {
    fc.assert(
      fc.property(billArb, bpsArb, (bill, bps) => {
        const funded = discountTaxablePaise(bill);
        expect(funded).toBeGreaterThanOrEqual(0);
        if (bill.discountPaise === 0) expect(funded).toBe(0);
        const lines = entriesForOrder(bill, bps, funded);
        expect(sum(lines)).toBe(0);
        expect(amountOf(lines, "customer")).toBe(-bill.totalPaise);
        expect(amountOf(lines, "platform_offers") + funded).toBe(0);
        const undiscounted = computeBill(
          {
            lines: [{ unitPricePaise: bill.itemTotalPaise, packagingPaise: bill.packagingPaise, quantity: 1 }],
            tipPaise: bill.tipPaise,
          },
          { ...DEFAULT_BILL_SETTINGS, taxMode: bill.taxMode, foodGstBps: bill.food.rateBps },
        );
        expect(amountOf(lines, "restaurant_payable") + amountOf(lines, "platform_commission")).toBe(
          undiscounted.food.taxablePaise,
        );
      }),
    );
  });

  it("splits each part of the bill to its account: food, GST, fees, tip", () => {
    fc.assert(
      fc.property(billArb, bpsArb, (bill, bps) => {
        const lines = entriesForOrder(bill, bps);
        expect(amountOf(lines, "restaurant_payable") + amountOf(lines, "platform_commission")).toBe(
          bill.food.taxablePaise,
        );
        expect(amountOf(lines, "gst_payable")).toBe(bill.food.gstPaise);
        expect(amountOf(lines, "gst_on_fees")).toBe(bill.fees.gstPaise);
        expect(amountOf(lines, "delivery") + amountOf(lines, "platform_fee")).toBe(bill.fees.taxablePaise);
        expect(amountOf(lines, "delivery_tips")).toBe(bill.tipPaise);
        // The commission is its rate of the food's taxable value, to the paisa, and never negative.
        expect(
          Math.abs(amountOf(lines, "platform_commission") * 10_000 - bill.food.taxablePaise * bps),
        ).toBeLessThanOrEqual(5000);
        for (const line of lines) if (line.account !== "customer") expect(line.amountPaise).toBeGreaterThan(0);
      }),
    );
  });
});

describe("refundEntries", () => {
  it("a full refund is the exact reverse, the money back on the refunds account", () => {
    fc.assert(
      fc.property(
        billArb.filter((bill) => bill.totalPaise > 0),
        bpsArb,
        (bill, bps) => {
          const paid = entriesForOrder(bill, bps);
          const refund = refundEntries(paid, bill.totalPaise);
          expect(sum(refund)).toBe(0);
          expect(amountOf(refund, "refunds")).toBe(bill.totalPaise);
          for (const line of paid.filter((l) => l.account !== "customer")) {
            expect(amountOf(refund, line.account)).toBe(-line.amountPaise);
          }
        },
      ),
    );
  });

  it("a part refund reverses every share in proportion, within a paisa, and adds up to the amount", () => {
    fc.assert(
      fc.property(
        billArb.filter((bill) => bill.totalPaise > 0),
        bpsArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (bill, bps, fraction) => {
          const amount = Math.max(1, Math.round(bill.totalPaise * fraction));
          const paid = entriesForOrder(bill, bps);
          const refund = refundEntries(paid, amount);
          expect(sum(refund)).toBe(0);
          expect(amountOf(refund, "refunds")).toBe(amount);
          for (const line of paid.filter((l) => l.account !== "customer")) {
            const exact = (line.amountPaise * amount) / bill.totalPaise;
            expect(Math.abs(-amountOf(refund, line.account) - exact)).toBeLessThan(1);
          }
        },
      ),
    );
  });

  it("refuses a refund of nothing or of more than was paid", () => {
    const paid = entriesForOrder(
      computeBill({ lines: [{ unitPricePaise: 10_000, packagingPaise: 0, quantity: 1 }] }, DEFAULT_BILL_SETTINGS),
      1500,
    );
    expect(() => refundEntries(paid, 0)).toThrow(RangeError);
    expect(() => refundEntries(paid, 12_001)).toThrow(RangeError);
  });
});

describe("ledgerBillOf", () => {
  const columns = {
    subtotalPaise: 48_000,
    packagingPaise: 0,
    deliveryChargePaise: 2000,
    platformFeePaise: 0,
    discountPaise: 0,
    tipPaise: 0,
  };

  it("an order older than the bill is read at the default settings: prices with 5% and 18% GST in them", () => {
    const bill = ledgerBillOf({ ...columns, bill: null });
    expect(bill.food).toMatchObject({ taxablePaise: 45_714, gstPaise: 2286 });
    expect(bill.fees).toMatchObject({ taxablePaise: 1695, gstPaise: 305 });
    expect(bill.totalPaise).toBe(50_000);
  });

  it("an order with a bill snapshot is read from it", () => {
    const snapshot = computeBill(
      { lines: [{ unitPricePaise: 48_000, packagingPaise: 0, quantity: 1 }] },
      { ...DEFAULT_BILL_SETTINGS, taxMode: "exclusive", deliveryFeePaise: 2000 },
    );
    const bill = ledgerBillOf({ ...columns, bill: JSON.parse(JSON.stringify(snapshot)) });
    expect(bill.food).toMatchObject({ taxablePaise: 48_000, gstPaise: 2400 });
    expect(bill.totalPaise).toBe(snapshot.totalPaise);
  });
});
