import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { displayPhone, toE164 } from "@/lib/phone/number";

describe("toE164", () => {
  it.each([
    "98765 43210",
    "+91 98765 43210",
    "+91-9876543210",
    "09876543210",
    "919876543210",
    " 9876543210 ",
    "+91 98765-43210",
    "98765.43210",
  ])("reads %j as +919876543210", (input) => {
    expect(toE164(input)).toBe("+919876543210");
  });

  it("keeps a ten-digit number that starts with 91", () => {
    expect(toE164("9198765432")).toBe("+919198765432");
  });

  it.each([
    "",
    "12345",
    "5876543210", // a landline-like first digit
    "+1 415 555 0100",
    "+92 98765 43210",
    "98765432101", // eleven digits, no leading 0
    "0091 98765 43210",
    "98765abcde",
    "９８７６５４３２１０", // full-width digits are not ASCII digits
    "+91 +91 9876543210",
    "9".repeat(40),
  ])("refuses %j", (input) => {
    expect(toE164(input)).toBeNull();
  });

  it("reads every ten-digit mobile number in each of the written forms as the same E.164", () => {
    const mobile = fc
      .tuple(fc.constantFrom("6", "7", "8", "9"), fc.stringMatching(/^[0-9]{9}$/))
      .map(([a, b]) => a + b);
    fc.assert(
      fc.property(mobile, (n) => {
        const expected = `+91${n}`;
        for (const form of [n, `+91${n}`, `+91 ${n.slice(0, 5)} ${n.slice(5)}`, `+91-${n}`, `0${n}`, `91${n}`]) {
          expect(toE164(form)).toBe(expected);
        }
        expect(toE164(displayPhone(expected))).toBe(expected);
      }),
    );
  });

  it("answers either null or +91 and ten digits starting 6-9, for any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const out = toE164(s);
        expect(out === null || /^\+91[6-9][0-9]{9}$/.test(out)).toBe(true);
      }),
    );
  });

  it("refuses numbers whose first digit is 0-5", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-5][0-9]{9}$/), (n) => {
        // "0" + nine digits is ten digits: never taken as a trunk prefix.
        expect(toE164(n)).toBeNull();
      }),
    );
  });
});

describe("displayPhone", () => {
  it("groups the number as people write it", () => {
    expect(displayPhone("+919876543210")).toBe("+91 98765 43210");
  });
});
