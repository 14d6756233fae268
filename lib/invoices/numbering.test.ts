import { describe, expect, it } from "vitest";
import { financialYearOf, formatInvoiceNumber, seriesPrefix } from "@/lib/invoices/numbering";

describe("financialYearOf", () => {
  it("turns at midnight between 31 March and 1 April in India, not in UTC", () => {
    // 31 March 2027 23:59 IST is 18:29 UTC; 1 April 2027 00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28");
    expect(financialYearOf(new Date("2026-04-01T00:00:00+05:30"))).toBe("2026-27");
    expect(financialYearOf(new Date("2026-11-27T08:00:00Z"))).toBe("2026-27");
    expect(financialYearOf(new Date("2099-12-31T00:00:00Z"))).toBe("2099-00");
  });
});

describe("seriesPrefix", () => {
  it("takes the initials of the name's words, filled up from its other letters, CN before a credit note's", () => {
    expect(seriesPrefix("Spice Street Eatery", "invoice")).toBe("SSE");
    expect(seriesPrefix("Spice Street Eatery & Bar", "invoice")).toBe("SSE");
    expect(seriesPrefix("Paradise", "invoice")).toBe("PAR");
    expect(seriesPrefix("Café Niloufer", "invoice")).toBe("CNA");
    expect(seriesPrefix("Restaurant 9f3a", "invoice")).toBe("RFA");
    expect(seriesPrefix("123", "invoice")).toBe("INV");
    expect(seriesPrefix("Spice Street Eatery", "credit_note")).toBe("CNSSE");
  });
});

describe("formatInvoiceNumber", () => {
  it("fills 16 characters (the GST rules' limit) with the serial's zeros", () => {
    expect(formatInvoiceNumber("SSE", "2026-27", 42)).toBe("SSE/26-27/000042");
    expect(formatInvoiceNumber("CNSSE", "2026-27", 7)).toBe("CNSSE/26-27/0007");
    expect(formatInvoiceNumber("PA", "2026-27", 1)).toBe("PA/26-27/0000001");
    for (const n of [formatInvoiceNumber("SSE", "2026-27", 999_999), formatInvoiceNumber("CNSSE", "2026-27", 9999)]) {
      expect(n).toHaveLength(16);
      expect(n).toMatch(/^[A-Z0-9/-]+$/);
    }
  });

  it("keeps counting past the padding rather than wrap", () => {
    expect(formatInvoiceNumber("SSE", "2026-27", 1_234_567)).toBe("SSE/26-27/1234567");
  });
});
