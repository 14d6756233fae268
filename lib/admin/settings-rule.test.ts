import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commissionAt, rowInForce, valueAt, type SettingRow } from "@/lib/admin/settings-rule";
import { cityRefusal, cityServedAt } from "@/lib/admin/cities-rule";
import { riderPayPaise } from "@/lib/riders/pay";

const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1) + minutes * 60_000);
const fee = (value: number, minutes: number, restaurantId: string | null = null): SettingRow => ({
  key: "platform_fee_paise",
  restaurantId,
  value,
  effectiveFrom: at(minutes),
});

describe("the value in force at an instant", () => {
  it("is the row with the latest effectiveFrom not after it, else the default", () => {
    const rows = [fee(500, 10), fee(900, 30), fee(700, 20)];
    expect(valueAt(rows, "platform_fee_paise", at(5), 0)).toBe(0);
    expect(valueAt(rows, "platform_fee_paise", at(10), 0)).toBe(500);
    expect(valueAt(rows, "platform_fee_paise", at(25), 0)).toBe(700);
    expect(valueAt(rows, "platform_fee_paise", at(30), 0)).toBe(900);
    // another key, or a restaurant's row, is not the marketplace's fee
    expect(valueAt([fee(1, 0, "r1")], "platform_fee_paise", at(5), 42)).toBe(42);
    expect(valueAt(rows, "rider_base_paise", at(50), 2500)).toBe(2500);
  });

  it("takes the later decision of two with the same effectiveFrom", () => {
    expect(valueAt([fee(100, 10), fee(200, 10)], "platform_fee_paise", at(10), 0)).toBe(200);
  });

  it("matches a brute-force reading for any rows and instant (property)", () => {
    const rowArb = fc.record({ value: fc.integer({ min: 0, max: 100_000 }), minute: fc.integer({ min: 0, max: 100 }) });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 12 }), fc.integer({ min: -5, max: 110 }), (specs, minute) => {
        const rows = specs.map((s) => fee(s.value, s.minute));
        const got = rowInForce(rows, "platform_fee_paise", at(minute));
        const started = specs.map((s, i) => ({ ...s, i })).filter((s) => s.minute <= minute);
        if (started.length === 0) {
          expect(got).toBeNull();
          return;
        }
        const latest = Math.max(...started.map((s) => s.minute));
        const expected = started.filter((s) => s.minute === latest).at(-1)!;
        expect(got).toBe(rows[expected.i]);
        // A row added later (in the future of `minute`) never changes what was in force at `minute`.
        const withFuture = [...rows, fee(123_456, minute + 1)];
        expect(rowInForce(withFuture, "platform_fee_paise", at(minute))).toBe(rows[expected.i]);
      }),
    );
  });

  it("reads a restaurant's commission: its schedule, its column, the marketplace's schedule, the deployment's", () => {
    const rows: SettingRow[] = [
      { key: "commission_bps", restaurantId: null, value: 1800, effectiveFrom: at(10) },
      { key: "commission_bps", restaurantId: "r1", value: 900, effectiveFrom: at(20) },
    ];
    const plain = { id: "r2", commissionBps: null };
    const withColumn = { id: "r1", commissionBps: 1200 };
    expect(commissionAt(rows, plain, at(0), 1500)).toBe(1500);
    expect(commissionAt(rows, plain, at(10), 1500)).toBe(1800);
    expect(commissionAt(rows, withColumn, at(10), 1500)).toBe(1200);
    expect(commissionAt(rows, withColumn, at(20), 1500)).toBe(900);
  });
});

describe("the rider's least pay (rider_min_paise)", () => {
  it("raises a short trip's pay to the minimum and leaves a longer one alone", () => {
    const rates = { basePaise: 2500, perKmPaise: 800, minPaise: 3000 };
    expect(riderPayPaise(200, rates)).toBe(3000);
    expect(riderPayPaise(5000, rates)).toBe(2500 + 4000);
    expect(riderPayPaise(200, { basePaise: 2500, perKmPaise: 800 })).toBe(2500 + 160);
  });
});

describe("the served cities", () => {
  const pune = { name: "Pune", pincodes: [], active: true, effectiveFrom: at(10) };
  const delhi = { name: "New Delhi", pincodes: ["110001", "110016"], active: true, effectiveFrom: at(0) };
  const kolkataOff = { name: "Kolkata", pincodes: [], active: false, effectiveFrom: at(30) };

  it("serve everything while no row is in effect", () => {
    expect(cityRefusal([], { city: "Anywhere" }, at(0))).toBeNull();
    expect(cityRefusal([pune], { city: "Nagpur" }, at(5))).toBeNull();
  });

  it("refuse a city not listed, not yet on, switched off, or a PIN code outside its list", () => {
    const rows = [pune, delhi, kolkataOff];
    expect(cityRefusal(rows, { city: "Nagpur" }, at(5))?.message).toBe("We do not deliver to Nagpur yet");
    expect(cityRefusal(rows, { city: " pune " }, at(5))?.message).toBe("We do not deliver to pune yet");
    expect(cityRefusal(rows, { city: "Pune" }, at(10))).toBeNull();
    expect(cityRefusal(rows, { city: "kolkata" }, at(29))).toBeNull();
    expect(cityRefusal(rows, { city: "Kolkata" }, at(30))).toEqual({
      message: "We do not deliver to Kolkata yet",
      field: "city",
    });
    expect(cityRefusal(rows, { city: "New Delhi", pincode: "110016" }, at(1))).toBeNull();
    expect(cityRefusal(rows, { city: "New Delhi", pincode: "110092" }, at(1))).toEqual({
      message: "We do not deliver to 110092, New Delhi yet",
      field: "pincode",
    });
    expect(cityRefusal(rows, { city: "New Delhi" }, at(1))?.field).toBe("pincode");
    expect(cityServedAt(kolkataOff, at(29))).toBe(true);
  });
});
