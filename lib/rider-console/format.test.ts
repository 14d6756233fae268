import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { directionsUrl, firstName, formatDistance, formatPaise, istDate } from "@/lib/rider-console/format";

describe("formatPaise", () => {
  it("writes paise as rupees with Indian grouping", () => {
    expect(formatPaise(2500)).toBe("₹25.00");
    expect(formatPaise(0)).toBe("₹0.00");
    expect(formatPaise(123456)).toBe("₹1,234.56");
    expect(formatPaise(12345678)).toBe("₹1,23,456.78");
  });

  it("keeps every paisa: the digits read back to the same integer", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (paise) => {
        const digits = formatPaise(paise).replace(/[^0-9]/g, "");
        expect(Number(digits)).toBe(paise);
      }),
    );
  });
});

describe("formatDistance", () => {
  it("uses metres under a kilometre and kilometres to one decimal above", () => {
    expect(formatDistance(0)).toBe("0 m");
    expect(formatDistance(847)).toBe("850 m");
    expect(formatDistance(1000)).toBe("1.0 km");
    expect(formatDistance(3449)).toBe("3.4 km");
    expect(formatDistance(12_050)).toBe("12.1 km");
  });

  it("says when the distance is not known", () => {
    expect(formatDistance(null)).toBe("distance not known");
    expect(formatDistance(Number.NaN)).toBe("distance not known");
  });
});

describe("istDate", () => {
  it("is the calendar day in India, which starts 5:30 h before UTC's", () => {
    expect(istDate(new Date("2026-11-28T18:29:59Z"))).toBe("2026-11-28");
    expect(istDate(new Date("2026-11-28T18:30:00Z"))).toBe("2026-11-29");
  });
});

describe("firstName and directionsUrl", () => {
  it("takes the first word of a name", () => {
    expect(firstName("Asha Rao")).toBe("Asha");
    expect(firstName("  Ravi ")).toBe("Ravi");
  });

  it("points Google Maps directions at the coordinates", () => {
    expect(directionsUrl(12.97, 77.59)).toBe("https://www.google.com/maps/dir/?api=1&destination=12.97,77.59");
  });
});
