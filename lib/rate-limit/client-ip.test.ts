import { describe, expect, it } from "vitest";
import { clientIp } from "@/lib/rate-limit/client-ip";

describe("clientIp", () => {
  it("takes the first x-forwarded-for entry, the client as the first proxy saw it", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": " 203.0.113.7 , 10.0.0.2, 10.0.0.1" }))).toBe("203.0.113.7");
  });

  it("prefers x-forwarded-for to x-real-ip", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "198.51.100.1" }))).toBe(
      "203.0.113.7",
    );
  });

  it("falls back to x-real-ip, also when x-forwarded-for is blank", () => {
    expect(clientIp(new Headers({ "x-real-ip": "198.51.100.1" }))).toBe("198.51.100.1");
    expect(clientIp(new Headers({ "x-forwarded-for": " , 10.0.0.1", "x-real-ip": "198.51.100.1" }))).toBe(
      "198.51.100.1",
    );
  });

  it('answers "unknown" without either header', () => {
    expect(clientIp(new Headers())).toBe("unknown");
  });

  it("keeps at most 64 characters", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "a".repeat(500) }))).toHaveLength(64);
  });
});
