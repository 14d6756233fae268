import { describe, expect, it } from "vitest";
import { unsafeTextErrors } from "@/lib/http/unsafe-text";

describe("unsafeTextErrors", () => {
  it("names every string field holding a NUL character or a lone surrogate, however deep", () => {
    expect(
      unsafeTextErrors({
        name: "Asha\u0000",
        ok: "Paneer 🍛 ಮಸಾಲೆ",
        location: { city: "\ud800Pune", state: "Maharashtra" },
        items: [{ note: "x\udc00" }, { note: "fine" }],
        n: 3,
        nothing: null,
      }),
    ).toEqual({
      name: ["Contains characters that are not allowed"],
      "location.city": ["Contains characters that are not allowed"],
      "items.0.note": ["Contains characters that are not allowed"],
    });
  });

  it("accepts ordinary text, emoji (surrogate pairs) and a bare string", () => {
    expect(unsafeTextErrors({ a: "", b: "O'Brien; DROP TABLE", c: "🍛🍛" })).toEqual({});
    expect(unsafeTextErrors("plain")).toEqual({});
    expect(unsafeTextErrors("\u0000")).toEqual({ _: ["Contains characters that are not allowed"] });
  });
});
