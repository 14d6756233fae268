import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inputClasses, selectClasses } from "@/components/ui/form-field";
import { openingTags, tsxSources } from "@/tests/support/jsx-tags";

// A <select> always matches :read-only (its value is chosen, not typed), so inputClasses' read-only look made every
// select on a form look disabled: grey box, grey text (the rider's vehicle, the location chooser's locality, the
// console's filters). Selects take selectClasses.

const selects = [...tsxSources("components"), ...tsxSources("app")].flatMap((file) =>
  openingTags(readFileSync(file, "utf8"), "select").map((tag) => ({ file, tag })),
);

describe("selects do not take the read-only look of text inputs", () => {
  it("selectClasses is inputClasses without its read-only variants", () => {
    expect(selectClasses).not.toMatch(/read-only:/);
    expect(inputClasses).toContain(selectClasses);
    expect(inputClasses).toMatch(/read-only:bg-stone-100/);
  });

  it("finds the selects", () => {
    expect(selects.length).toBeGreaterThanOrEqual(8);
  });

  it.each(selects.map((s) => [s.file, s.tag] as const))("%s: no inputClasses on a select", (_file, tag) => {
    expect(tag).not.toMatch(/\binputClasses\b/);
  });
});
