import { describe, expect, it } from "vitest";
import { checkCsrf } from "./csrf";

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
});
