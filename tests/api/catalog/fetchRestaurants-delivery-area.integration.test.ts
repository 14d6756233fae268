import { randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/(catalog)/search/route";
import { db } from "@/lib/db";
import { deliveryAreaColumns } from "@/lib/location/delivery-area";
import { listRestaurants } from "@/lib/restaurants/service";
import { createMenuItem, createRestaurantWith as createBareRestaurantWith } from "@/tests/support/factories";
import { GET } from "@/app/api/(catalog)/fetchRestaurants/route";

// The public list shows a restaurant once it has a dish on sale (issue 15): each gets one.
async function createRestaurantWith(...args: Parameters<typeof createBareRestaurantWith>) {
  const restaurant = await createBareRestaurantWith(...args);
  await createMenuItem(restaurant.id);
  return restaurant;
}

type Listed = {
  _id: string;
  name: string;
  isOpen: boolean;
  paused: boolean;
  pauseReason: string | null;
  deliveryCities: string[];
};
type Answer = {
  status: number;
  body: { restaurants: Listed[]; total: number; message?: string; errors?: Record<string, string[]> };
};

async function fetchList(params: Record<string, string>): Promise<Answer> {
  const response = await GET(new Request(`http://localhost/api/fetchRestaurants?${new URLSearchParams(params)}`));
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

/** Made-up towns of letters only, so only this file's restaurants deliver there. */
function town(): string {
  return `Qel${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("")}nagar`;
}

const ids = (answer: Answer) => answer.body.restaurants.map((r) => r._id).sort();
const sorted = (...list: Array<{ id: string }>) => list.map((r) => r.id).sort();

describe("GET /api/fetchRestaurants with a delivery location", () => {
  it("lists only restaurants that deliver to the city, whatever its case and spacing", async () => {
    const [home, near, far] = [town(), town(), town()];
    const local = await createRestaurantWith({ city: home });
    const alsoHere = await createRestaurantWith({ city: near, ...deliveryAreaColumns([near, home]) });
    const elsewhere = await createRestaurantWith({ city: far });

    const listed = await fetchList({ city: home, pageSize: "100" });
    expect(listed.status).toBe(200);
    expect(ids(listed)).toEqual(sorted(local, alsoHere));
    expect(listed.body.total).toBe(2);
    expect(listed.body.restaurants.find((r) => r._id === alsoHere.id)?.deliveryCities).toEqual([near, home]);

    expect(ids(await fetchList({ city: `  ${home.toUpperCase()} ` }))).toEqual(sorted(local, alsoHere));
    expect(ids(await fetchList({ city: far }))).toEqual(sorted(elsewhere));
    expect((await fetchList({ city: town() })).body).toMatchObject({ restaurants: [], total: 0 });
  });

  it("with a PIN code, keeps restaurants serving the whole city and those listing that PIN code", async () => {
    const city = town();
    const wholeCity = await createRestaurantWith({ city });
    const listsIt = await createRestaurantWith({ city, ...deliveryAreaColumns([city], ["560034", "560038"]) });
    const listsOthers = await createRestaurantWith({ city, ...deliveryAreaColumns([city], ["560066"]) });

    expect(ids(await fetchList({ city, pincode: "560034" }))).toEqual(sorted(wholeCity, listsIt));
    expect(ids(await fetchList({ city, pincode: "560066" }))).toEqual(sorted(wholeCity, listsOthers));
    expect(ids(await fetchList({ city, pincode: "560001" }))).toEqual(sorted(wholeCity));
    // the city alone lists them all: a PIN list narrows a restaurant's area only where a PIN code is known
    expect(ids(await fetchList({ city }))).toEqual(sorted(wholeCity, listsIt, listsOthers));
  });

  it("combines with the other filters and the service takes the same place", async () => {
    const city = town();
    const pizza = await createRestaurantWith({ city, cuisines: ["Pizza"] });
    await createRestaurantWith({ city, cuisines: ["Chinese"] });

    expect(ids(await fetchList({ city, cuisines: "pizza" }))).toEqual(sorted(pizza));
    const page = await listRestaurants({ city: city.toLowerCase(), cuisines: ["Pizza"] });
    expect(page.restaurants.map((r) => r.id)).toEqual([pizza.id]);
  });

  it("answers 422 for a PIN code without a city, or one that cannot be a PIN code", async () => {
    const alone = await fetchList({ pincode: "560034" });
    expect(alone.status).toBe(422);
    expect(alone.body.errors).toEqual({ pincode: ["Give the city with the PIN code"] });

    const bad = await fetchList({ city: "Bengaluru", pincode: "056003" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ pincode: ["PIN code must be 6 digits and not start with 0"] });

    expect((await fetchList({ city: "x".repeat(81) })).status).toBe(422);
    // blank means not given, as filter forms send it
    expect((await fetchList({ city: "", pincode: "" })).status).toBe(200);
  });

  it("shows a paused restaurant closed, with its reason", async () => {
    const city = town();
    const paused = await createRestaurantWith({
      city,
      openMinute: 0,
      closeMinute: 0,
      pausedAt: new Date(),
      pauseReason: "Kitchen deep clean",
    });

    const [listed] = (await fetchList({ city })).body.restaurants;
    expect(listed).toMatchObject({ _id: paused.id, isOpen: false, paused: true, pauseReason: "Kitchen deep clean" });

    await db().restaurant.update({ where: { id: paused.id }, data: { pausedAt: null, pauseReason: null } });
    expect((await fetchList({ city })).body.restaurants[0]).toMatchObject({ isOpen: true, paused: false });
  });
});

describe("GET /api/search with a delivery location", () => {
  type SearchBody = { restaurants: Array<{ _id: string }>; dishes: Array<{ _id: string }>; errors?: unknown };
  async function find(params: Record<string, string>) {
    const response = await search(new Request(`http://localhost/api/search?${new URLSearchParams(params)}`));
    return { status: response.status, body: (await response.json()) as SearchBody };
  }

  it("finds restaurants and dishes only of restaurants that deliver there, PIN rule included", async () => {
    const [here, there] = [town(), town()];
    const word = `Xylo${randomInt(1e6)}`;
    const local = await createRestaurantWith({
      city: here,
      name: `${word} Local`,
      ...deliveryAreaColumns([here], ["110001"]),
    });
    const remote = await createRestaurantWith({ city: there, name: `${word} Remote` });
    const localDish = await createMenuItem(local.id, { name: `${word} Thali` });
    const remoteDish = await createMenuItem(remote.id, { name: `${word} Thali` });

    const everywhere = await find({ q: word });
    expect(everywhere.body.restaurants.map((r) => r._id).sort()).toEqual(sorted(local, remote));
    expect(everywhere.body.dishes.map((d) => d._id).sort()).toEqual(sorted(localDish, remoteDish));

    const inHere = await find({ q: word, city: here.toUpperCase() });
    expect(inHere.status).toBe(200);
    expect(inHere.body.restaurants.map((r) => r._id)).toEqual([local.id]);
    expect(inHere.body.dishes.map((d) => d._id)).toEqual([localDish.id]);

    const otherPin = await find({ q: word, city: here, pincode: "110002" });
    expect(otherPin.body).toEqual({ restaurants: [], dishes: [] });
    expect((await find({ q: word, city: here, pincode: "110001" })).body.restaurants.map((r) => r._id)).toEqual([
      local.id,
    ]);

    expect((await find({ q: word, pincode: "110001" })).status).toBe(422);
  });
});
