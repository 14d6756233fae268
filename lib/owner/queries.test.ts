import { describe, expect, it } from "vitest";
import { ownerKeys } from "@/lib/owner/queries";

describe("ownerKeys", () => {
  it("nests every menu under the owner's root, so invalidating `all` or `menus` reaches each one", () => {
    const menu = ownerKeys.menu("r1");
    expect(menu.slice(0, ownerKeys.all.length)).toEqual(ownerKeys.all);
    expect(menu.slice(0, ownerKeys.menus().length)).toEqual(ownerKeys.menus());
    expect(menu).toEqual(["owner", "menu", "r1"]);
  });

  it("keeps two restaurants' menus apart", () => {
    expect(ownerKeys.menu("r1")).not.toEqual(ownerKeys.menu("r2"));
  });
});
