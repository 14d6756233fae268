import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { upiAmount, upiPayLink } from "@/lib/checkout/upi-link";

describe("upiPayLink", () => {
  it("names the payee, the exact amount with 2 decimals, INR and the order", () => {
    expect(
      upiPayLink({ payeeVpa: "thali.demo@upi", payeeName: "Thali Demo", amountPaise: 27_000, note: "Order #A1B2C3" }),
    ).toBe("upi://pay?pa=thali.demo@upi&pn=Thali%20Demo&am=270.00&cu=INR&tn=Order%20%23A1B2C3");
  });

  it("encodes a name and a note with & and = so they cannot add parameters", () => {
    const link = upiPayLink({ payeeVpa: "a.b@okaxis", payeeName: "Dosa & Co=1", amountPaise: 105, note: "x&am=1" });
    const params = new URLSearchParams(link.slice("upi://pay?".length));
    expect([...params.keys()]).toEqual(["pa", "pn", "am", "cu", "tn"]);
    expect(params.get("pn")).toBe("Dosa & Co=1");
    expect(params.get("am")).toBe("1.05");
    expect(params.get("tn")).toBe("x&am=1");
  });
});

describe("upiAmount", () => {
  it("writes paise as rupees with exactly 2 decimals", () => {
    expect(upiAmount(5)).toBe("0.05");
    expect(upiAmount(100)).toBe("1.00");
    expect(upiAmount(1_00_000_00)).toBe("100000.00");
  });

  it("is the amount in paise back again, for any amount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), (paise) => {
        const text = upiAmount(paise);
        expect(text).toMatch(/^\d+\.\d{2}$/);
        expect(Number(text.replace(".", ""))).toBe(paise);
      }),
    );
  });

  it("refuses nothing to pay and a fraction of a paisa", () => {
    expect(() => upiAmount(0)).toThrow(RangeError);
    expect(() => upiAmount(10.5)).toThrow(RangeError);
  });
});
