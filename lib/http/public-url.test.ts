import { afterEach, describe, expect, it, vi } from "vitest";
import { env, resetEnvForTests } from "@/lib/env";
import { absoluteUrl, isSameUrl, publicOrigin } from "./public-url";

function configure(vars: Partial<Record<"APP_URL" | "AUTH_URL", string>>) {
  vi.stubEnv("APP_URL", vars.APP_URL);
  vi.stubEnv("AUTH_URL", vars.AUTH_URL);
  resetEnvForTests();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

describe("absoluteUrl", () => {
  it("leaves every URL as it is when no public URL is configured", () => {
    configure({});
    expect(publicOrigin()).toBeNull();
    expect(absoluteUrl("/uploads/FoodItemImages/a.png")).toBe("/uploads/FoodItemImages/a.png");
  });

  it("puts the public origin in front of root-relative paths only", () => {
    configure({ APP_URL: "https://thali.example/some/path/" });
    expect(publicOrigin()).toBe("https://thali.example");
    expect(absoluteUrl("/uploads/FoodItemImages/a.png")).toBe("https://thali.example/uploads/FoodItemImages/a.png");
    expect(absoluteUrl("/images/restaurants/r01.webp")).toBe("https://thali.example/images/restaurants/r01.webp");
    const cloudinary = "https://res.cloudinary.com/demo/image/upload/v1/FoodItemImages/a.png";
    expect(absoluteUrl(cloudinary)).toBe(cloudinary);
    expect(absoluteUrl("//cdn.example/a.png")).toBe("//cdn.example/a.png");
    // no image is an empty string in the spec's user object, and stays one
    expect(absoluteUrl("")).toBe("");
  });

  it("keeps a port and falls back to AUTH_URL, APP_URL winning when both are set", () => {
    configure({ AUTH_URL: "http://localhost:3210/api/auth" });
    expect(absoluteUrl("/uploads/a.png")).toBe("http://localhost:3210/uploads/a.png");
    configure({ APP_URL: "https://thali.example", AUTH_URL: "http://localhost:3210" });
    expect(absoluteUrl("/uploads/a.png")).toBe("https://thali.example/uploads/a.png");
  });

  it("refuses a public URL that is not http(s)", () => {
    configure({ APP_URL: "ftp://thali.example" });
    expect(() => env()).toThrow(/APP_URL must start with http:\/\/ or https:\/\//);
    configure({ APP_URL: "thali.example" });
    expect(() => env()).toThrow(/APP_URL must be a URL/);
  });
});

describe("isSameUrl", () => {
  it("matches a stored path sent back as stored or as we answered it", () => {
    configure({ APP_URL: "https://thali.example" });
    expect(isSameUrl("/uploads/a.png", "/uploads/a.png")).toBe(true);
    expect(isSameUrl("https://thali.example/uploads/a.png", "/uploads/a.png")).toBe(true);
    expect(isSameUrl("https://evil.example/uploads/a.png", "/uploads/a.png")).toBe(false);
    expect(isSameUrl("/uploads/b.png", "/uploads/a.png")).toBe(false);
  });
});
