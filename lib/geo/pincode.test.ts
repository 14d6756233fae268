import { describe, expect, it } from "vitest";
import { localityKey, PincodeQuerySchema, placeFor } from "./pincode";

describe("PincodeQuerySchema", () => {
  it("takes six digits, trimming spaces", () => {
    expect(PincodeQuerySchema.parse({ code: "560034" })).toEqual({ code: "560034" });
    expect(PincodeQuerySchema.parse({ code: " 110001 " })).toEqual({ code: "110001" });
  });

  it.each(["056003", "56003", "5600345", "56OO34", "", "560 034", "-56003"])("refuses %j", (code) => {
    const result = PincodeQuerySchema.safeParse({ code });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("PIN code must be 6 digits and not start with 0");
  });

  it("refuses a missing code", () => {
    expect(PincodeQuerySchema.safeParse({}).error?.issues[0]?.message).toBe("code is required");
  });
});

describe("placeFor", () => {
  const places = [
    { locality: "Koramangala I Block" },
    { locality: "St. John's Medical College" },
    { locality: "Agara" },
    { locality: "Koramangala" },
  ];

  it("takes the typed locality's own place, in any case and spacing", () => {
    expect(placeFor(places, "agara")).toBe(places[2]);
    expect(placeFor(places, "  KORAMANGALA ")).toBe(places[3]);
    expect(placeFor(places, "St Johns Medical College")).toBe(places[1]);
  });

  it("takes a place whose name starts with the typed words", () => {
    expect(placeFor([{ locality: "Agara Lake" }, { locality: "Koramangala I Block" }], "Koramangala")?.locality).toBe(
      "Koramangala I Block",
    );
  });

  it("falls back to the first place, and to null without places", () => {
    expect(placeFor(places, "Whitefield")).toBe(places[0]);
    expect(placeFor(places, undefined)).toBe(places[0]);
    expect(placeFor([], "Agara")).toBeNull();
  });

  it("folds punctuation in keys", () => {
    expect(localityKey("St. John's  Medical-College")).toBe("st johns medical college");
  });
});
