import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeBill, DEFAULT_BILL_SETTINGS, FOOD_GST_RATES_BPS, type BillSettings } from "@/lib/money/bill";
import { buildCreditNote, buildInvoice, sameState, SAC, shareOut, type InvoiceInput } from "@/lib/invoices/document";

const seller = {
  name: "Spice Street Eatery",
  address: "1 Test Road",
  city: "Hyderabad",
  state: "Telangana",
  gstin: "36AABCU9603R1ZM",
  fssaiNumber: "13619000000123",
};
const buyer = { name: "Asha Rao", address: "12 Road No. 3", city: "Hyderabad", state: "Telangana" };

function input(overrides: Partial<InvoiceInput> = {}): InvoiceInput {
  const dishes = [
    { name: "Paneer tikka", quantity: 1, unitPricePaise: 25000 },
    { name: "Naan", quantity: 1, unitPricePaise: 12000 },
  ];
  const bill = computeBill(
    { lines: dishes.map((d) => ({ unitPricePaise: d.unitPricePaise, packagingPaise: 0, quantity: d.quantity })) },
    DEFAULT_BILL_SETTINGS,
  );
  return {
    number: "SSE/26-27/000001",
    issuedAt: new Date("2026-11-27T08:00:00Z"),
    financialYear: "2026-27",
    orderId: "order1",
    orderNumber: "#ORDER1",
    platform: "Thali",
    seller,
    buyer,
    bill,
    dishes,
    ...overrides,
  };
}

