import { describe, expect, it } from "vitest";
import { formatRupees } from "./format";

describe("formatRupees", () => {
  it("shows rupees with the ₹ sign, 2 decimals and Indian digit grouping", () => {
    expect(formatRupees(540)).toBe("₹540.00");
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatRupees(59.97)).toBe("₹59.97");
    expect(formatRupees(123456.5)).toBe("₹1,23,456.50");
  });
});
