import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { checkCsrf, requireSameSiteOrigin } from "./csrf";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

const post = (headers: Record<string, string>) =>
  new Request("http://shop.example/api/x", { method: "POST", headers: { host: "shop.example", ...headers } });

describe("checkCsrf", () => {
  it("lets reads through and refuses writes from another site", () => {
    expect(() =>
      checkCsrf(new Request("http://shop.example/api/x", { headers: { origin: "https://evil.example" } }), "cookie"),
    ).not.toThrow();
    expect(() => checkCsrf(post({ origin: "https://evil.example" }), null)).toThrow("Cross-site request refused");
    expect(() => checkCsrf(post({ origin: "http://shop.example" }), null)).not.toThrow();
  });

  it("requires the double-submit token on cookie-authenticated writes only", () => {
    expect(() => checkCsrf(post({ cookie: "XSRF-TOKEN=abc" }), "cookie")).toThrow(/XSRF/);
    expect(() => checkCsrf(post({ cookie: "XSRF-TOKEN=abc", "x-xsrf-token": "abd" }), "cookie")).toThrow(/XSRF/);
    expect(() => checkCsrf(post({ cookie: "XSRF-TOKEN=abc", "x-xsrf-token": "abc" }), "cookie")).not.toThrow();
    expect(() => checkCsrf(post({}), "bearer")).not.toThrow();
  });

  it("takes the configured public URL as this site when a proxy rewrote Host", () => {
    const proxied = (origin: string) =>
      new Request("http://internal:3000/api/x", { method: "POST", headers: { host: "internal:3000", origin } });
    expect(() => checkCsrf(proxied("https://thali.example"), null)).toThrow("Cross-site request refused");
    vi.stubEnv("APP_URL", "https://thali.example");
    resetEnvForTests();
    expect(() => checkCsrf(proxied("https://thali.example"), null)).not.toThrow();
    // the same host on another scheme or port is another origin
    expect(() => checkCsrf(proxied("http://thali.example"), null)).toThrow("Cross-site request refused");
    expect(() => checkCsrf(proxied("https://thali.example:8443"), null)).toThrow("Cross-site request refused");
    expect(() => checkCsrf(proxied("https://evil.example"), null)).toThrow("Cross-site request refused");
  });

  it("believes X-Forwarded-Host only behind a trusted proxy, and compares the Origin's scheme", () => {
    // Issue 27 #11: any client could name its own X-Forwarded-Host and make a foreign Origin look same-site,
    // and https://evil-twin on the right host but the wrong scheme passed.
    const forged = post({
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect(() => checkCsrf(forged, null)).toThrow("Cross-site request refused");
    expect(() => checkCsrf(post({ origin: "https://shop.example" }), null)).toThrow("Cross-site request refused");
    vi.stubEnv("TRUST_PROXY_HOPS", "1");
    resetEnvForTests();
    const proxied = post({
      origin: "https://thali.example",
      "x-forwarded-host": "thali.example",
      "x-forwarded-proto": "https",
    });
    expect(() => checkCsrf(proxied, null)).not.toThrow();
    const downgraded = post({
      origin: "http://thali.example",
      "x-forwarded-host": "thali.example",
      "x-forwarded-proto": "https",
    });
    expect(() => checkCsrf(downgraded, null)).toThrow("Cross-site request refused");
  });

  it("falls back to AUTH_URL when APP_URL is unset", () => {
    vi.stubEnv("AUTH_URL", "https://auth.thali.example");
    resetEnvForTests();
    const request = new Request("http://internal:3000/api/x", {
      method: "POST",
      headers: { host: "internal:3000", origin: "https://auth.thali.example" },
    });
    expect(() => checkCsrf(request, null)).not.toThrow();
  });
});

describe("requireSameSiteOrigin (login and sign-up)", () => {
  it("refuses a missing, null or foreign Origin, which checkCsrf lets through without a session", () => {
    const unnamed: Array<Record<string, string>> = [{}, { origin: "null" }];
    for (const headers of unnamed) {
      expect(() => checkCsrf(post(headers), null)).not.toThrow();
      expect(() => requireSameSiteOrigin(post(headers))).toThrow(/Origin header is missing/);
    }
    expect(() => requireSameSiteOrigin(post({ origin: "https://evil.example" }))).toThrow("Cross-site request refused");
    expect(() => requireSameSiteOrigin(post({ origin: "http://shop.example" }))).not.toThrow();
  });

  it("accepts the configured public URL behind a proxy that rewrote Host", () => {
    vi.stubEnv("APP_URL", "https://thali.example");
    resetEnvForTests();
    const request = new Request("http://internal:3000/api/x", {
      method: "POST",
      headers: { host: "internal:3000", origin: "https://thali.example" },
    });
    expect(() => requireSameSiteOrigin(request)).not.toThrow();
  });
});
