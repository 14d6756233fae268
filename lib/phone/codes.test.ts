import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { codeMatches, codeText, hashCode, newCode } from "@/lib/phone/codes";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("one-time codes", () => {
  it("are six digits, leading zeros kept, and vary", () => {
    const codes = Array.from({ length: 2000 }, newCode);
    for (const code of codes) expect(code).toMatch(/^[0-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1900);
    // Every first digit turns up, 0 included (a code is not a number that loses its zeros).
    expect(new Set(codes.map((c) => c[0])).size).toBe(10);
  });

  it("are stored as an HMAC that is neither the code nor a plain hash of it, and bound to their row", () => {
    const hash = hashCode("row-1", "123456");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain("123456");
    expect(hashCode("row-1", "123456")).toBe(hash);
    expect(hashCode("row-2", "123456")).not.toBe(hash);
    expect(hashCode("row-1", "123457")).not.toBe(hash);
  });

  it("depend on AUTH_SECRET: another deployment's hash never matches", () => {
    const hash = hashCode("row-1", "123456");
    vi.stubEnv("AUTH_SECRET", "another-secret-another-secret-0123456789");
    resetEnvForTests();
    expect(hashCode("row-1", "123456")).not.toBe(hash);
    expect(codeMatches("row-1", "123456", hash)).toBe(false);
  });

  it("match only the right code on the right row", () => {
    const hash = hashCode("row-1", "004200");
    expect(codeMatches("row-1", "004200", hash)).toBe(true);
    expect(codeMatches("row-1", "4200", hash)).toBe(false);
    expect(codeMatches("row-1", "004201", hash)).toBe(false);
    expect(codeMatches("row-2", "004200", hash)).toBe(false);
    expect(codeMatches("row-1", "004200", "not-hex")).toBe(false);
  });

  it("are texted in the words customers are told to expect", () => {
    expect(codeText("123456")).toBe("123456 is your Thali code. It expires in 5 minutes. Never share it.");
  });
});
