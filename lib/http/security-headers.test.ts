import { describe, expect, it } from "vitest";
import {
  API_CONTENT_SECURITY_POLICY,
  COMMON_SECURITY_HEADERS,
  newNonce,
  pageContentSecurityPolicy,
} from "@/lib/http/security-headers";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

describe("pageContentSecurityPolicy", () => {
  it("runs only scripts with this response's nonce, and lets Razorpay Checkout and Cloudinary images work", () => {
    const csp = directives(pageContentSecurityPolicy({ nonce: "abc123==" }));
    expect(csp.get("script-src")).toEqual([
      "'self'",
      "'nonce-abc123=='",
      "'strict-dynamic'",
      "https://checkout.razorpay.com",
    ]);
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("frame-src")).toEqual(["https://api.razorpay.com", "https://checkout.razorpay.com"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "https://api.razorpay.com", "https://lumberjack.razorpay.com"]);
    expect(csp.get("img-src")).toContain("https://res.cloudinary.com");
    expect(csp.get("img-src")).not.toContain("tiles.example.com");
    const withTiles = directives(pageContentSecurityPolicy({ nonce: "n", tileOrigin: "https://tiles.example.com" }));
    expect(withTiles.get("img-src")).toContain("https://tiles.example.com");
    // The push service worker registers from this site only.
    expect(csp.get("worker-src")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.has("upgrade-insecure-requests")).toBe(false);
  });

  it("upgrades subresources only over HTTPS, and allows eval and the hot-reload socket only in development", () => {
    expect(directives(pageContentSecurityPolicy({ nonce: "n", secure: true })).has("upgrade-insecure-requests")).toBe(
      true,
    );
    const dev = directives(pageContentSecurityPolicy({ nonce: "n", dev: true }));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    expect(dev.get("connect-src")).toContain("ws:");
  });

  it("for shared HTML (cached pages, the 404): inline script elements, never inline handlers, else the same", () => {
    const shared = directives(pageContentSecurityPolicy({ nonce: null }));
    const perRequest = directives(pageContentSecurityPolicy({ nonce: "n" }));
    expect(shared.get("script-src")).toEqual(["'self'", "'unsafe-inline'", "https://checkout.razorpay.com"]);
    expect(shared.get("script-src-attr")).toEqual(["'none'"]);
    expect(perRequest.has("script-src-attr")).toBe(false);
    for (const [name, values] of perRequest) if (name !== "script-src") expect(shared.get(name), name).toEqual(values);
  });
});

describe("the other headers", () => {
  it("gives every response nosniff, the referrer policy, no framing and a permissions policy", () => {
    const byName = Object.fromEntries(COMMON_SECURITY_HEADERS.map((h) => [h.key.toLowerCase(), h.value]));
    expect(byName).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
    });
    expect(byName["permissions-policy"]).toMatch(/camera=\(\), microphone=\(\), geolocation=\(self\)/);
    expect(API_CONTENT_SECURITY_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("makes a new 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
