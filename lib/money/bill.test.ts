import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  computeBill,
  DEFAULT_BILL_SETTINGS,
  deliveryFeeFor,
  FEE_GST_BPS,
  freeDeliveryGap,
  MAX_TIP_PAISE,
  SPEC_DELIVERY_FEE_PAISE,
  type BillSettings,
} from "./bill";

const line = (unitPricePaise: number, quantity: number, packagingPaise = 0) => ({
  unitPricePaise,
  quantity,
  packagingPaise,
});

const exclusive: BillSettings = { ...DEFAULT_BILL_SETTINGS, taxMode: "exclusive" };

describe("computeBill, worked examples", () => {
  it("a default restaurant bills the spec's subtotal + ₹20 below 3 items, with the 5% GST it contains", () => {
    const bill = computeBill({ lines: [line(24_000, 2)] }, DEFAULT_BILL_SETTINGS);
    expect(bill.totalPaise).toBe(48_000 + SPEC_DELIVERY_FEE_PAISE);
    expect(bill.lines.map((l) => [l.key, l.amountPaise])).toEqual([
      ["items", 48_000],
      ["delivery", 2000],
    ]);
    // ₹480 with 5% in it: 480 / 1.05 = 457.142857 -> ₹457.14 taxable, ₹22.86 GST
    expect(bill.food).toEqual({ rateBps: 500, taxablePaise: 45_714, gstPaise: 2286, cgstPaise: 1143, sgstPaise: 1143 });
    // ₹20 with 18% in it: 20 / 1.18 = 16.949 -> ₹16.95 taxable, ₹3.05 GST
    expect(bill.fees).toEqual({ rateBps: 1800, taxablePaise: 1695, gstPaise: 305, cgstPaise: 152, sgstPaise: 153 });
    expect(bill.gstPaise).toBe(2591);
  });

  it("delivery is free from 3 dishes under the spec's rule", () => {
    const bill = computeBill({ lines: [line(10_000, 1), line(5000, 2)] }, DEFAULT_BILL_SETTINGS);
    expect(bill.deliveryFeePaise).toBe(0);
    expect(bill.totalPaise).toBe(20_000);
    expect(bill.fees.gstPaise).toBe(0);
  });

  it("a tax-exclusive restaurant adds GST as its own line: 5% on food and packaging, 18% on the fees", () => {
    const settings: BillSettings = { ...exclusive, deliveryFeePaise: 3500, platformFeePaise: 500 };
    const bill = computeBill({ lines: [line(19_900, 1, 1000)], tipPaise: 3000 }, settings);
    // food: 199 + 10 = 209, 5% = 10.45; fees: 35 + 5 = 40, 18% = 7.20
    expect(bill.food.gstPaise).toBe(1045);
    expect(bill.fees.gstPaise).toBe(720);
    expect(bill.lines.map((l) => [l.key, l.amountPaise])).toEqual([
      ["items", 19_900],
      ["packaging", 1000],
      ["delivery", 3500],
      ["platformFee", 500],
      ["gst", 1765],
      ["tip", 3000],
    ]);
    expect(bill.totalPaise).toBe(19_900 + 1000 + 3500 + 500 + 1765 + 3000);
  });

  it("rounds each group half up once: 5% of ₹0.10 is half a paisa, which rounds up", () => {
    expect(computeBill({ lines: [line(10, 1)] }, exclusive).food.gstPaise).toBe(1);
    expect(computeBill({ lines: [line(9, 1)] }, exclusive).food.gstPaise).toBe(0);
  });

  it("a hotel restaurant charges 18% on its food", () => {
    const bill = computeBill({ lines: [line(100_000, 1)] }, { ...exclusive, foodGstBps: 1800 });
    expect(bill.food.gstPaise).toBe(18_000);
  });

  it("takes the discount off the food before tax, never more than the item total", () => {
    const bill = computeBill({ lines: [line(30_000, 1)], discountPaise: 5000 }, exclusive);
    expect(bill.food.taxablePaise).toBe(25_000);
    expect(bill.lines.find((l) => l.key === "discount")?.amountPaise).toBe(-5000);
    const capped = computeBill({ lines: [line(3000, 1)], discountPaise: 10_000 }, DEFAULT_BILL_SETTINGS);
    expect(capped.discountPaise).toBe(3000);
    expect(capped.totalPaise).toBe(SPEC_DELIVERY_FEE_PAISE);
  });

  it("free delivery above an amount counts the food after discount", () => {
    const settings: BillSettings = { ...DEFAULT_BILL_SETTINGS, deliveryFeePaise: 4000, freeDeliveryFromPaise: 30_000 };
    expect(computeBill({ lines: [line(30_000, 1)] }, settings).deliveryFeePaise).toBe(0);
    expect(computeBill({ lines: [line(30_000, 1)], discountPaise: 100 }, settings).deliveryFeePaise).toBe(4000);
  });
});

