import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@/lib/auth/guards";
import { signedInTarget } from "@/lib/auth/redirect-target";

describe("safeRedirectPath", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirectPath("/orders")).toBe("/orders");
    expect(safeRedirectPath("/restaurants?city=Pune")).toBe("/restaurants?city=Pune");
    expect(safeRedirectPath(["/favourites", "/x"])).toBe("/favourites");
  });

  it("refuses anything that could leave the site", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "evil", "", "/a\nb", "/x\\y"]) {
      expect(safeRedirectPath(bad), bad).toBeNull();
    }
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});

describe("signedInTarget", () => {
  it("sends owners into their area", () => {
    expect(signedInTarget("restaurant", null)).toBe("/restaurant/dashboard");
    expect(signedInTarget("restaurant", "/restaurant/menu")).toBe("/restaurant/menu");
    expect(signedInTarget("restaurant", "/restaurants")).toBe("/restaurant/dashboard");
    expect(signedInTarget("restaurant", "/orders")).toBe("/restaurant/dashboard");
  });

  it("sends customers back where they were, never into the owner area or back to a login", () => {
    expect(signedInTarget("customer", null)).toBe("/");
    expect(signedInTarget("customer", "/orders")).toBe("/orders");
    expect(signedInTarget("customer", "/restaurant/dashboard")).toBe("/");
    expect(signedInTarget("customer", "/auth/login/customer")).toBe("/");
    expect(signedInTarget("customer", "//evil.example")).toBe("/");
    expect(signedInTarget("customer", "/rider")).toBe("/");
  });

  it("sends riders into their console, or the remembered page in it", () => {
    expect(signedInTarget("rider", null)).toBe("/rider");
    expect(signedInTarget("rider", "/rider/earnings")).toBe("/rider/earnings");
    expect(signedInTarget("rider", "/orders")).toBe("/rider");
    expect(signedInTarget("rider", "/restaurant/dashboard")).toBe("/rider");
    expect(signedInTarget("rider", "/riders")).toBe("/rider");
  });
});
