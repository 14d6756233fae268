import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paiseToRupeesText, readRupees } from "./rupees-text";

describe("readRupees", () => {
  it("reads typed rupees into exact paise", () => {
    expect(readRupees("12.5")).toEqual({ paise: 1250 });
    expect(readRupees("30")).toEqual({ paise: 3000 });
    expect(readRupees(" 399.00 ")).toEqual({ paise: 39_900 });
    expect(readRupees("0.29")).toEqual({ paise: 29 });
    expect(readRupees("19.99")).toEqual({ paise: 1999 });
    expect(readRupees("₹ 20")).toEqual({ paise: 2000 });
    expect(readRupees("7.")).toEqual({ paise: 700 });
  });

  it("tells blank from wrong, and more than 2 decimals from other mistakes", () => {
    expect(readRupees("  ")).toEqual({ blank: true });
    expect(readRupees("12.345")).toEqual({ problem: "decimals" });
    expect(readRupees("-5")).toEqual({ problem: "format" });
    expect(readRupees("1e3")).toEqual({ problem: "format" });
    expect(readRupees("12,50")).toEqual({ problem: "format" });
    expect(readRupees("abc")).toEqual({ problem: "format" });
  });

  it("property: any paise amount written as rupees reads back as itself", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000_00 }), (paise) => {
        expect(readRupees(paiseToRupeesText(paise))).toEqual({ paise });
        expect(readRupees((paise / 100).toFixed(2))).toEqual({ paise });
      }),
    );
  });
});

describe("paiseToRupeesText", () => {
  it("shows whole rupees bare and paise with two digits", () => {
    expect(paiseToRupeesText(3000)).toBe("30");
    expect(paiseToRupeesText(1250)).toBe("12.50");
    expect(paiseToRupeesText(5)).toBe("0.05");
  });
});
