import { describe, expect, it } from "vitest";
import { containsPattern, normalizeSearchText, supportsSubstringMatch, wholeWordPattern } from "./query";

describe("normalizeSearchText", () => {
  it("lower-cases and collapses spaces", () => {
    expect(normalizeSearchText("  Chicken   BIRYANI ")).toBe("chicken biryani");
  });

  it("answers null below two characters", () => {
    expect(normalizeSearchText("a")).toBeNull();
    expect(normalizeSearchText("   ")).toBeNull();
    expect(normalizeSearchText(" ab ")).toBe("ab");
  });

  it("cuts overlong text to 100 characters", () => {
    expect(normalizeSearchText("x".repeat(500))).toHaveLength(100);
  });
});

describe("containsPattern", () => {
  it("matches anywhere and takes LIKE's wildcards and escape literally", () => {
    expect(containsPattern("dal")).toBe("%dal%");
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("supportsSubstringMatch", () => {
  it("needs a run of three letters or digits", () => {
    expect(supportsSubstringMatch("dal")).toBe(true);
    expect(supportsSubstringMatch("65")).toBe(false);
    expect(supportsSubstringMatch("pu")).toBe(false);
    expect(supportsSubstringMatch("a b c")).toBe(false);
    expect(supportsSubstringMatch("crème")).toBe(true);
  });
});

describe("wholeWordPattern", () => {
  it("bounds the text by word edges and takes regular-expression characters literally", () => {
    expect(wholeWordPattern("paneer")).toBe("\\mpaneer\\M");
    expect(wholeWordPattern("a.b(c)*")).toBe("\\ma\\.b\\(c\\)\\*\\M");
  });
});
