import { describe, expect, it } from "vitest";
import { filterOfListCacheKey } from "@/components/restaurants/browse-filter";
import { CUISINES } from "@/lib/accounts/cuisines";
import { cachedPagePath, isRenderedPerRequest } from "@/lib/http/page-routes";
import { encodeLocationCookie } from "@/lib/location/cookie";

const noCookies = { get: () => undefined };
const withPlace = (city: string, pincode?: string) => ({
  get: (name: string) =>
    name === "deliveryLocation" ? { value: encodeLocationCookie({ city, ...(pincode && { pincode }) }) } : undefined,
});
const path = (url: string, cookies: Parameters<typeof cachedPagePath>[1] = noCookies) =>
  cachedPagePath(new URL(url, "http://app.test"), cookies);

describe("which pages render per request", () => {
  it("the owner console, orders, profile, favourites, payments and the login pages do; public pages do not", () => {
    for (const p of [
      "/restaurant",
      "/restaurant/dashboard",
      "/orders",
      "/profile",
      "/favourites",
      "/paymentStatus/x",
      "/payments/test/1",
      "/auth/login/customer",
    ]) {
      expect(isRenderedPerRequest(p), p).toBe(true);
    }
    for (const p of [
      "/",
      "/aboutus",
      "/restaurants",
      "/restaurants/in/all",
      "/restaurantPage/abc/menu",
      "/near/x",
      "/nowhere",
      "/ordersx",
      "/restaurants-x",
    ]) {
      expect(isRenderedPerRequest(p), p).toBe(false);
    }
  });
});

describe("the cached route of a list", () => {
  it("is one key per list, whatever the order or spelling of the URL's filter", () => {
    const a = path("/restaurants?cuisines=chinese,Biryani&sort=rating&page=2");
    const b = path("/restaurants?page=2&sort=rating&cuisines=Chinese,biryani,unknown&utm=x");
    expect(a).toBe(b);
    expect(a).toMatch(/^\/restaurants\/in\//);
    expect(path("/restaurants")).toBe("/restaurants/in/all");
  });

  it("takes the place from the URL, else from the location cookie", () => {
    const fromUrl = path("/restaurants?city=Pune&pincode=411001");
    expect(path("/restaurants", withPlace("Pune", "411001"))).toBe(fromUrl);
    expect(path("/restaurants?city=Mumbai", withPlace("Pune"))).toBe(path("/restaurants?city=Mumbai"));
  });

  it("leaves searches to the per-request page, and other paths alone", () => {
    expect(path("/restaurants?q=biryani")).toBeNull();
    expect(path("/restaurantPage/abc/menu")).toBeNull();
  });

  it("sends the landing page to its copy for the chosen place", () => {
    expect(path("/", withPlace("Pune"))).toMatch(/^\/near\/city/);
    expect(path("/")).toBe("/near/all");
  });

  it("reads its key back into the same filter (and refuses nothing: a bad key is every restaurant)", () => {
    const key = decodeURIComponent(
      path("/restaurants?sort=rating&cuisines=Chinese&city=Pune&page=3")!.split("/").at(-1)!,
    );
    expect(filterOfListCacheKey(key, CUISINES)).toMatchObject({
      sort: "rating",
      cuisines: ["Chinese"],
      city: "Pune",
      page: 3,
    });
    expect(filterOfListCacheKey(encodeURIComponent(key), CUISINES)).toMatchObject({ city: "Pune", page: 3 });
    expect(filterOfListCacheKey("%E0%A4%A", CUISINES)).toMatchObject({ cuisines: [], page: 1 });
    expect(filterOfListCacheKey("q=x", CUISINES).q).toBeUndefined();
  });
});
