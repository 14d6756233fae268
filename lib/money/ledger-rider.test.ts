import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { LedgerLine } from "./ledger";
import { riderCashEntries, riderPayEntries } from "./ledger-rider";

const sum = (lines: readonly LedgerLine[]) => lines.reduce((total, line) => total + line.amountPaise, 0);
const amountOf = (lines: readonly LedgerLine[], account: LedgerLine["account"]) =>
  sum(lines.filter((line) => line.account === account));

describe("the rider's ledger entries", () => {
  it("pay: balance to 0, move the pay off delivery and the tip off delivery_tips, to rider_payable", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (pay, tip) => {
        const lines = riderPayEntries(pay, tip);
        expect(sum(lines)).toBe(0);
        // (+ 0: an empty sum is 0, never -0)
        expect(amountOf(lines, "delivery") + 0).toBe(-pay + 0);
        expect(amountOf(lines, "delivery_tips") + 0).toBe(-tip + 0);
        expect(amountOf(lines, "rider_payable")).toBe(pay + tip);
        expect(lines.every((line) => line.amountPaise !== 0)).toBe(true);
      }),
    );
  });

  it("cash held: balances to 0, rider_cash takes it, rider_payable is lowered by it; none for 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cash) => {
        const lines = riderCashEntries(cash);
        expect(sum(lines)).toBe(0);
        expect(amountOf(lines, "rider_cash")).toBe(cash);
        expect(amountOf(lines, "rider_payable")).toBe(-cash);
      }),
    );
    expect(riderCashEntries(0)).toEqual([]);
  });

  it("refuses fractions and negatives", () => {
    expect(() => riderPayEntries(-1, 0)).toThrow(RangeError);
    expect(() => riderPayEntries(10.5, 0)).toThrow(RangeError);
    expect(() => riderCashEntries(-5)).toThrow(RangeError);
  });
});
