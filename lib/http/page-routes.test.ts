import { describe, expect, it } from "vitest";
import {
  cachedPagePath,
  homeKey,
  isRenderedPerRequest,
  parseHomeKey,
  parseListKey,
  parseListQuery,
} from "@/lib/http/page-routes";
import { ADDRESS_PLACE_COOKIE, encodeLocationCookie, LOCATION_COOKIE } from "@/lib/location/cookie";

const jar = (values: Record<string, string> = {}) => ({
  get: (name: string) => (name in values ? { value: values[name]! } : undefined),
});
const PUNE = { city: "Pune", locality: "Baner", pincode: "411045" };

describe("cachedPagePath", () => {
  it("sends / to the landing page of the remembered place (chosen, else the default address's)", () => {
    expect(cachedPagePath("/", "", jar())).toBe("/near/all");
    const chosen = cachedPagePath("/", "", jar({ [LOCATION_COOKIE]: encodeLocationCookie(PUNE) }));
    expect(parseHomeKey(chosen!.split("/")[2]!)).toEqual(PUNE);
    const address = cachedPagePath("/", "", jar({ [ADDRESS_PLACE_COOKIE]: encodeLocationCookie({ city: "Goa" }) }));
    expect(parseHomeKey(address!.split("/")[2]!)).toEqual({ city: "Goa" });
    const both = cachedPagePath(
      "/",
      "",
      jar({
        [LOCATION_COOKIE]: encodeLocationCookie(PUNE),
        [ADDRESS_PLACE_COOKIE]: encodeLocationCookie({ city: "Goa" }),
      }),
    );
    expect(both).toBe(chosen);
  });

  it("gives two spellings of one list one cache entry, keeping the URL's filter apart from the remembered place", () => {
    const a = cachedPagePath("/restaurants", "?cuisines=thai,Chinese&sort=rating&junk=1", jar());
    const b = cachedPagePath("/restaurants", "?sort=rating&cuisines=Chinese,Thai", jar());
    expect(a).toMatch(/^\/browse\/[A-Za-z0-9_-]+$/);
    expect(a).toBe(b);
    expect(cachedPagePath("/restaurants", "", jar())).toBe("/browse/all");

    const remembered = cachedPagePath(
      "/restaurants",
      "?page=2",
      jar({ [LOCATION_COOKIE]: encodeLocationCookie(PUNE) }),
    );
    const request = parseListKey(remembered!.split("/")[2]!);
    expect(request?.filter.page).toBe(2);
    expect(request?.filter.city).toBeUndefined();
    expect(request?.place).toEqual(PUNE);
    // A place in the URL is the list's own; the cookie is ignored.
    const inUrl = parseListKey(
      cachedPagePath("/restaurants", "?city=Goa", jar({ [LOCATION_COOKIE]: encodeLocationCookie(PUNE) }))!.split(
        "/",
      )[2]!,
    );
    expect(inUrl?.place).toEqual({ city: "Goa", locality: undefined, pincode: undefined });
  });

  it("renders a text search and far pages per request, with the place in the query", () => {
    const search = cachedPagePath("/restaurants", "?q=biryani", jar({ [LOCATION_COOKIE]: encodeLocationCookie(PUNE) }));
    expect(search).toMatch(/^\/browse\/search\?q=biryani&at=/);
    const query = Object.fromEntries(new URLSearchParams(search!.split("?")[1]));
    expect(parseListQuery(query)).toMatchObject({ filter: { q: "biryani" }, place: PUNE });
    expect(cachedPagePath("/restaurants", "?page=21", jar())).toBe("/browse/search?page=21");
  });

  it("leaves every other page alone", () => {
    for (const path of ["/orders", "/restaurantPage/x/menu", "/aboutus", "/restaurants/x"]) {
      expect(cachedPagePath(path, "", jar())).toBeNull();
    }
  });
});

describe("keys", () => {
  it("refuses keys this module did not make (no cache entry for made-up paths)", () => {
    expect(parseListKey("%%%")).toBeUndefined();
    expect(parseListKey(Buffer.from("sort=rating&sort=rating").toString("base64url"))).toBeUndefined();
    expect(parseListKey(Buffer.from("zzz=1").toString("base64url"))).toBeUndefined();
    expect(parseHomeKey(Buffer.from("city=Pune&cuisines=Thai").toString("base64url"))).toBeUndefined();
    expect(parseHomeKey(homeKey(null))).toBeNull();
  });
});

describe("isRenderedPerRequest", () => {
  it("names the pages that carry a nonce: a user's own pages and search results", () => {
    for (const path of [
      "/orders",
      "/profile",
      "/favourites",
      "/restaurant/menu",
      "/auth/login/customer",
      "/browse/search",
    ]) {
      expect(isRenderedPerRequest(path), path).toBe(true);
    }
    for (const path of ["/near/all", "/browse/all", "/restaurantPage/x/menu", "/aboutus", "/nope"]) {
      expect(isRenderedPerRequest(path), path).toBe(false);
    }
  });
});
