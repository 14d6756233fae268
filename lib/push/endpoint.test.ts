import { describe, expect, it } from "vitest";
import { endpointProblem, isAllowedAddress } from "@/lib/push/endpoint";

describe("push endpoints", () => {
  it("takes https push services on public hosts", () => {
    expect(endpointProblem("https://fcm.googleapis.com/fcm/send/abc:def", false)).toBeNull();
    expect(endpointProblem("https://updates.push.services.mozilla.com/wpush/v2/gAAA", false)).toBeNull();
    expect(endpointProblem("https://8.8.8.8/push", false)).toBeNull();
  });

  it("refuses other schemes, credentials, localhost and private or reserved addresses in any spelling", () => {
    for (const url of [
      "http://fcm.googleapis.com/x",
      "https://user:pw@fcm.googleapis.com/x",
      "https://localhost/x",
      "https://a.localhost/x",
      "https://127.1/x",
      "https://0x7f000001/x",
      "https://10.0.0.1/x",
      "https://172.20.1.1/x",
      "https://192.168.1.1/x",
      "https://169.254.169.254/x",
      "https://100.64.0.1/x",
      "https://0.0.0.0/x",
      "https://[::1]/x",
      "https://[fd00::1]/x",
      "https://[fe80::1]/x",
      "https://[::ffff:10.0.0.1]/x",
    ]) {
      expect(endpointProblem(url, false), url).not.toBeNull();
    }
  });

  it("with the tests' setting, also loopback over http, and still no other private address", () => {
    expect(endpointProblem("http://127.0.0.1:4000/push/1", true)).toBeNull();
    expect(endpointProblem("http://localhost:4000/push/1", true)).toBeNull();
    expect(endpointProblem("http://[::1]:4000/push/1", true)).toBeNull();
    expect(endpointProblem("http://10.0.0.1/push/1", true)).not.toBeNull();
    expect(endpointProblem("http://push.example.com/push/1", true)).not.toBeNull();
  });

  it("checks resolved addresses: public ones, loopback only when allowed, never a name", () => {
    expect(isAllowedAddress("142.250.183.10", false)).toBe(true);
    expect(isAllowedAddress("2a00:1450:4001:80e::200a", false)).toBe(true);
    expect(isAllowedAddress("127.0.0.1", false)).toBe(false);
    expect(isAllowedAddress("127.0.0.1", true)).toBe(true);
    expect(isAllowedAddress("::ffff:127.0.0.1", true)).toBe(true);
    expect(isAllowedAddress("::ffff:a00:1", true)).toBe(false);
    expect(isAllowedAddress("192.168.0.10", true)).toBe(false);
    expect(isAllowedAddress("example.com", false)).toBe(false);
  });
});
