import { describe, expect, it } from "vitest";
import { parseCookies, XSRF_COOKIE } from "@/lib/auth/cookies";
import { readCookie } from "@/lib/api/client";

// The server reads the Cookie header with the `cookie` package; the browser reads document.cookie
// with the few lines of readCookie (docs/decisions/0014): both must read the same jar alike.
const JARS = [
  "a=1; XSRF-TOKEN=abc%3D; b=2",
  "XSRF-TOKEN=first; XSRF-TOKEN=second",
  "XSRF-TOKEN-OLD=x",
  "XSRF-TOKEN=%E0%A4%A; other=1",
  "  XSRF-TOKEN = spaced ;",
  "novalue; XSRF-TOKEN=v",
  "",
];

describe("parseCookies", () => {
  it("reads names and decoded values; the first of a repeated name wins", () => {
    const jar = parseCookies("a=1; XSRF-TOKEN=abc%3D; a=2; empty=");
    expect(jar.get("a")).toBe("1");
    expect(jar.get(XSRF_COOKIE)).toBe("abc=");
    expect(jar.get("empty")).toBe("");
    expect(parseCookies(null).size).toBe(0);
  });

  it("keeps a value that does not decode as it was sent, and skips a pair with no name", () => {
    expect(parseCookies("t=%E0%A4%A").get("t")).toBe("%E0%A4%A");
    expect(parseCookies("=x; y=1")).toEqual(new Map([["y", "1"]]));
  });

  it("agrees with the browser's readCookie", () => {
    for (const jar of JARS) expect(parseCookies(jar).get(XSRF_COOKIE) ?? null).toBe(readCookie(jar, XSRF_COOKIE));
  });
});
