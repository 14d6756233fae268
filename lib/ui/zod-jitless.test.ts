import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { makeZodJitless } from "@/lib/ui/zod-jitless";

describe("makeZodJitless", () => {
  afterEach(() => {
    z.config({ jitless: false });
  });

  it("turns on Zod's jitless mode (no eval probe under the pages' CSP) without importing Zod", () => {
    expect(z.config().jitless).toBeFalsy();
    makeZodJitless();
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
  });
});
