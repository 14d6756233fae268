import { describe, expect, it } from "vitest";
import { encodeLocationCookie, LOCATION_COOKIE, locationCookieString, parseLocationCookie } from "./cookie";

describe("the delivery location cookie", () => {
  const location = { city: "Bengaluru", locality: "Koramangala", pincode: "560034" };

  it("round-trips a location, whether the reader decoded the value already or not", () => {
    const value = encodeLocationCookie(location);
    expect(value).not.toMatch(/[";,\s]/);
    expect(parseLocationCookie(value)).toEqual(location);
    expect(parseLocationCookie(decodeURIComponent(value))).toEqual(location);
  });

  it("leaves out empty parts", () => {
    expect(parseLocationCookie(encodeLocationCookie({ city: "New Delhi" }))).toEqual({ city: "New Delhi" });
  });

  it("answers null for a missing, garbled or invalid value", () => {
    expect(parseLocationCookie(undefined)).toBeNull();
    expect(parseLocationCookie("")).toBeNull();
    expect(parseLocationCookie("%E0%A4%A")).toBeNull();
    expect(parseLocationCookie("not json")).toBeNull();
    expect(parseLocationCookie(encodeURIComponent(JSON.stringify({ city: "" })))).toBeNull();
    expect(parseLocationCookie(encodeURIComponent(JSON.stringify({ city: "Pune", pincode: "011001" })))).toBeNull();
    expect(parseLocationCookie(encodeURIComponent(JSON.stringify(["Pune"])))).toBeNull();
  });

  it("is written for the whole site for a year, readable by the page's script", () => {
    const cookie = locationCookieString({ city: "Pune" }, true);
    expect(cookie).toBe(
      `${LOCATION_COOKIE}=%7B%22city%22%3A%22Pune%22%7D; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    expect(cookie).not.toMatch(/HttpOnly/i);
  });
});
