import { randomInt } from "node:crypto";
import { describe, expect, it, onTestFinished } from "vitest";
import { SPEC_LIST_CAP } from "@/lib/http/list-window";
import { DEFAULT_PAGE_SIZE } from "@/lib/restaurants/schemas";
import { createRestaurantsInBulk } from "@/tests/support/bulk";
import {
  createMenuItem,
  createRestaurant as createBareRestaurant,
  createRestaurantWith as createBareRestaurantWith,
} from "@/tests/support/factories";
import { GET } from "@/app/api/(catalog)/fetchRestaurants/route";

// The public list shows a restaurant once it has a dish on sale (issue 15): each gets one.
async function createRestaurant(...args: Parameters<typeof createBareRestaurant>) {
  const restaurant = await createBareRestaurant(...args);
  await createMenuItem(restaurant.id);
  return restaurant;
}
async function createRestaurantWith(...args: Parameters<typeof createBareRestaurantWith>) {
  const restaurant = await createBareRestaurantWith(...args);
  await createMenuItem(restaurant.id);
  return restaurant;
}

type ApiRestaurant = {
  _id: string;
  name: string;
  cuisines: string[];
  deliveryTime: number;
  rating: number | null;
  isOpen: boolean;
};
type ListBody = { restaurants: ApiRestaurant[]; page: number; pageSize: number; total: number };

async function fetchList(query = "") {
  const response = await GET(new Request(`http://localhost/api/fetchRestaurants${query}`));
  return { status: response.status, body: (await response.json()) as ListBody & { message?: string } };
}

/** A made-up town of letters only, so a search for it finds this test's restaurants and no one else's. */
/**
 * A town no other restaurant has, and not like one either: `?q=` is a fuzzy search, and two towns sharing a
 * fixed "Zed…pur" around 8 random letters once came close enough for one test to list the other's restaurant.
 */
