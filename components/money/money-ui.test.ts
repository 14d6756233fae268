import { describe, expect, it } from "vitest";
import { freeDeliveryText } from "./bill-summary";
import { customTipPaise } from "./tip-chooser";

describe("freeDeliveryText", () => {
  it("says how many more items under the spec's rule, and how many more rupees above an amount", () => {
    expect(freeDeliveryText({ dishes: 1 })).toBe("Add 1 more item for free delivery");
    expect(freeDeliveryText({ dishes: 2 })).toBe("Add 2 more items for free delivery");
    expect(freeDeliveryText({ paise: 6000 })).toBe("Add ₹60.00 more for free delivery");
    expect(freeDeliveryText({ paise: 4550 })).toBe("Add ₹45.50 more for free delivery");
    expect(freeDeliveryText(null)).toBeNull();
  });
});

describe("customTipPaise", () => {
  it("takes whole rupees from 1 to 1,000, as paise", () => {
    expect(customTipPaise("1")).toBe(100);
    expect(customTipPaise(" 75 ")).toBe(7500);
    expect(customTipPaise("1000")).toBe(100_000);
  });

  it("refuses 0, more than ₹1,000, fractions, signs and words", () => {
    for (const text of ["0", "1001", "12.5", "-5", "+5", "1e3", "ten", "", "99999"]) {
      expect(customTipPaise(text)).toBeNull();
    }
  });
});
