import { describe, expect, it } from "vitest";
import { isAppNavigation, isSameOrigin } from "@/lib/ui/link-click";

const ORIGIN = "https://thali.example";
const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

describe("isAppNavigation", () => {
  it("handles a plain left click on a path of this site", () => {
    expect(isAppNavigation(plain, { href: "/restaurants" }, ORIGIN)).toBe(true);
    expect(isAppNavigation(plain, { href: "/browse/search?q=dosa" }, ORIGIN)).toBe(true);
    expect(isAppNavigation(plain, { href: `${ORIGIN}/aboutus` }, ORIGIN)).toBe(true);
  });

  it.each([
    ["the middle button", { button: 1 }],
    ["Ctrl (new tab)", { ctrlKey: true }],
    ["Cmd (new tab)", { metaKey: true }],
    ["Shift (new window)", { shiftKey: true }],
    ["Alt (download)", { altKey: true }],
    ["a handler that prevented it", { defaultPrevented: true }],
  ])("leaves %s to the browser", (_name, change) => {
    expect(isAppNavigation({ ...plain, ...change }, { href: "/restaurants" }, ORIGIN)).toBe(false);
  });

  it("leaves other tabs, downloads and other sites to the browser", () => {
    expect(isAppNavigation(plain, { href: "/restaurants", target: "_blank" }, ORIGIN)).toBe(false);
    expect(isAppNavigation(plain, { href: "/restaurants", target: "_self" }, ORIGIN)).toBe(true);
    expect(isAppNavigation(plain, { href: "/menu.pdf", download: "" }, ORIGIN)).toBe(false);
    expect(isAppNavigation(plain, { href: "/menu.pdf", download: true }, ORIGIN)).toBe(false);
    expect(isAppNavigation(plain, { href: "https://razorpay.com/" }, ORIGIN)).toBe(false);
    expect(isAppNavigation(plain, { href: "//evil.example/x" }, ORIGIN)).toBe(false);
  });
});

describe("isSameOrigin", () => {
  it("reads relative links against the current origin", () => {
    expect(isSameOrigin("?page=2", ORIGIN)).toBe(true);
    expect(isSameOrigin("#reviews", ORIGIN)).toBe(true);
    expect(isSameOrigin("mailto:help@thali.example", ORIGIN)).toBe(false);
    expect(isSameOrigin("http://thali.example/x", ORIGIN)).toBe(false);
  });
});
