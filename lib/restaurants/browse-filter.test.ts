import { describe, expect, it } from "vitest";
import { activeFilterCount, browseHref, isFiltered, parseBrowseFilter } from "@/lib/restaurants/browse-filter";

const CUISINES = ["Chinese", "North Indian", "Pizza", "korean"];

describe("parseBrowseFilter", () => {
  it("reads sort, cuisines, q and page from the URL", () => {
    expect(
      parseBrowseFilter({ sort: "deliveryTime", cuisines: "Pizza,Chinese", q: " biryani ", page: "2" }, CUISINES),
    ).toEqual({ sort: "deliveryTime", cuisines: ["Pizza", "Chinese"], q: "biryani", page: 2 });
  });

  it("drops what it does not know instead of failing, and keeps the list's spelling", () => {
    expect(
      parseBrowseFilter({ sort: "price", cuisines: "pizza,Thai,,KOREAN,Pizza", q: "   ", page: "-3" }, CUISINES),
    ).toEqual({ sort: undefined, cuisines: ["Pizza", "korean"], q: undefined, page: 1 });
    expect(parseBrowseFilter({}, CUISINES)).toEqual({ sort: undefined, cuisines: [], q: undefined, page: 1 });
    expect(parseBrowseFilter({ page: "abc" }, CUISINES).page).toBe(1);
    expect(parseBrowseFilter({ page: "999999" }, CUISINES).page).toBe(1000);
  });

  it("takes the first of repeated parameters and caps the query's length", () => {
    const parsed = parseBrowseFilter({ sort: ["rating", "deliveryTime"], q: "x".repeat(300) }, CUISINES);
    expect(parsed.sort).toBe("rating");
    expect(parsed.q).toHaveLength(100);
  });
});

describe("browseHref", () => {
  it("writes only what is set, with readable commas", () => {
    expect(browseHref({})).toBe("/restaurants");
    expect(browseHref({ cuisines: [], page: 1 })).toBe("/restaurants");
    expect(browseHref({ sort: "rating", cuisines: ["North Indian", "Pizza"], q: "dosa & idli", page: 3 })).toBe(
      "/restaurants?sort=rating&cuisines=North%20Indian,Pizza&q=dosa%20%26%20idli&page=3",
    );
  });

  it("round-trips through the parser", () => {
    const filter = { sort: "deliveryTime" as const, cuisines: ["North Indian", "korean"], q: "paneer, tikka", page: 2 };
    const params = Object.fromEntries(new URL(browseHref(filter), "http://x").searchParams);
    expect(parseBrowseFilter(params, CUISINES)).toEqual(filter);
  });
});

describe("the delivery location in the URL", () => {
  it("reads a city with its locality and PIN code, tidied", () => {
    expect(
      parseBrowseFilter({ city: "  New   Delhi ", locality: "Connaught Place", pincode: "110001" }, CUISINES),
    ).toMatchObject({ city: "New Delhi", locality: "Connaught Place", pincode: "110001" });
  });

  it("drops a bad PIN code, a PIN code without a city and an over-long place", () => {
    const noPin = parseBrowseFilter({ city: "Pune", pincode: "011001" }, CUISINES);
    expect(noPin.city).toBe("Pune");
    expect(noPin.pincode).toBeUndefined();
    expect(parseBrowseFilter({ pincode: "411001" }, CUISINES)).toEqual({
      sort: undefined,
      cuisines: [],
      q: undefined,
      page: 1,
    });
    expect(parseBrowseFilter({ city: "x".repeat(81) }, CUISINES).city).toBeUndefined();
  });

  it("round-trips with the rest of the filter, the page last", () => {
    const filter = {
      sort: "rating" as const,
      cuisines: ["Pizza"],
      q: undefined,
      page: 2,
      city: "Bengaluru",
      locality: "HSR Layout",
      pincode: "560102",
    };
    const href = browseHref(filter);
    expect(href).toBe(
      "/restaurants?sort=rating&cuisines=Pizza&city=Bengaluru&locality=HSR%20Layout&pincode=560102&page=2",
    );
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(parseBrowseFilter(params, CUISINES)).toEqual(filter);
  });

  it("is not a filter of the user's choosing", () => {
    expect(isFiltered({ cuisines: [], page: 1, city: "Pune" })).toBe(false);
    expect(isFiltered({ cuisines: ["Pizza"], page: 1 })).toBe(true);
  });
});

describe("activeFilterCount", () => {
  it("counts the sort and each cuisine, not the search", () => {
    expect(activeFilterCount({ cuisines: [], page: 1, q: "dosa" })).toBe(0);
    expect(activeFilterCount({ sort: "rating", cuisines: ["Pizza", "Chinese"], page: 1 })).toBe(3);
  });
});
