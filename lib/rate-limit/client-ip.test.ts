import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { clientIp, clientIpFrom, PEER_HEADER } from "@/lib/rate-limit/client-ip";

const headers = (init: Record<string, string>) => new Headers(init);
const behind = (hops: number) => ({ hops, peerHeaderTrusted: false });

describe("clientIpFrom behind proxies (TRUST_PROXY_HOPS > 0)", () => {
  it("one proxy: the rightmost entry, the address that proxy received the request from", () => {
    expect(clientIpFrom(headers({ "x-forwarded-for": "203.0.113.7" }), behind(1))).toBe("203.0.113.7");
    expect(clientIpFrom(headers({ "x-forwarded-for": "1.1.1.1, 2.2.2.2 , 203.0.113.7 " }), behind(1))).toBe(
      "203.0.113.7",
    );
  });

  it("ignores whatever the client wrote to the left: rotating the first entries changes nothing", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      seen.add(clientIpFrom(headers({ "x-forwarded-for": `10.0.0.${i}, 198.51.100.${i}, 203.0.113.7` }), behind(1)));
    }
    expect([...seen]).toEqual(["203.0.113.7"]);
  });

  it("two proxies: the second entry from the right (the outer proxy's view), not the inner proxy's address", () => {
    const chain = "6.6.6.6, 203.0.113.7, 10.0.0.2";
    expect(clientIpFrom(headers({ "x-forwarded-for": chain }), behind(2))).toBe("203.0.113.7");
  });

  it('fewer entries than hops: "unknown", since even the leftmost may be the client\'s own', () => {
    expect(clientIpFrom(headers({ "x-forwarded-for": "203.0.113.7" }), behind(2))).toBe("unknown");
    expect(clientIpFrom(headers({}), behind(1))).toBe("unknown");
    expect(clientIpFrom(headers({ "x-forwarded-for": "6.6.6.6, " }), behind(1))).toBe("unknown");
  });

  it("never reads X-Real-IP or the peer header, which a client can write too", () => {
    const forged = { "x-real-ip": "6.6.6.6", [PEER_HEADER]: "6.6.6.7" };
    expect(clientIpFrom(headers(forged), behind(1))).toBe("unknown");
    expect(clientIpFrom(headers({ ...forged, "x-forwarded-for": "203.0.113.7" }), behind(1))).toBe("203.0.113.7");
  });

  it("one client stays one key: ports dropped, IPv4-mapped IPv6 in its IPv4 form, at most 64 characters", () => {
    const one = (value: string) => clientIpFrom(headers({ "x-forwarded-for": value }), behind(1));
    expect(one("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(one("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(one("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(one("2001:db8::1")).toBe("2001:db8::1");
    expect(one("a".repeat(500))).toHaveLength(64);
  });
});

describe("clientIpFrom with no proxy (TRUST_PROXY_HOPS=0)", () => {
  const direct = { hops: 0, peerHeaderTrusted: true };

  it("takes the socket's address from the preload's header and never X-Forwarded-For", () => {
    const request = headers({ [PEER_HEADER]: "::ffff:192.0.2.10", "x-forwarded-for": "6.6.6.6, 7.7.7.7" });
    expect(clientIpFrom(request, direct)).toBe("192.0.2.10");
  });

  it('answers "unknown" when the preload is not running: the header could then be the client\'s', () => {
    const request = headers({ [PEER_HEADER]: "192.0.2.10", "x-forwarded-for": "6.6.6.6" });
    expect(clientIpFrom(request, { hops: 0, peerHeaderTrusted: false })).toBe("unknown");
    expect(clientIpFrom(headers({}), direct)).toBe("unknown");
  });
});

describe("clientIp reads TRUST_PROXY_HOPS", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  it("defaults to 0 (no header counts) and follows the setting", () => {
    const request = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" });
    vi.stubEnv("TRUST_PROXY_HOPS", undefined);
    resetEnvForTests();
    expect(clientIp(request)).toBe("unknown");
    vi.stubEnv("TRUST_PROXY_HOPS", "1");
    resetEnvForTests();
    expect(clientIp(request)).toBe("203.0.113.7");
    vi.stubEnv("TRUST_PROXY_HOPS", "2");
    resetEnvForTests();
    expect(clientIp(request)).toBe("6.6.6.6");
  });

  it("refuses a negative or fractional number of hops at start", () => {
    for (const bad of ["-1", "1.5", "one"]) {
      vi.stubEnv("TRUST_PROXY_HOPS", bad);
      resetEnvForTests();
      expect(() => clientIp(headers({})), bad).toThrow(/TRUST_PROXY_HOPS/);
    }
  });
});