describe("freeDeliveryGap", () => {
  it("says how many more dishes under the spec's rule, how many more rupees above an amount, or nothing", () => {
    expect(freeDeliveryGap(DEFAULT_BILL_SETTINGS, 1, 20_000)).toEqual({ dishes: 2 });
    expect(freeDeliveryGap(DEFAULT_BILL_SETTINGS, 3, 20_000)).toBeNull();
    const above = { ...DEFAULT_BILL_SETTINGS, deliveryFeePaise: 3000, freeDeliveryFromPaise: 25_000 };
    expect(freeDeliveryGap(above, 5, 19_000)).toEqual({ paise: 6000 });
    expect(freeDeliveryGap(above, 5, 25_000)).toBeNull();
    expect(freeDeliveryGap({ ...DEFAULT_BILL_SETTINGS, deliveryFeePaise: 3000 }, 9, 90_000)).toBeNull();
  });
});

const settingsArb: fc.Arbitrary<BillSettings> = fc.record({
  taxMode: fc.constantFrom("inclusive" as const, "exclusive" as const),
  foodGstBps: fc.constantFrom(500, 1800),
  deliveryFeePaise: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  freeDeliveryFromPaise: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: null }),
  platformFeePaise: fc.integer({ min: 0, max: 5000 }),
});
const linesArb = fc.array(
  fc.record({
    unitPricePaise: fc.integer({ min: 1, max: 1_000_000 }),
    packagingPaise: fc.integer({ min: 0, max: 5000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
  }),
  { minLength: 1, maxLength: 30 },
);
const inputArb = fc.record({
  lines: linesArb,
  discountPaise: fc.integer({ min: 0, max: 2_000_000 }),
  tipPaise: fc.integer({ min: 0, max: MAX_TIP_PAISE }),
});

describe("computeBill, for any cart, settings, discount and tip", () => {
  it("adds up: the total is its lines added, to the paisa, and every amount is whole paise", () => {
    fc.assert(
      fc.property(inputArb, settingsArb, (input, settings) => {
        const bill = computeBill(input, settings);
        expect(bill.totalPaise).toBe(bill.lines.reduce((sum, l) => sum + l.amountPaise, 0));
        const amounts = [bill.totalPaise, bill.gstPaise, ...Object.values(bill.food), ...Object.values(bill.fees)];
        for (const amount of amounts) expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        const added = bill.taxMode === "exclusive" ? bill.gstPaise : 0;
        expect(bill.totalPaise).toBe(
          bill.itemTotalPaise +
            bill.packagingPaise +
            bill.deliveryFeePaise +
            bill.platformFeePaise +
            added -
            bill.discountPaise +
            bill.tipPaise,
        );
      }),
    );
  });

  it("splits each group's GST into halves that add up, and its taxable value plus GST is what was charged", () => {
    fc.assert(
      fc.property(inputArb, settingsArb, (input, settings) => {
        const bill = computeBill(input, settings);
        const foodGross = bill.itemTotalPaise + bill.packagingPaise - bill.discountPaise;
        const feeGross = bill.deliveryFeePaise + bill.platformFeePaise;
        for (const [group, gross] of [
          [bill.food, foodGross],
          [bill.fees, feeGross],
        ] as const) {
          expect(group.cgstPaise + group.sgstPaise).toBe(group.gstPaise);
          expect(group.sgstPaise - group.cgstPaise).toBeGreaterThanOrEqual(0);
          expect(group.sgstPaise - group.cgstPaise).toBeLessThanOrEqual(1);
          if (bill.taxMode === "exclusive") expect(group.taxablePaise).toBe(gross);
          else expect(group.taxablePaise + group.gstPaise).toBe(gross);
          // the GST is the rate of the taxable value, to within the one rounding
          expect(Math.abs(group.gstPaise * 10_000 - group.taxablePaise * group.rateBps)).toBeLessThanOrEqual(
            (10_000 + group.rateBps) / 2,
          );
        }
        expect(bill.fees.rateBps).toBe(FEE_GST_BPS);
      }),
    );
  });

  it("bills a default restaurant exactly the spec's subtotal + delivery charge", () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const spec = lines.map((l) => ({ ...l, packagingPaise: 0 }));
        const bill = computeBill({ lines: spec }, DEFAULT_BILL_SETTINGS);
        const subtotal = spec.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
        const quantity = spec.reduce((sum, l) => sum + l.quantity, 0);
        expect(bill.totalPaise).toBe(subtotal + (quantity < 3 ? 2000 : 0));
        expect(bill.deliveryFeePaise).toBe(deliveryFeeFor(DEFAULT_BILL_SETTINGS, quantity, subtotal));
      }),
    );
  });

  it("never charges more for a bigger discount, and a tip adds exactly itself", () => {
    fc.assert(
      fc.property(inputArb, settingsArb, fc.integer({ min: 0, max: 100_000 }), (input, settings, more) => {
        const base = computeBill(input, settings);
        // a bigger discount can lose a "free above" delivery, so compare with delivery settled by the same rule
        const fixedDelivery = { ...settings, freeDeliveryFromPaise: null };
        const a = computeBill(input, fixedDelivery);
        const b = computeBill({ ...input, discountPaise: input.discountPaise + more }, fixedDelivery);
        expect(b.totalPaise).toBeLessThanOrEqual(a.totalPaise);
        const tipped = computeBill({ ...input, tipPaise: input.tipPaise + 100 }, settings);
        expect(tipped.totalPaise - base.totalPaise).toBe(100);
      }),
    );
  });
});
