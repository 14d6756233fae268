import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { riderCashEntries } from "@/lib/money/ledger-rider";
import { riderCashSettledEntries } from "@/lib/riders/cash";

describe("riderCashSettledEntries", () => {
  it("adds up to 0, and with the holding leaves every account where it was, for any whole paise", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cash) => {
        const settled = riderCashSettledEntries(cash);
        expect(settled.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(0);
        const net = new Map<string, number>();
        for (const line of [...riderCashEntries(cash), ...settled])
          net.set(line.account, (net.get(line.account) ?? 0) + line.amountPaise);
        for (const amount of net.values()) expect(amount).toBe(0);
      }),
    );
  });

  it("writes nothing for no cash, and refuses what is not whole paise", () => {
    expect(riderCashSettledEntries(0)).toEqual([]);
    expect(() => riderCashSettledEntries(10.5)).toThrow(RangeError);
    expect(() => riderCashSettledEntries(-1)).toThrow(RangeError);
  });
});
