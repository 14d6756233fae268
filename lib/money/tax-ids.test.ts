import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  FSSAI_MESSAGE,
  GSTIN_CHECK_MESSAGE,
  gstinCheckChar,
  gstinProblem,
  isValidFssai,
  isValidGstin,
  normaliseTaxId,
} from "./tax-ids";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const oneOf = (chars: string) => fc.constantFrom(...chars.split(""));
const letter = oneOf(ALPHABET.slice(10));
const digit = oneOf(ALPHABET.slice(0, 10));

/** The first 14 characters of a well-formed GSTIN: state code, PAN, registration number, 14th character. */
const gstinBody = fc
  .tuple(
    fc.constantFrom(...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, "0")), "97", "99"),
    fc.array(letter, { minLength: 5, maxLength: 5 }),
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    letter,
    oneOf(ALPHABET.slice(1)),
    oneOf(ALPHABET),
  )
  .map(([state, l5, d4, l1, entity, z]) => `${state}${l5.join("")}${d4.join("")}${l1}${entity}${z}`);

describe("GSTIN", () => {
  it("computes the published example's check character (27AAPFU0939F1Z -> V)", () => {
    expect(gstinCheckChar("27AAPFU0939F1Z")).toBe("V");
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
  });

  it("accepts real-shaped GSTINs of several states, whose check characters were computed by hand", () => {
    // Tamil Nadu, Karnataka, Maharashtra, Delhi: sum of (quotient + remainder) of each value x 1 or 2, mod 36.
    for (const gstin of ["33AAFCR2345K1ZE", "29AAGCS4863M1ZM", "27AADCB2230M1ZT", "07AAACD1234E1ZB"]) {
      expect(gstinProblem(gstin)).toBeNull();
    }
  });

  it("refuses a wrong check character, naming the check", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe(GSTIN_CHECK_MESSAGE);
    expect(GSTIN_CHECK_MESSAGE).toMatch(/GSTIN.*check|check.*GSTIN/i);
    expect(isValidGstin("33AAFCR2345K1ZF")).toBe(false);
  });

  it("refuses a wrong length, a bad shape and an unknown state code", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("A GSTIN has 15 characters (this one has 14)");
    expect(gstinProblem("27AAPFU0939F1ZVX")).toMatch(/15 characters/);
    expect(gstinProblem("27AAPF10939F1ZV")).toMatch(/state code, your 10-character PAN/);
    expect(gstinProblem("27AAPFU0939F0ZV")).toMatch(/registration number/);
    const body = "40AAPFU0939F1Z";
    expect(gstinProblem(body + gstinCheckChar(body))).toBe(
      "40 is not a state code: a GSTIN starts with 01 to 38, 97 or 99",
    );
    const centre = "99AAPFU0939F1Z";
    expect(gstinProblem(centre + gstinCheckChar(centre))).toBeNull();
  });

  it("accepts lower case and surrounding spaces once normalised", () => {
    expect(normaliseTaxId("  27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(isValidGstin(" 27aapfu0939f1zv")).toBe(true);
  });

  it("property: a well-formed body with its computed check character validates; any other last character fails", () => {
    fc.assert(
      fc.property(gstinBody, oneOf(ALPHABET), (body, other) => {
        const check = gstinCheckChar(body);
        expect(check).toMatch(/^[0-9A-Z]$/);
        expect(gstinProblem(body + check)).toBeNull();
        if (other !== check) expect(gstinProblem(body + other)).toBe(GSTIN_CHECK_MESSAGE);
      }),
    );
  });

  it("property: changing any one character of a valid GSTIN's first 14 is caught", () => {
    fc.assert(
      fc.property(gstinBody, fc.nat({ max: 13 }), oneOf(ALPHABET), (body, at, replacement) => {
        fc.pre(body.charAt(at) !== replacement);
        const changed = body.slice(0, at) + replacement + body.slice(at + 1) + gstinCheckChar(body);
        expect(gstinProblem(changed)).not.toBeNull();
      }),
    );
  });
});

describe("FSSAI licence number", () => {
  it("is exactly 14 digits", () => {
    expect(isValidFssai("12345678901234")).toBe(true);
    expect(isValidFssai(" 12345678901234 ")).toBe(true);
    expect(isValidFssai("1234567890123")).toBe(false);
    expect(isValidFssai("123456789012345")).toBe(false);
    expect(isValidFssai("1234567890123A")).toBe(false);
    expect(isValidFssai("1234 5678 9012")).toBe(false);
    expect(FSSAI_MESSAGE).toMatch(/14 digits/);
  });
});
