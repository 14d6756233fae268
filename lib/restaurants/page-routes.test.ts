import { describe, expect, it } from "vitest";
import {
  badRequestReason,
  cachedPagePath,
  HOME_ELSEWHERE_ROUTE,
  homeKey,
  isRenderedPerRequest,
  parseHomeKey,
  parseListKey,
  parseListQuery,
  restaurantPageId,
  unknownRestaurantPath,
} from "@/lib/restaurants/page-routes";
import { LINK_TOKEN_PAGES } from "@/lib/http/security-headers";
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
    const address = cachedPagePath("/", "", jar({ [ADDRESS_PLACE_COOKIE]: encodeLocationCookie({ city: "Mumbai" }) }));
    expect(parseHomeKey(address!.split("/")[2]!)).toEqual({ city: "Mumbai" });
    const both = cachedPagePath(
      "/",
      "",
      jar({
        [LOCATION_COOKIE]: encodeLocationCookie(PUNE),
        [ADDRESS_PLACE_COOKIE]: encodeLocationCookie({ city: "Mumbai" }),
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
      cachedPagePath("/restaurants", "?city=Mumbai", jar({ [LOCATION_COOKIE]: encodeLocationCookie(PUNE) }))!.split(
        "/",
      )[2]!,
    );
    expect(inUrl?.place).toEqual({ city: "Mumbai", locality: undefined, pincode: undefined });
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

describe("the page cache is bounded by the known places (issue 27, item 4)", () => {
  const randomCity = (i: number) => `Atlantis ${i} ${"x".repeat(i % 60)}`;

  it("sends a place the chooser does not know to the per-request pages, never to a cached key", () => {
    const keys = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const byUrl = cachedPagePath("/restaurants", `?city=${encodeURIComponent(randomCity(i))}`, jar());
      const byCookie = cachedPagePath(
        "/restaurants",
        "?sort=rating",
        jar({ [LOCATION_COOKIE]: encodeLocationCookie({ city: randomCity(i) }) }),
      );
      const home = cachedPagePath("/", "", jar({ [LOCATION_COOKIE]: encodeLocationCookie({ city: randomCity(i) }) }));
      expect(byUrl).toMatch(/^\/browse\/search\?/);
      expect(byCookie).toMatch(/^\/browse\/search\?/);
      expect(home!.startsWith(`${HOME_ELSEWHERE_ROUTE}?`)).toBe(true);
      for (const path of [byUrl, byCookie, home]) if (!isRenderedPerRequest(path!.split("?")[0]!)) keys.add(path!);
    }
    expect([...keys]).toEqual([]);
  });

  it("gives every spelling of a known place the chooser's spelling, so they share one entry", () => {
    const a = cachedPagePath("/restaurants", "?city=  new   DELHI&locality=hauz khas&pincode=110016", jar());
    const b = cachedPagePath("/restaurants", "?city=New Delhi&locality=Hauz Khas&pincode=110016", jar());
    expect(a).toBe(b);
    expect(parseListKey(a!.split("/")[2]!)?.place).toEqual({
      city: "New Delhi",
      locality: "Hauz Khas",
      pincode: "110016",
    });
    const home = (city: string) => cachedPagePath("/", "", jar({ [LOCATION_COOKIE]: encodeLocationCookie({ city }) }));
    expect(home("pune")).toBe(home("Pune"));
    expect(isRenderedPerRequest(home("pune")!)).toBe(false);
  });

  it("treats a locality or PIN code outside the known city as unknown", () => {
    expect(cachedPagePath("/restaurants", "?city=Pune&locality=Atlantis", jar())).toMatch(/^\/browse\/search\?/);
    expect(cachedPagePath("/restaurants", "?city=Pune&pincode=110016", jar())).toMatch(/^\/browse\/search\?/);
  });

  it("refuses keys of unknown places or other spellings when asked for directly (no entry by typing the path)", () => {
    const list = (query: string) => Buffer.from(query).toString("base64url");
    expect(parseListKey(list("city=Atlantis"))).toBeUndefined();
    expect(parseListKey(list("city=pune"))).toBeUndefined();
    expect(parseListKey(list("city=Pune"))?.place).toEqual({ city: "Pune", locality: undefined, pincode: undefined });
    expect(parseHomeKey(list("city=Atlantis"))).toBeUndefined();
    expect(parseHomeKey(list("city=pune"))).toBeUndefined();
    expect(parseListKey(list("q=paneer"))).toBeUndefined();
  });

  it("drops text no database can hold from the filter instead of querying with it (issue 27, item 8)", () => {
    const request = parseListQuery({ city: "\u0000", q: "pa\u0000neer", sort: "rating" });
    expect(request).toMatchObject({ place: null, filter: { q: undefined, sort: "rating" } });
    expect(parseListQuery({ city: "Pune\ud800" }).place).toBeNull();
  });
});

describe("restaurant pages of made-up ids (issue 27, item 4)", () => {
  it("finds the id of every restaurant page, and only of those", () => {
    expect(restaurantPageId("/restaurantPage/abc123")).toBe("abc123");
    expect(restaurantPageId("/restaurantPage/abc123/menu")).toBe("abc123");
    expect(restaurantPageId("/restaurantPage/abc123/reviews/")).toBe("abc123");
    for (const path of ["/restaurants", "/restaurantPage", "/restaurantPage/", "/restaurantPage/a/b", "/near/x"]) {
      expect(restaurantPageId(path), path).toBeNull();
    }
  });

  it("sends every made-up id to one path per tab", () => {
    expect(unknownRestaurantPath("/restaurantPage/made-up-1")).toBe("/restaurantPage/unknown/menu");
    expect(unknownRestaurantPath("/restaurantPage/made-up-2/menu")).toBe("/restaurantPage/unknown/menu");
    expect(unknownRestaurantPath("/restaurantPage/made-up-3/reviews")).toBe("/restaurantPage/unknown/reviews");
  });
});

describe("badRequestReason", () => {
  it("refuses paths whose %-escapes do not decode and query values with U+0000 (issue 27, item 8)", () => {
    for (const path of ["/near/%ZZ", "/restaurantPage/%ZZ", "/api/addresses/%ZZ", "/x/%E0%A4", "/%"]) {
      expect(badRequestReason(path, ""), path).toMatch(/broken %-escape/);
    }
    expect(badRequestReason("/restaurants", "?city=%00")).toMatch(/not allowed/);
    expect(badRequestReason("/restaurants", "?q=a%00b&page=2")).toMatch(/not allowed/);
    for (const [path, search] of [
      ["/restaurants", "?city=New%20Delhi&q=%F0%9F%8D%9B"],
      ["/restaurantPage/abc/menu", ""],
      ["/near/all", "?at=x"],
      ["/api/addresses/a%20b", ""],
    ]) {
      expect(badRequestReason(path!, search!), `${path}${search}`).toBeNull();
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
      // the platform console (issue 33): guarded by proxy.ts, so it must be a per-request page
      "/admin",
      "/admin/orders/x",
    ]) {
      expect(isRenderedPerRequest(path), path).toBe(true);
    }
    for (const path of ["/near/all", "/browse/all", "/restaurantPage/x/menu", "/aboutus", "/nope", "/administrator"]) {
      expect(isRenderedPerRequest(path), path).toBe(false);
    }
  });
});

describe("pages rendered per request", () => {
  it("leaves the prerendered mailed-link pages to the shared-HTML policy: a nonce CSP there blocked their scripts", () => {
    // These pages are prerendered: a per-request CSP's nonce is not in their HTML, so no script would run.
    for (const page of LINK_TOKEN_PAGES) expect(isRenderedPerRequest(page), page).toBe(false);
    expect(isRenderedPerRequest("/account/notifications")).toBe(true);
    expect(isRenderedPerRequest("/profile")).toBe(true);
    // The rider console: a rider's own deliveries, never a shared cached copy.
    expect(isRenderedPerRequest("/rider")).toBe(true);
    expect(isRenderedPerRequest("/rider/earnings")).toBe(true);
  });
});
