import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cn, type ClassPart } from "@/lib/ui/cn";

describe("cn", () => {
  it("joins the class names that are there, skipping false, null, undefined, 0 and empty strings", () => {
    expect(cn("a", false, "b", null, undefined, 0, "", "c d")).toBe("a b c d");
    expect(cn()).toBe("");
    expect(cn(false, null)).toBe("");
  });

  it("keeps the given order and every given name (a space-separated join of the non-empty ones)", () => {
    const part: fc.Arbitrary<ClassPart> = fc.oneof(
      fc.stringMatching(/^[a-z][a-z0-9:-]{0,8}$/),
      fc.constantFrom<ClassPart>(false, null, undefined, 0, ""),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
        const names = parts.filter((p): p is string => typeof p === "string" && p !== "");
        expect(cn(...parts)).toBe(names.join(" "));
      }),
    );
  });
});
