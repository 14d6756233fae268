import { beforeAll, describe, expect, it } from "vitest";
import { searchCatalog } from "@/lib/search/service";
import { createMenuItem, createRestaurantWith } from "@/tests/support/factories";
import { GET } from "@/app/api/(catalog)/search/route";

type Body = {
  restaurants: Array<{ _id: string; name: string }>;
  dishes: Array<{ _id: string; name: string; restaurantName: string }>;
};

async function search(q: string) {
  const response = await GET(new Request(`http://localhost/api/search?q=${encodeURIComponent(q)}`));
  return { status: response.status, body: (await response.json()) as Body };
}

let restaurant: { id: string; name: string };
let biryani: { id: string };
let paneer: { id: string };
let archived: { id: string };
let hyderabadi: { id: string };
let pancakes: { id: string };

beforeAll(async () => {
  restaurant = await createRestaurantWith({
    name: "Quokka Kitchen Search",
    city: "Visakhapatnam",
    cuisines: ["Pizza"],
    openMinute: 0,
    closeMinute: 0,
  });
  biryani = await createMenuItem(restaurant.id, { name: "Quokka Dum Biryani", category: "Biryani", pricePaise: 32000 });
  paneer = await createMenuItem(restaurant.id, { name: "Quokka Paneer Tikka", category: "Starters" });
  archived = await createMenuItem(restaurant.id, { name: "Quokka Paneer Pakora", archivedAt: new Date() });
  hyderabadi = await createRestaurantWith({ name: "Wombat Grill", city: "Hyderabad", cuisines: ["Kebab"] });
  pancakes = await createMenuItem(hyderabadi.id, { name: "Aardvark Pancakes", category: "Breakfast" });
});

describe("GET /api/search", () => {
  it("answers restaurants and dishes in the spec's shapes, dishes with their restaurant's name", async () => {
    // both dishes match "quokka" as typed, so the name decides
    const { status, body } = await search("Quokka");

    expect(status).toBe(200);
    expect(body.dishes[0]).toEqual({
      _id: biryani.id,
      name: "Quokka Dum Biryani",
      category: "Biryani",
      price: 320,
      type: "veg",
      servesfor: 1,
      description: "A test dish.",
      imageUrl: "/images/dishes/paneer-tikka.webp",
      restaurant_id: restaurant.id,
      restaurantName: "Quokka Kitchen Search",
    });
    expect(body.restaurants[0]).toMatchObject({ _id: restaurant.id, name: "Quokka Kitchen Search", isOpen: true });
  });

  it("tolerates case and small typos in dish names", async () => {
    const biriyani = await searchCatalog("Quokka BIRIYANI", 50);
    expect(biriyani.dishes.map((d) => d._id)).toContain(biryani.id);

    // "pancakes" shares as many trigrams with "panner" as "paneer" does, but not as a whole word:
    // the strict floor (lib/search/sql.ts) leaves it out
    const panner = (await searchCatalog("panner", 50)).dishes.map((d) => d._id);
    expect(panner).toContain(paneer.id);
    expect(panner).not.toContain(pancakes.id);
  });

  it("finds restaurants by a misspelt city or cuisine", async () => {
    const byCity = await searchCatalog("vishakapatnam", 50);
    expect(byCity.restaurants.map((r) => r.id)).toContain(restaurant.id);

    const byOtherCity = await searchCatalog("hydrabad", 50);
    expect(byOtherCity.restaurants.length).toBeGreaterThan(0);
    for (const r of byOtherCity.restaurants) {
      // every hit is in Hyderabad or serves Hyderbadi food (the spec's spelling), both near misses of the query
      expect(r.city === "Hyderabad" || r.cuisines.includes("Hyderbadi")).toBe(true);
    }

    const byCuisine = await searchCatalog("pizzza", 50);
    expect(byCuisine.restaurants.map((r) => r.id)).toContain(restaurant.id);
    expect(byCuisine.restaurants.map((r) => r.id)).not.toContain(hyderabadi.id);
  });

  it("ranks what was typed exactly above near misses", async () => {
    const { body } = await search("quokka paneer tikka");
    expect(body.dishes[0]?._id).toBe(paneer.id);
  });

  it("never finds archived dishes", async () => {
    const results = await searchCatalog("quokka paneer pakora", 50);
    expect(results.dishes.map((d) => d._id)).not.toContain(archived.id);
    expect(results.dishes.map((d) => d._id)).toContain(paneer.id);
  });

  it("answers empty lists for a query under two characters and for nothing similar", async () => {
    expect(await search("q")).toEqual({ status: 200, body: { restaurants: [], dishes: [] } });
    expect(await search("  ")).toEqual({ status: 200, body: { restaurants: [], dishes: [] } });
    expect((await search("xylophone quartet")).body).toEqual({ restaurants: [], dishes: [] });
  });

  it("takes LIKE wildcards literally", async () => {
    const { body } = await search("%%");
    expect(body).toEqual({ restaurants: [], dishes: [] });
  });

  it("answers 422 for an overlong query", async () => {
    const response = await GET(new Request(`http://localhost/api/search?q=${"a".repeat(101)}`));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "Some fields are missing or invalid",
      errors: { q: ["q must be at most 100 characters"] },
    });
  });
});
