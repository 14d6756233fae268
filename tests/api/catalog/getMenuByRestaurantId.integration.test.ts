import { describe, expect, it } from "vitest";
import { createMenuItem, createRestaurant } from "@/tests/support/factories";
import { GET } from "@/app/api/(catalog)/getMenuByRestaurantId/route";

type Group = { _id: string; category_count: number; items: Array<{ _id: string; name: string }> };

async function getMenu(query: string) {
  const response = await GET(new Request(`http://localhost/api/getMenuByRestaurantId${query}`));
  return { status: response.status, body: (await response.json()) as { menuitems?: Group[]; message?: string } };
}

describe("GET /api/getMenuByRestaurantId", () => {
  it("groups the menu by category in the spec's order, with counts and items in the spec's shape", async () => {
    const restaurant = await createRestaurant();
    const curry = await createMenuItem(restaurant.id, {
      name: "Kadai Paneer",
      category: "Curries",
      pricePaise: 27950,
      type: "veg",
      servesFor: 2,
      description: "Paneer in a tomato and pepper gravy.",
      imageUrl: "/images/dishes/kadai-paneer.webp",
    });
    const kebab = await createMenuItem(restaurant.id, { name: "Seekh Kebab", category: "Starters", type: "non_veg" });
    const samosa = await createMenuItem(restaurant.id, { name: "Punjabi Samosa", category: "Starters" });
    const idli = await createMenuItem(restaurant.id, { name: "Idli Sambar", category: "Breakfast" });
    const cake = await createMenuItem(restaurant.id, { name: "Lava Cake", category: "Desserts" });
    const roll = await createMenuItem(restaurant.id, { name: "Paneer Roll", category: "Fast Food" });

    const { status, body } = await getMenu(`?_id=${restaurant.id}`);

    expect(status).toBe(200);
    expect(body.menuitems!.map((g) => [g._id, g.category_count, g.items.map((i) => i._id)])).toEqual([
      ["Starters", 2, [samosa.id, kebab.id]],
      ["Breakfast", 1, [idli.id]],
      ["Fast Food", 1, [roll.id]],
      ["Desserts", 1, [cake.id]],
      ["Curries", 1, [curry.id]],
    ]);
    expect(body.menuitems!.at(-1)!.items[0]).toEqual({
      _id: curry.id,
      name: "Kadai Paneer",
      category: "Curries",
      price: 279.5,
      type: "veg",
      servesfor: 2,
      description: "Paneer in a tomato and pepper gravy.",
      imageUrl: "/images/dishes/kadai-paneer.webp",
      restaurant_id: restaurant.id,
    });
    expect(body.menuitems![0]!.items[1]).toMatchObject({ name: "Seekh Kebab", type: "non-veg", price: 199 });
  });

  it("never shows archived items, and drops a category left empty by them", async () => {
    const restaurant = await createRestaurant();
    const onSale = await createMenuItem(restaurant.id, { category: "Starters" });
    await createMenuItem(restaurant.id, { category: "Starters", archivedAt: new Date() });
    await createMenuItem(restaurant.id, { category: "Sweets", archivedAt: new Date() });

    const { body } = await getMenu(`?_id=${restaurant.id}`);

    expect(body.menuitems).toEqual([
      { _id: "Starters", category_count: 1, items: [expect.objectContaining({ _id: onSale.id })] },
    ]);
  });

  it("answers an empty menu for a restaurant without dishes, and 404 for an unknown restaurant", async () => {
    const restaurant = await createRestaurant();
    expect(await getMenu(`?_id=${restaurant.id}`)).toEqual({ status: 200, body: { menuitems: [] } });
    expect(await getMenu("?_id=cnosuchrestaurant000000000")).toEqual({
      status: 404,
      body: { message: "Restaurant not found" },
    });
  });

  it("answers 422 for a missing or malformed id", async () => {
    expect((await getMenu("")).status).toBe(422);
    expect(await getMenu("?_id=..%2F..%2Fetc")).toEqual({
      status: 422,
      body: { message: "Some fields are missing or invalid", errors: { _id: ["_id is not a valid id"] } },
    });
  });
});
