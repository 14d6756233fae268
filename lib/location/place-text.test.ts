import { describe, expect, it } from "vitest";
import { placeText } from "./place-text";
import { describeLocation } from "./schemas";

describe("placeText", () => {
  it("says every place as describeLocation does", () => {
    for (const place of [
      { city: "Bengaluru", locality: "Koramangala", pincode: "560034" },
      { city: "Bengaluru", pincode: "560034" },
      { city: "Bengaluru", locality: "Koramangala" },
      { city: "Bengaluru" },
    ]) {
      expect(placeText(place)).toBe(describeLocation(place));
    }
  });
});
