import { describe, expect, it } from "vitest";
import { computeBill, DEFAULT_BILL_SETTINGS } from "@/lib/money/bill";
import { billSettingsOf } from "@/lib/money/settings";

describe("billSettingsOf", () => {
  it("reads a restaurant at the columns' defaults as the default settings, with the deployment's platform fee", () => {
    const row = { taxMode: "inclusive", foodGstBps: 500, deliveryFeePaise: null, freeDeliveryFromPaise: null } as const;
    expect(billSettingsOf(row, 0)).toEqual(DEFAULT_BILL_SETTINGS);
    expect(billSettingsOf(row, 1500)).toEqual({ ...DEFAULT_BILL_SETTINGS, platformFeePaise: 1500 });
  });

  it("carries a restaurant's own charges into the bill", () => {
    const settings = billSettingsOf(
      { taxMode: "exclusive", foodGstBps: 1800, deliveryFeePaise: 3000, freeDeliveryFromPaise: 39_900 },
      0,
    );
    expect(settings).toEqual({
      taxMode: "exclusive",
      foodGstBps: 1800,
      deliveryFeePaise: 3000,
      freeDeliveryFromPaise: 39_900,
      platformFeePaise: 0,
    });
    // ₹100 of food at 18% added, and the restaurant's ₹30 delivery at 18% added.
    const bill = computeBill({ lines: [{ unitPricePaise: 10_000, packagingPaise: 0, quantity: 1 }] }, settings);
    expect(bill.totalPaise).toBe(10_000 + 1800 + 3000 + 540);
  });
});