function uniqueTown(): string {
  const letters = Array.from({ length: 14 }, () => String.fromCharCode(97 + randomInt(26))).join("");
  return `${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

describe("GET /api/fetchRestaurants", () => {
  it("lists restaurants in the spec's shape, with the page it is on", async () => {
    const created = await createRestaurant({ name: "Shape Check Biryani", openMinute: 0, closeMinute: 0 });

    const { status, body } = await fetchList("?q=shape%20check%20biryani&pageSize=100");
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, pageSize: 100 });
    const found = body.restaurants.find((r) => r._id === created.id);

    expect(found).toEqual({
      _id: created.id,
      name: "Shape Check Biryani",
      image: { imageUrl: "/images/restaurants/r01.webp" },
      location: { address: "1 Test Road", city: "Hyderabad", state: "Telangana" },
      cuisines: ["Biryani", "Hyderbadi"],
      opentime: "1969-12-31T18:30:00.000Z",
      closetime: "1969-12-31T18:30:00.000Z",
      openTime: "00:00",
      closeTime: "00:00",
      timeZone: "Asia/Kolkata",
      isOpen: true,
      deliveryTime: 33,
      rating: null,
      reviewCount: 0,
      deliveryCities: ["Hyderabad"],
      deliveryPincodes: [],
      paused: false,
      pauseReason: null,
      pausedUntil: null,
      fssaiNumber: null,
      gstAddedPercent: null,
      offer: null,
      weekWindows: [],
      closedDates: [],
    });
  });

  it("reports a restaurant outside its hours as closed", async () => {
    // open for one minute a day, so it is closed at almost any moment the test runs
    const now = new Date();
    const minuteNow = (now.getUTCHours() * 60 + now.getUTCMinutes() + 330) % 1440;
    const open = (minuteNow + 720) % 1440;
    const town = uniqueTown();
    const created = await createRestaurantWith({ city: town, openMinute: open, closeMinute: (open + 1) % 1440 });

    const { body } = await fetchList(`?q=${town}`);
    expect(body.restaurants.find((r) => r._id === created.id)).toMatchObject({ isOpen: false });
  });

  it("sorts by delivery time, quickest first, ties by name", async () => {
    const town = uniqueTown();
    const slow = await createRestaurantWith({ city: town, name: "Aaa Slow", deliveryMinutes: 47 });
    const fastB = await createRestaurantWith({ city: town, name: "Bbb Fast", deliveryMinutes: 28 });
    const fastA = await createRestaurantWith({ city: town, name: "Aaa Fast", deliveryMinutes: 28 });
    const middle = await createRestaurantWith({ city: town, name: "Ccc Middle", deliveryMinutes: 35 });

    const { status, body } = await fetchList(`?q=${town}&sort=deliveryTime`);

    expect(status).toBe(200);
    expect(body.restaurants.map((r) => r._id)).toEqual([fastA.id, fastB.id, middle.id, slow.id]);
    expect(body.total).toBe(4);
  });

  it("sorts by the rating shown, best first, ties by name, restaurants without reviews last", async () => {
    const town = uniqueTown();
    const unrated = await createRestaurantWith({ city: town, name: "Aaa Unrated" });
    const four5 = await createRestaurantWith({ city: town, name: "Zzz Good", ratingCount: 2, ratingTotal: 9 });
    const five = await createRestaurantWith({ city: town, name: "Yyy Best", ratingCount: 1, ratingTotal: 5 });
    // 13/3 = 4.33 and 30/7 = 4.29 both show as 4.3, so the name decides
    const exactlyHigher = await createRestaurantWith({
      city: town,
      name: "Eee Place",
      ratingCount: 3,
      ratingTotal: 13,
    });
    const exactlyLower = await createRestaurantWith({ city: town, name: "Ddd Place", ratingCount: 7, ratingTotal: 30 });

    const { body } = await fetchList(`?q=${town}&sort=rating`);

    expect(body.restaurants.map((r) => [r._id, r.rating])).toEqual([
      [five.id, 5],
      [four5.id, 4.5],
      [exactlyLower.id, 4.3],
      [exactlyHigher.id, 4.3],
      [unrated.id, null],
    ]);
  });

  it("keeps the whole list in order when sorting without a search", async () => {
    await createRestaurantWith({ deliveryMinutes: 29, ratingCount: 1, ratingTotal: 4 });
    // Restaurants taking orders come first (issue 15), each group in the chosen order.
    const byTime = (await fetchList("?sort=deliveryTime&pageSize=100")).body.restaurants;
    const openFlags = byTime.map((r) => r.isOpen);
    expect(openFlags).toEqual([...openFlags].sort((a, b) => Number(b) - Number(a)));
    for (const open of [true, false]) {
      const times = byTime.filter((r) => r.isOpen === open).map((r) => r.deliveryTime);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    const byRating = (await fetchList("?sort=rating&pageSize=100")).body.restaurants;
    for (const open of [true, false]) {
      const ratings = byRating.filter((r) => r.isOpen === open).map((r) => r.rating ?? -1);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
  });

  it("filters by cuisines, matching any of them, in any letter case", async () => {
    const town = uniqueTown();
    const korean = await createRestaurantWith({ city: town, cuisines: ["korean", "Chinese"] });
    const pizza = await createRestaurantWith({ city: town, cuisines: ["Pizza"] });
    const biryani = await createRestaurantWith({ city: town, cuisines: ["Biryani"] });

    const { body } = await fetchList(`?q=${town}&cuisines=KOREAN,pizza`);
    expect(body.restaurants.map((r) => r._id).sort()).toEqual([korean.id, pizza.id].sort());
    expect(body.total).toBe(2);

    // without a search the filter still holds for every restaurant listed
    const all = (await fetchList("?cuisines=korean&pageSize=100")).body;
    expect(all.restaurants.map((r) => r._id)).toContain(korean.id);
    expect(all.restaurants.map((r) => r._id)).not.toContain(biryani.id);
    for (const r of all.restaurants) expect(r.cuisines).toContain("korean");
  });

  it("pages through a list without gaps or overlaps and reports the total", async () => {
    const town = uniqueTown();
    const ids = [];
    for (const name of ["Aaa", "Bbb", "Ccc", "Ddd", "Eee"])
      ids.push((await createRestaurantWith({ city: town, name })).id);

    const first = await fetchList(`?q=${town}&page=1&pageSize=2`);
    const second = await fetchList(`?q=${town}&page=2&pageSize=2`);
    const third = await fetchList(`?q=${town}&page=3&pageSize=2`);
    const beyond = await fetchList(`?q=${town}&page=4&pageSize=2`);

    expect([first, second, third].map(({ body }) => body.restaurants.map((r) => r._id))).toEqual([
      ids.slice(0, 2),
      ids.slice(2, 4),
      ids.slice(4),
    ]);
    expect(second.body).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(beyond.body).toMatchObject({ restaurants: [], page: 4, pageSize: 2, total: 5 });
  });

  it("answers every restaurant to a client that names no page, and pages 24 at a time when asked for a page", async () => {
    const town = uniqueTown();
    const { ids, remove } = await createRestaurantsInBulk(DEFAULT_PAGE_SIZE + 6, town);
    onTestFinished(remove);

    const all = await fetchList(`?q=${town}`);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ page: 1, pageSize: SPEC_LIST_CAP, total: DEFAULT_PAGE_SIZE + 6 });
    expect(all.body.restaurants.map((r) => r._id).sort()).toEqual([...ids].sort());
    // blank paging parameters, as a form sends them, are no paging either
    expect((await fetchList(`?q=${town}&page=&pageSize=`)).body.restaurants).toHaveLength(DEFAULT_PAGE_SIZE + 6);

    const first = await fetchList(`?q=${town}&page=1`);
    expect(first.body).toMatchObject({ page: 1, pageSize: DEFAULT_PAGE_SIZE, total: DEFAULT_PAGE_SIZE + 6 });
    expect(first.body.restaurants).toHaveLength(DEFAULT_PAGE_SIZE);
    const second = await fetchList(`?q=${town}&page=2`);
    expect(second.body.restaurants).toHaveLength(6);
    expect([...first.body.restaurants, ...second.body.restaurants].map((r) => r._id)).toEqual(
      all.body.restaurants.map((r) => r._id),
    );
    const sized = await fetchList(`?q=${town}&pageSize=10`);
    expect(sized.body).toMatchObject({ page: 1, pageSize: 10, total: DEFAULT_PAGE_SIZE + 6 });
    expect(sized.body.restaurants).toHaveLength(10);
  });

  it(`answers at most ${SPEC_LIST_CAP} restaurants without paging; the rest are a page away`, async () => {
    const town = uniqueTown();
    onTestFinished((await createRestaurantsInBulk(SPEC_LIST_CAP + 1, town)).remove);

    const capped = await fetchList(`?q=${town}`);
    expect(capped.body).toMatchObject({ page: 1, pageSize: SPEC_LIST_CAP, total: SPEC_LIST_CAP + 1 });
    expect(capped.body.restaurants).toHaveLength(SPEC_LIST_CAP);
    const last = await fetchList(`?q=${town}&page=${SPEC_LIST_CAP / 100 + 1}&pageSize=100`);
    expect(last.body.restaurants).toHaveLength(1);
    expect(capped.body.restaurants.map((r) => r._id)).not.toContain(last.body.restaurants[0]!._id);
  });

  it("finds restaurants by name, city or cuisine despite case and small typos", async () => {
    const town = uniqueTown();
    const named = await createRestaurantWith({ name: `Biryani Darbar ${town}`, cuisines: ["Juices"] });
    const hyderabad = await createRestaurantWith({ name: town, city: "Hyderabad", cuisines: ["Beverages"] });
    const dessert = await createRestaurantWith({ name: `${town} Sweets`, city: "Pune", cuisines: ["Dessert"] });

    const byName = (await fetchList(`?q=BIRIYANI%20darbar%20${town}`)).body.restaurants.map((r) => r._id);
    expect(byName[0]).toBe(named.id);

    const byCity = (await fetchList("?q=hydrabad&cuisines=Beverages&pageSize=100")).body.restaurants;
    expect(byCity.map((r) => r._id)).toContain(hyderabad.id);

    const byCuisine = (await fetchList(`?q=desert&cuisines=Dessert&pageSize=100`)).body.restaurants;
    expect(byCuisine.map((r) => r._id)).toContain(dessert.id);

    const nothing = await fetchList("?q=xylophone%20quartet");
    expect(nothing.body).toMatchObject({ restaurants: [], total: 0 });
  });

  it("answers 422 with a message for an unknown sort, cuisine or page", async () => {
    expect(await fetchList("?sort=price")).toEqual({
      status: 422,
      body: {
        message: "Some fields are missing or invalid",
        errors: { sort: ["sort must be deliveryTime or rating"] },
      },
    });
    expect(await fetchList("?cuisines=Pizza,Martian")).toEqual({
      status: 422,
      body: { message: "Some fields are missing or invalid", errors: { cuisines: ["Unknown cuisine: Martian"] } },
    });
    const badPage = await fetchList("?page=0&pageSize=500");
    expect(badPage.status).toBe(422);
    expect(badPage.body).toMatchObject({
      errors: {
        page: ["page must be a whole number from 1"],
        pageSize: ["pageSize must be a whole number from 1 to 100"],
      },
    });
  });
});
