import { describe, expect, it } from "vitest";
import { isValidFssai, isValidGstin } from "@/lib/money/tax-ids";
import { DEMO_RESTAURANTS } from "./demo-data";

/** The GST state codes of the demo kitchens' states. */
const STATE_CODES: Record<string, string> = {
  Delhi: "07",
  "Uttar Pradesh": "09",
  "West Bengal": "19",
  Maharashtra: "27",
  Karnataka: "29",
  "Tamil Nadu": "33",
  Telangana: "36",
};

describe("demo tax registrations", () => {
  it("gives every demo restaurant a valid GSTIN of its own state and a 14-digit FSSAI number, none shared", () => {
    for (const r of DEMO_RESTAURANTS) {
      expect(isValidGstin(r.gstin), r.name).toBe(true);
      expect(r.gstin.slice(0, 2), r.name).toBe(STATE_CODES[r.state]);
      expect(isValidFssai(r.fssaiNumber), r.name).toBe(true);
    }
    expect(new Set(DEMO_RESTAURANTS.map((r) => r.gstin)).size).toBe(DEMO_RESTAURANTS.length);
    expect(new Set(DEMO_RESTAURANTS.map((r) => r.fssaiNumber)).size).toBe(DEMO_RESTAURANTS.length);
  });
});