describe("shareOut", () => {
  it("shares a total out in proportion, to the paisa, adding up exactly", () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(10, [0, 5])).toEqual([0, 10]);
    expect(shareOut(7, [0, 0])).toEqual([7, 0]);
    fc.assert(
      fc.property(
        fc.nat(10_000_000),
        fc.array(fc.nat(10_000_000), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const shares = shareOut(total, weights);
          const sum = weights.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
          shares.forEach((share, i) => {
            if (sum > 0) expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe("buildInvoice", () => {
  it("bills a delivery in the restaurant's own state with CGST and SGST halves, a line per dish and fee", () => {
    const invoice = buildInvoice(input());
    expect(invoice.interState).toBe(false);
    expect(invoice.placeOfSupply).toBe("Telangana");
    expect(invoice.lines.map((l) => [l.description, l.sac, l.quantity, l.amountPaise])).toEqual([
      ["Paneer tikka", SAC.food, 1, 25000],
      ["Naan", SAC.food, 1, 12000],
      ["Delivery fee", SAC.delivery, 1, 2000],
    ]);
    expect(invoice.lines.every((l) => l.igstPaise === 0)).toBe(true);
    // ₹250 with 5% GST in it: 238.10 + 5.95 + 5.95.
    expect(invoice.lines[0]).toMatchObject({ taxablePaise: 23810, cgstPaise: 595, sgstPaise: 595, rateBps: 500 });
    expect(invoice.lines[2]).toMatchObject({ rateBps: 1800 });
    expect(invoice.totals).toMatchObject({ invoiceValuePaise: 39000, totalPaise: 39000, igstPaise: 0 });
    expect(invoice.totalInWords).toBe("Rupees Three Hundred Ninety Only");
  });

  it("bills a delivery to another state with IGST only, the whole GST", () => {
    const intra = buildInvoice(input());
    const inter = buildInvoice(input({ buyer: { ...buyer, city: "Bengaluru", state: "Karnataka" } }));
    expect(inter.interState).toBe(true);
    expect(inter.placeOfSupply).toBe("Karnataka");
    expect(inter.lines.every((l) => l.cgstPaise === 0 && l.sgstPaise === 0)).toBe(true);
    expect(inter.lines.map((l) => l.igstPaise)).toEqual(intra.lines.map((l) => l.cgstPaise + l.sgstPaise));
    expect(inter.totals.igstPaise).toBe(intra.totals.cgstPaise + intra.totals.sgstPaise);
  });

  it("treats state names alike whatever their case and spacing", () => {
    expect(sameState(" telangana", "Telangana ")).toBe(true);
    expect(sameState("Tamil  Nadu", "tamil nadu")).toBe(true);
    expect(sameState("Telangana", "Andhra Pradesh")).toBe(false);
  });

  it("adds up to the bill exactly, for any cart, settings, discount and tip", () => {
    const settings = fc.record<BillSettings>({
      taxMode: fc.constantFrom("inclusive" as const, "exclusive" as const),
      foodGstBps: fc.constantFrom(...FOOD_GST_RATES_BPS),
      deliveryFeePaise: fc.option(fc.nat(50_000)),
      freeDeliveryFromPaise: fc.option(fc.nat(1_000_000)),
      platformFeePaise: fc.nat(5_000),
    });
    const dish = fc.record({
      unitPricePaise: fc.integer({ min: 100, max: 500_000 }),
      packagingPaise: fc.nat(10_000),
      quantity: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(
        fc.array(dish, { minLength: 1, maxLength: 6 }),
        settings,
        fc.nat(100_000),
        fc.nat(100_000),
        fc.boolean(),
        (lines, chosen, discountPaise, tipPaise, interState) => {
          const bill = computeBill({ lines, discountPaise, tipPaise }, chosen);
          const invoice = buildInvoice(
            input({
              bill,
              dishes: lines.map((l, i) => ({
                name: `Dish ${i}`,
                quantity: l.quantity,
                unitPricePaise: l.unitPricePaise,
              })),
              buyer: interState ? { ...buyer, state: "Karnataka" } : buyer,
            }),
          );
          const t = invoice.totals;
          expect(t.totalPaise).toBe(bill.totalPaise);
          expect(t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(bill.gstPaise);
          expect(t.taxablePaise).toBe(bill.food.taxablePaise + bill.fees.taxablePaise);
          if (!interState) {
            expect(t.cgstPaise).toBe(bill.food.cgstPaise + bill.fees.cgstPaise);
            expect(t.sgstPaise).toBe(bill.food.sgstPaise + bill.fees.sgstPaise);
          }
          for (const line of invoice.lines) {
            expect(line.taxablePaise).toBeGreaterThanOrEqual(0);
            expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.amountPaise);
          }
          expect(invoice.totalInWords).toMatch(/Only$/);
        },
      ),
    );
  });

  it("keeps each dish's price as its amount when prices include GST and nothing is taken off", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPricePaise: fc.integer({ min: 100, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 20 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        (dishes) => {
          const bill = computeBill({ lines: dishes.map((d) => ({ ...d, packagingPaise: 0 })) }, DEFAULT_BILL_SETTINGS);
          const invoice = buildInvoice(input({ bill, dishes: dishes.map((d, i) => ({ name: `Dish ${i}`, ...d })) }));
          expect(invoice.lines.slice(0, dishes.length).map((l) => l.amountPaise)).toEqual(
            dishes.map((d) => d.unitPricePaise * d.quantity),
          );
        },
      ),
    );
  });

  it("shows the tip apart: not taxable, outside the invoice's value, inside the total paid", () => {
    const bill = computeBill(
      { lines: [{ unitPricePaise: 25000, packagingPaise: 0, quantity: 1 }], tipPaise: 3000 },
      DEFAULT_BILL_SETTINGS,
    );
    const invoice = buildInvoice(input({ bill, dishes: [{ name: "Biryani", quantity: 1, unitPricePaise: 25000 }] }));
    expect(invoice.lines.map((l) => l.description)).toEqual(["Biryani", "Delivery fee"]);
    expect(invoice.totals).toMatchObject({ tipPaise: 3000, invoiceValuePaise: 27000, totalPaise: 30000 });
  });
});

describe("buildCreditNote", () => {
  it("reverses the invoice's lines under its own number and points at the invoice", () => {
    const invoice = buildInvoice(input());
    const note = buildCreditNote(invoice, {
      number: "CNSSE/26-27/0001",
      issuedAt: new Date("2026-11-28T08:00:00Z"),
      financialYear: "2026-27",
      reason: "Order cancelled and refunded in full",
    });
    expect(note).toMatchObject({
      kind: "credit_note",
      number: "CNSSE/26-27/0001",
      credits: { number: invoice.number, issuedAt: invoice.issuedAt },
      totals: invoice.totals,
      lines: invoice.lines,
    });
  });
});
