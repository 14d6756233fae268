import { describe, expect, it } from "vitest";
import { DEMO_RESTAURANTS } from "@/prisma/demo-data";
import { DEMO_DISHES } from "@/prisma/demo-dishes";
import { DISHES, RESTAURANTS } from "./catalogue.mjs";

// The generator names its pictures as the demo data does, so a restaurant or dish added, dropped or
// reordered there cannot silently get another one's picture.
describe("demo image catalogue", () => {
  it("draws one cover per demo restaurant, under its slug, written to the restaurant's image", () => {
    const covers = Object.entries(RESTAURANTS).map(([slug, cover]) => [slug, cover.image]);
    const demo = DEMO_RESTAURANTS.map((r) => [r.slug, r.image]);
    expect(covers.sort()).toEqual(demo.sort());
  });

  it("draws one picture per demo dish, under its key", () => {
    expect(Object.keys(DISHES).sort()).toEqual(Object.keys(DEMO_DISHES).sort());
  });
});
