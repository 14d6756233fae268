import { describe, expect, it } from "vitest";
import { initialOf } from "@/lib/reviews/initial";

describe("initialOf (a reviewer's avatar letter)", () => {
  it("takes a whole emoji, never half of one (issue 27: '�' and hydration error #418)", () => {
    const initial = initialOf("😀😀😀😀😀");
    expect(initial).toBe("😀");
    expect(initial.isWellFormed()).toBe(true);
  });

  it("keeps emoji made of several code points whole (a family, a flag, a skin tone)", () => {
    expect(initialOf("👨‍👩‍👧 Family")).toBe("👨‍👩‍👧");
    expect(initialOf("🇮🇳 Asha")).toBe("🇮🇳");
    expect(initialOf("👍🏽 ok")).toBe("👍🏽");
  });

  it("upper-cases a letter, keeps an accent with its letter, and has a mark for a blank name", () => {
    expect(initialOf("asha")).toBe("A");
    expect(initialOf("  meera")).toBe("M");
    expect(initialOf("e\u0301mile")).toBe("E\u0301");
    expect(initialOf("  ")).toBe("?");
  });
});
