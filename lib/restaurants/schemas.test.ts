import { describe, expect, it } from "vitest";
import { FetchRestaurantsQuerySchema, isRecordId, RestaurantIdQuerySchema } from "./schemas";

const parse = (query: Record<string, string>) => FetchRestaurantsQuerySchema.safeParse(query);

describe("FetchRestaurantsQuerySchema", () => {
  it("defaults to the first page of 24, unsorted, unfiltered", () => {
    expect(parse({})).toEqual({ success: true, data: { page: 1, pageSize: 24 } });
  });

  it("treats blank parameters as not given", () => {
    expect(parse({ sort: "", cuisines: " ", q: "  ", page: "", pageSize: "" })).toEqual({
      success: true,
      data: { page: 1, pageSize: 24 },
    });
  });

  it("reads sort, cuisines in any case spelled back as the spec spells them, search and page numbers", () => {
    expect(
      parse({ sort: "rating", cuisines: "pizza, KOREAN,hyderbadi,Pizza", q: " dosa ", page: "3", pageSize: "10" }),
    ).toEqual({
      success: true,
      data: { sort: "rating", cuisines: ["Pizza", "korean", "Hyderbadi"], q: "dosa", page: 3, pageSize: 10 },
    });
  });

  it("refuses unknown sorts and cuisines with a message naming them", () => {
    const sort = parse({ sort: "price" });
    expect(sort.success).toBe(false);
    expect(sort.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [["sort"], "sort must be deliveryTime or rating"],
    ]);

    const cuisine = parse({ cuisines: "Pizza,Martian" });
    expect(cuisine.error?.issues.map((i) => [i.path, i.message])).toEqual([[["cuisines"], "Unknown cuisine: Martian"]]);
  });

  it("refuses page numbers that are not whole, too small or too large", () => {
    for (const page of ["0", "-1", "1.5", "abc", "10001"]) expect(parse({ page }).success).toBe(false);
    for (const pageSize of ["0", "101", "2.5"]) expect(parse({ pageSize }).success).toBe(false);
    expect(parse({ pageSize: "100" }).success).toBe(true);
  });
});

describe("RestaurantIdQuerySchema", () => {
  it("accepts ids as ours look and refuses anything else", () => {
    expect(RestaurantIdQuerySchema.parse({ _id: " cmwrc2rha0001vs7dts2nbtkj " })).toEqual({
      _id: "cmwrc2rha0001vs7dts2nbtkj",
    });
    for (const _id of ["", "a b", "x'--", "x".repeat(65)]) {
      expect(RestaurantIdQuerySchema.safeParse({ _id }).success).toBe(false);
    }
    expect(RestaurantIdQuerySchema.safeParse({}).success).toBe(false);
  });
});

describe("isRecordId", () => {
  it("accepts our ids and refuses what no row can have (NUL, lone surrogates, spaces, over 64 characters)", () => {
    expect(isRecordId("cmwrgqko60040n57dxel3tcqm")).toBe(true);
    for (const id of ["", "\u0000", "abc\u0000", "\ud800", "a b", "x".repeat(65), "../x"])
      expect(isRecordId(id)).toBe(false);
  });
});
