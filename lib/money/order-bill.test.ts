import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeBill, DEFAULT_BILL_SETTINGS, MAX_TIP_PAISE, type Bill } from "@/lib/money/bill";
import { billOfOrder, derivedBill } from "@/lib/money/order-bill";

/** An order's columns as checkout writes them from `bill` (lib/checkout/pricing.ts orderMoneyColumns). */
const columnsOf = (bill: Bill) => ({
  subtotalPaise: bill.itemTotalPaise,
  deliveryChargePaise: bill.deliveryFeePaise,
  packagingPaise: bill.packagingPaise,
  platformFeePaise: bill.platformFeePaise,
  discountPaise: bill.discountPaise,
  tipPaise: bill.tipPaise,
});

const lines = fc.array(
  fc.record({
    unitPricePaise: fc.integer({ min: 0, max: 500_000 }),
    packagingPaise: fc.integer({ min: 0, max: 10_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
  }),
  { minLength: 1, maxLength: 8 },
);

describe("derivedBill (an order without a snapshot)", () => {
  it("a spec order of ₹250 + ₹20 delivery: the spec's total, with the GST it contains at 5% and 18%", () => {
    const bill = derivedBill({
      subtotalPaise: 25_000,
      deliveryChargePaise: 2000,
      packagingPaise: 0,
      platformFeePaise: 0,
      discountPaise: 0,
      tipPaise: 0,
    });
    expect(bill.totalPaise).toBe(27_000);
    expect(bill.lines).toEqual([
      { key: "items", label: "Item total", amountPaise: 25_000 },
      { key: "delivery", label: "Delivery fee", amountPaise: 2000 },
    ]);
    expect(bill.taxMode).toBe("inclusive");
    // ₹250 / 1.05 = ₹238.10 taxable, ₹11.90 GST; ₹20 / 1.18 = ₹16.95, ₹3.05 GST.
    expect(bill.food).toMatchObject({ rateBps: 500, taxablePaise: 23_810, gstPaise: 1190 });
    expect(bill.fees).toMatchObject({ rateBps: 1800, gstPaise: 305 });
  });

  it("takes the delivery charge as it was charged, free or not, whatever the cart's size", () => {
    const free = { subtotalPaise: 9900, deliveryChargePaise: 0, packagingPaise: 0, platformFeePaise: 0 };
    expect(derivedBill({ ...free, discountPaise: 0, tipPaise: 0 }).totalPaise).toBe(9900);
    expect(derivedBill({ ...free, deliveryChargePaise: 2000, discountPaise: 0, tipPaise: 0 }).deliveryFeePaise).toBe(
      2000,
    );
  });

  it("is the bill the engine makes at the default settings, for any cart, discount and tip", () => {
    fc.assert(
      fc.property(
        lines,
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: MAX_TIP_PAISE }),
        fc.integer({ min: 0, max: 100_000 }),
        (cart, discountPaise, tipPaise, platformFeePaise) => {
          const bill = computeBill(
            { lines: cart, discountPaise, tipPaise },
            { ...DEFAULT_BILL_SETTINGS, platformFeePaise },
          );
          expect(derivedBill(columnsOf(bill))).toEqual(bill);
        },
      ),
    );
  });
});

describe("billOfOrder", () => {
  const exclusive = computeBill(
    { lines: [{ unitPricePaise: 29_900, packagingPaise: 2000, quantity: 1 }], tipPaise: 3000 },
    {
      taxMode: "exclusive",
      foodGstBps: 500,
      deliveryFeePaise: 3000,
      freeDeliveryFromPaise: 39_900,
      platformFeePaise: 0,
    },
  );

  it("answers the snapshot kept at checkout, which the columns alone could not rebuild", () => {
    // Read back from the Json column, as Prisma gives it.
    const stored: unknown = JSON.parse(JSON.stringify(exclusive));
    expect(billOfOrder({ ...columnsOf(exclusive), bill: stored })).toEqual(exclusive);
    expect(derivedBill(columnsOf(exclusive)).totalPaise).not.toBe(exclusive.totalPaise);
  });

  it("derives the bill of an order with no snapshot, or with one that is not a bill", () => {
    const columns = columnsOf(
      computeBill({ lines: [{ unitPricePaise: 12_000, packagingPaise: 0, quantity: 2 }] }, DEFAULT_BILL_SETTINGS),
    );
    for (const bill of [null, {}, "a bill", { totalPaise: 1, lines: "none" }]) {
      expect(billOfOrder({ ...columns, bill }).totalPaise).toBe(26_000);
    }
  });
});
